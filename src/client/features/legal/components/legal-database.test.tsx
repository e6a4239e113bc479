import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '@client/testing/render';
import { LegalDatabase } from './legal-database';
import { markOnlyHtml } from './format';
import { caseLaw, hit, json, legalForm, statute } from './test-fixtures';

type Handler = (url: URL) => Response | Promise<Response>;

function renderDatabase(url: string, handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    return handler(new URL(String(input), 'http://localhost'));
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/legal', element: <LegalDatabase /> },
      { path: '*', element: <h1>Other page</h1> },
    ],
    { initialEntries: [url] },
  );
  const { user } = renderWithQueryClient(<RouterProvider router={router} />);
  const requested = () => fetchMock.mock.calls.map(([input]) => String(input));
  return { router, fetchMock, requested, user };
}

function search(router: ReturnType<typeof createMemoryRouter>) {
  return new URLSearchParams(router.state.location.search);
}

const defaultHandler: Handler = (url) => {
  if (url.pathname === '/api/legal/statutes') {
    const jurisdiction = url.searchParams.get('jurisdiction');
    return json(
      jurisdiction === 'nevada'
        ? []
        : [
            statute(),
            statute({ id: 's-ca', title: 'California rescission', jurisdiction: 'california' }),
          ],
    );
  }
  if (url.pathname === '/api/legal/cases') return json([caseLaw()]);
  if (url.pathname === '/api/legal/forms') return json([legalForm()]);
  return json([]);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LegalDatabase', () => {
  it('in Spanish, names the kinds, the filters and the count in Spanish', async () => {
    i18n.activate('es');
    renderDatabase('/legal?tab=statutes&jurisdiction=florida', defaultHandler);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Base de datos legal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Jurisprudencia' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtrar leyes' })).toBeInTheDocument();
    expect(await screen.findByText(/^Se encontraron 2 leyes para: /)).toBeInTheDocument();
    // The law's own name stays in English.
    expect(
      screen.getByRole('article', { name: 'Florida timeshare cancellation right' }),
    ).toBeVisible();
  });

  it('shows the introduction, the statutes tab and its cards with the screen fields', async () => {
    renderDatabase('/legal', defaultHandler);
    expect(screen.getByRole('heading', { level: 1, name: 'Legal Database' })).toBeInTheDocument();
    expect(screen.getByText(/general information, not legal advice/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /check your cancellation deadline/i })).toHaveAttribute(
      'href',
      '/cancellation-deadline',
    );
    await waitFor(() => expect(document.title).toMatch(/^Legal Database/));

    expect(screen.getByRole('tab', { name: 'Statutes' })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('article', {
      name: 'Florida timeshare cancellation right',
    });
    expect(within(card).getByText('Fla. Stat. § 721.10')).toBeInTheDocument();
    expect(within(card).getByText('Florida')).toBeInTheDocument();
    expect(within(card).getByText('Timeshare')).toBeInTheDocument();
    expect(within(card).getByText('In effect')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /read more/i })).toHaveAttribute(
      'href',
      '/legal-database/legal_statute/s-fl-72110',
    );
    expect(screen.getByText('2 statutes found.')).toBeInTheDocument();
  });

  it('switching tabs and choosing a filter update the address and the request', async () => {
    const { router, requested, user } = renderDatabase('/legal', defaultHandler);
    await screen.findByRole('article', { name: 'Florida timeshare cancellation right' });
    expect(requested()).toContain('/api/legal/statutes');

    await user.selectOptions(screen.getByLabelText('Jurisdiction'), 'Florida');
    expect(search(router).get('tab')).toBe('statutes');
    expect(search(router).get('jurisdiction')).toBe('florida');
    await waitFor(() => expect(requested()).toContain('/api/legal/statutes?jurisdiction=florida'));

    await user.click(screen.getByRole('tab', { name: 'Case Law' }));
    expect(screen.getByRole('tab', { name: 'Case Law' })).toHaveAttribute('aria-selected', 'true');
    // The jurisdiction the new tab also has is kept.
    expect(search(router).get('tab')).toBe('cases');
    expect(search(router).get('jurisdiction')).toBe('florida');
    await waitFor(() => expect(requested()).toContain('/api/legal/cases?jurisdiction=florida'));
    const card = await screen.findByRole('article', {
      name: 'FTC v. Vacation Communications Group',
    });
    expect(within(card).getByText('Verify with the official source')).toBeInTheDocument();
    expect(within(card).getByText('District Court')).toBeInTheDocument();
    expect(within(card).getByText('June 16, 2014')).toBeInTheDocument();

    // Case law offers the circuits.
    const jurisdiction = screen.getByLabelText('Jurisdiction');
    expect(within(jurisdiction).getByRole('option', { name: '11th Circuit' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Court'), 'Supreme Court');
    await waitFor(() =>
      expect(requested()).toContain('/api/legal/cases?jurisdiction=florida&court=supreme-court'),
    );
    expect(router.state.location.search).toBe(
      '?tab=cases&jurisdiction=florida&court=supreme-court',
    );

    // Back returns to the previous choice.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Court')).toHaveValue(''));
    expect(screen.getByLabelText('Jurisdiction')).toHaveValue('florida');
  });

  it('reads the tab and filters from the address and says when nothing matches', async () => {
    const { requested, user, router } = renderDatabase(
      '/legal?tab=statutes&jurisdiction=nevada&category=not-a-category',
      defaultHandler,
    );
    expect(await screen.findByText('No statutes match these filters.')).toBeInTheDocument();
    // An unknown value is treated as 'All' and never sent.
    expect(requested()).toEqual(['/api/legal/statutes?jurisdiction=nevada']);
    expect(screen.getByLabelText('Category')).toHaveValue('');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(search(router).get('jurisdiction')).toBeNull();
    expect(
      await screen.findByRole('article', { name: 'Florida timeshare cancellation right' }),
    ).toBeInTheDocument();
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    const { user } = renderDatabase('/legal?tab=forms', (url) => {
      if (fail) return json({ message: 'The server is resting.' }, 500);
      return defaultHandler(url);
    });
    expect(await screen.findByText('We could not load the forms.')).toBeInTheDocument();
    expect(screen.getByText('The server is resting.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const card = await screen.findByRole('article', { name: 'Florida Cancellation Letter' });
    expect(within(card).getByText('Cancellation letter')).toBeInTheDocument();
    expect(within(card).getByText('12 times')).toBeInTheDocument();
  });

  it('Search All shows the results grouped by kind, highlighted, with other tags removed', async () => {
    const { router, requested, user } = renderDatabase('/legal?tab=cases', (url) => {
      if (url.pathname === '/api/legal/search') {
        return json({
          total: 3,
          results: [
            hit({
              kind: 'forms',
              id: 'f-1',
              title: 'Florida Cancellation Letter',
              jurisdiction: 'florida',
              snippet: 'Use this letter for <mark>rescission</mark>.',
              rank: 0.4,
            }),
            hit({
              kind: 'statutes',
              id: 's-1',
              title: 'Florida timeshare cancellation right',
              citation: 'Fla. Stat. § 721.10',
              jurisdiction: 'florida',
              snippet:
                'The <mark>rescission</mark> period <script>alert(1)</script><img src=x onerror="alert(2)"><b>is</b> 10 days',
              rank: 0.9,
            }),
            hit({
              kind: 'statutes',
              id: 's-2',
              title: 'California rescission',
              snippet: '<mark>Rescission</mark> within 7 days',
              rank: 0.7,
            }),
          ],
        });
      }
      return defaultHandler(url);
    });
    await user.type(screen.getByLabelText('Words or citation to look for'), '  rescission ');
    await user.click(screen.getByRole('button', { name: 'Search All' }));

    expect(search(router).get('q')).toBe('rescission');
    expect(search(router).get('tab')).toBe('cases');
    const results = await screen.findByRole('region', { name: 'Results for “rescission”' });
    await within(results).findByText('3 results found.');
    expect(requested()).toContain('/api/legal/search?q=rescission');

    const statutes = within(results).getByRole('region', { name: /Statutes/ });
    expect(within(statutes).getByRole('heading', { name: 'Statutes (2 results)' })).toBeVisible();
    const links = within(statutes).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Florida timeshare cancellation right',
      'California rescission',
    ]);
    expect(links[0]).toHaveAttribute('href', '/legal-database/legal_statute/s-1');
    expect(within(statutes).getByText('Fla. Stat. § 721.10 · Florida')).toBeInTheDocument();
    const marks = statutes.querySelectorAll('mark');
    expect(marks).toHaveLength(2);
    expect(marks[0]).toHaveTextContent('rescission');
    expect(statutes.querySelector('script, img, b')).toBeNull();
    expect(statutes).toHaveTextContent('The rescission period alert(1)is 10 days');

    const forms = within(results).getByRole('region', { name: /Forms/ });
    expect(within(forms).getByRole('heading', { name: 'Legal Forms (1 result)' })).toBeVisible();
    expect(
      within(forms).getByRole('link', { name: 'Florida Cancellation Letter' }),
    ).toHaveAttribute('href', '/legal-database/legal_form/f-1');
    expect(within(results).queryByRole('region', { name: /Case Law/ })).toBeNull();

    await user.click(within(results).getByRole('button', { name: 'Clear search' }));
    expect(search(router).get('q')).toBeNull();
    expect(screen.queryByRole('region', { name: /Results for/ })).toBeNull();
    expect(screen.getByLabelText('Words or citation to look for')).toHaveValue('');
  });

  it('asks for words before searching and says when nothing matches', async () => {
    const { requested, user } = renderDatabase('/legal', (url) => {
      if (url.pathname === '/api/legal/search') return json({ results: [], total: 0 });
      return defaultHandler(url);
    });
    await user.click(screen.getByRole('button', { name: 'Search All' }));
    const box = screen.getByLabelText('Words or citation to look for');
    expect(box).toHaveAccessibleDescription(/please type a word/i);
    expect(box).toHaveFocus();
    expect(requested().some((path) => path.startsWith('/api/legal/search'))).toBe(false);

    await user.type(box, 'zebra{Enter}');
    expect(
      await screen.findByText('Nothing in the legal database matches these words.'),
    ).toBeInTheDocument();
  });
});

describe('markOnlyHtml', () => {
  it('keeps only bare <mark> tags and escapes stray brackets', () => {
    expect(markOnlyHtml('a <mark>b</mark> c')).toBe('a <mark>b</mark> c');
    expect(markOnlyHtml('<MARK class="x">b</MARK >')).toBe('b</mark>');
    expect(markOnlyHtml('x <script>bad()</script> y')).toBe('x bad() y');
    expect(markOnlyHtml('1 < 2 and 3 > 2')).toBe('1 &lt; 2 and 3 &gt; 2');
    expect(markOnlyHtml('AT&amp;T <!-- hidden --> end <img src=x onerror=alert(1)')).toBe(
      'AT&amp;T  end ',
    );
  });
});
