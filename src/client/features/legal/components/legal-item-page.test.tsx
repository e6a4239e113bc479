import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@client/lib/query-client';
import { LegalItemPage } from './legal-item-page';
import { caseLaw, json, legalForm, legalResource, statute } from './test-fixtures';

/**
 * The files the page handed to the browser to save (saveBlob's temporary <a download>), caught
 * at the link's click. Real modules, no module mock: test files share one module graph.
 */
let saved: { blob: Blob; fileName: string }[] = [];

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

function Page() {
  const { resourceType = '', id = '' } = useParams();
  return <LegalItemPage key={`${resourceType}/${id}`} resourceType={resourceType} id={id} />;
}

function renderItem(url: string, handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(new URL(String(input), 'http://localhost'), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/legal-database/:resourceType/:id', element: <Page /> },
      { path: '*', element: <h1>Other page</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { fetchMock, router, user: userEvent.setup() };
}

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    const url = `blob:http://localhost/download-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push({ blob: blobs.get(this.href)!, fileName: this.download });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LegalItemPage', () => {
  it('says not found for an unknown kind, without asking the server', async () => {
    const { fetchMock } = renderItem('/legal-database/legal_opinion/abc', () => json({}));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Legal entry not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Legal Database' })).toHaveAttribute(
      'href',
      '/legal',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toMatch(/^Legal entry not found/));
  });

  it('says not found for an unknown id', async () => {
    renderItem('/legal-database/legal_statute/missing', () => json({ message: 'Not found.' }, 404));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Legal entry not found' }),
    ).toBeInTheDocument();
  });

  it('in Spanish, labels the entry in Spanish and says the official text is in English', async () => {
    i18n.activate('es');
    renderItem('/legal-database/legal_statute/s-fl-72110', (url) => {
      if (url.pathname === '/api/legal/statutes/s-fl-72110') {
        return json(statute({ lastAmended: '2024-07-01' }));
      }
      return json([]);
    });
    const title = 'Florida timeshare cancellation right';
    // The law keeps its English name; the words around it are Spanish.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Ley')).toBeInTheDocument();
    expect(screen.getByText('Última enmienda')).toBeInTheDocument();
    expect(screen.getByText('1 de julio de 2024')).toBeInTheDocument();
    expect(screen.getByText('Vigente')).toBeInTheDocument();
    expect(screen.getByText('El texto oficial está en inglés.')).toBeInTheDocument();
    expect(screen.getByText('The buyer may cancel within 10 calendar days.')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('in English, needs no note about the language of the official text', async () => {
    renderItem('/legal-database/legal_statute/s-fl-72110', (url) =>
      url.pathname === '/api/legal/statutes/s-fl-72110' ? json(statute()) : json([]),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/official text is in English/i)).not.toBeInTheDocument();
  });

  it('shows a statute in full with its source, and others of its jurisdiction', async () => {
    renderItem('/legal-database/legal_statute/s-fl-72110', (url) => {
      if (url.pathname === '/api/legal/statutes/s-fl-72110') {
        return json(statute({ verifyWithSource: true, lastAmended: '2024-07-01' }));
      }
      if (url.pathname === '/api/legal/statutes' && url.search === '?jurisdiction=florida') {
        return json([
          statute(),
          statute({ id: 's-fl-2', title: 'Florida resale act', citation: 'Fla. Stat. § 721.205' }),
        ]);
      }
      return json({ message: 'Not found.' }, 404);
    });
    const title = 'Florida timeshare cancellation right';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title}`)));
    const official = screen.getByRole('link', { name: /read the official text/i });
    expect(official).toHaveAttribute('href', 'https://www.flsenate.gov/Laws/Statutes/2024/721.10');
    expect(official).toHaveAttribute('target', '_blank');
    expect(official.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Verify with the official source.')).toBeInTheDocument();
    expect(screen.getByText('Last amended')).toBeInTheDocument();
    expect(screen.getByText('July 1, 2024')).toBeInTheDocument();
    expect(screen.getByText(/general information, not legal advice/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to the legal database/i })).toHaveAttribute(
      'href',
      '/legal?tab=statutes',
    );
    const related = await screen.findByRole('region', { name: 'More statutes: Florida' });
    expect(within(related).getAllByRole('article')).toHaveLength(1);
    expect(within(related).getByRole('article', { name: 'Florida resale act' })).toBeVisible();
  });

  it('shows a case by its name and a resource with its review date and related citations', async () => {
    const { router } = renderItem('/legal-database/legal_case/c-ftc-vcg', (url) => {
      if (url.pathname === '/api/legal/cases/c-ftc-vcg') return json(caseLaw());
      if (url.pathname === '/api/legal/resources/r-guide') return json(legalResource());
      return json([]);
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'FTC v. Vacation Communications Group',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Key holding')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /read the official text/i })).toBeNull();

    await router.navigate('/legal-database/legal_resource/r-guide');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cancellation rights in Florida' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last reviewed')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2025, by A. Lawyer')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related laws and cases' });
    expect(within(related).getByRole('link', { name: /Fla\. Stat\. § 721\.10/ })).toHaveAttribute(
      'href',
      `/legal?q=${encodeURIComponent('Fla. Stat. § 721.10').replace(/%20/g, '+')}`,
    );
  });

  it('fills in a form letter, previews it and downloads it as text', async () => {
    const posts: string[] = [];
    const { user } = renderItem('/legal-database/legal_form/f-fl-cancel', (url, init) => {
      if (url.pathname === '/api/legal/forms/f-fl-cancel/download' && init?.method === 'POST') {
        posts.push(url.pathname);
        return json({ downloadCount: 13 });
      }
      if (url.pathname === '/api/legal/forms/f-fl-cancel') return json(legalForm());
      return json([]);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Florida Cancellation Letter' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Send the letter by certified mail before the deadline.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Fla\. Stat\. § 721\.10/ })).toBeInTheDocument();

    const letter = document.getElementById('legal-letter-print')!;
    expect(letter).toHaveTextContent(
      'I, [Buyer name], cancel the contract I signed on [Purchase date].',
    );
    expect(
      screen.getByText(/Still empty: Buyer name, Developer name, Purchase date, Letter date/),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Buyer name'), 'Ruth Ames');
    await user.type(screen.getByLabelText('Developer name'), 'Seaside Resorts');
    const purchase = screen.getByLabelText('Purchase date');
    expect(purchase).toHaveAttribute('type', 'date');
    await user.type(purchase, '2025-03-04');
    // A placeholder that is not among the required fields still gets a box.
    expect(screen.getByLabelText('Letter date')).toHaveAttribute('type', 'date');

    expect(letter).toHaveTextContent(
      'I, Ruth Ames, cancel the contract I signed on March 4, 2025. Signed, Ruth Ames',
    );
    expect(letter).toHaveTextContent('To Seaside Resorts:');
    expect(letter.textContent).not.toContain('{{');

    await user.click(screen.getByRole('button', { name: 'Download as text' }));
    expect(saved).toHaveLength(1);
    const [{ blob, fileName }] = saved as [{ blob: Blob; fileName: string }];
    expect(fileName).toBe('florida-cancellation-letter.txt');
    expect(blob.type).toContain('text/plain');
    const text = await blob.text();
    expect(text).toContain('I, Ruth Ames, cancel the contract I signed on March 4, 2025.');
    expect(text).toContain('To Seaside Resorts:');
    expect(text).toContain('Date: [Letter date]');
    expect(screen.getByRole('status')).toHaveTextContent(
      /saved as florida-cancellation-letter\.txt/,
    );
    await waitFor(() => expect(posts).toEqual(['/api/legal/forms/f-fl-cancel/download']));
    expect(await screen.findByText('13 times')).toBeInTheDocument();
  });

  it('prints the letter and only logs a failed download count', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderItem('/legal-database/legal_form/f-fl-cancel', (url) => {
      if (url.pathname === '/api/legal/forms/f-fl-cancel') return json(legalForm());
      if (url.pathname.endsWith('/download')) return json({ message: 'Database asleep.' }, 500);
      return json([]);
    });
    await screen.findByRole('heading', { level: 1, name: 'Florida Cancellation Letter' });
    await user.click(screen.getByRole('button', { name: 'Print letter' }));
    expect(print).toHaveBeenCalledTimes(1);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles.some((css) => css.includes('@media print'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Download as text' }));
    expect(saved).toHaveLength(1);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('12 times')).toBeInTheDocument();
  });
});
