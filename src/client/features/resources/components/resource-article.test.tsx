import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '@shared/contracts/content';
import { getArticleQueryOptions } from '../api/get-article';
import { pickRelated, RelatedResources } from './related-resources';
import { ResourceArticle } from './resource-article';
import { createQueryClient } from '@client/lib/query-client';
import { articleFixture } from '@client/testing/articles';

const article = articleFixture;

const scams = article({
  id: 'a-scams',
  slug: 'spotting-exit-scams',
  title: 'Spotting Timeshare Exit Scams',
  contentHtml:
    '<p>Scammers often call first.</p><h2>Key points</h2><ul><li>Never pay up front.</li></ul>',
});
const legal = article({
  id: 'a-contract',
  slug: 'understanding-your-contract',
  title: 'Understanding Your Contract',
  category: 'legal',
  categoryName: 'Legal',
});
const protection = article({
  id: 'a-sales',
  slug: 'high-pressure-sales',
  title: 'Handling High-Pressure Sales',
});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function Page() {
  const { slug = '' } = useParams();
  return (
    <ResourceArticle
      key={slug}
      slug={slug}
      after={(shown) => <RelatedResources article={shown} />}
    />
  );
}

function renderPage(url: string, { cached }: { cached?: Article } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/\?locale=en$/, '');
    if (path === '/api/track-interaction') return new Response(null, { status: 204 });
    if (path === '/api/auth/me') {
      return json({
        user: { id: 'u1', firstName: 'Ruth', lastName: 'Ames', email: 'ruth@example.com' },
      });
    }
    if (path === '/api/articles') return json([legal, scams, protection]);
    if (path === `/api/articles/${scams.slug}`) return json(scams);
    void init;
    return json({ message: 'Article not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  if (cached) queryClient.setQueryData(getArticleQueryOptions(cached.slug).queryKey, cached);
  const router = createMemoryRouter(
    [
      { path: '/resources/:slug', element: <Page /> },
      { path: '*', element: <h1>Other page</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  const tracked = () =>
    fetchMock.mock.calls
      .filter(([input]) => input === '/api/track-interaction')
      .map(([, init]) => ({
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        headers: init?.headers as Record<string, string>,
      }));
  return { fetchMock, tracked, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('ResourceArticle', () => {
  it('renders the guide and its HTML, and records one view', async () => {
    const { tracked } = renderPage('/resources/spotting-exit-scams');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spotting Timeshare Exit Scams' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Spotting Timeshare Exit Scams \|/));
    const body = document.querySelector('.prose-article')!;
    expect(body).not.toBeNull();
    expect(
      within(body as HTMLElement).getByRole('heading', { level: 2, name: 'Key points' }),
    ).toBeInTheDocument();
    expect(body).toHaveTextContent('Never pay up front.');
    const guide = screen.getByRole('article', { name: 'Spotting Timeshare Exit Scams' });
    expect(within(guide).getByText('18 min read')).toBeInTheDocument();
    expect(within(guide).getByText('Level: Beginner')).toBeInTheDocument();
    expect(within(guide).getByText('Last Updated January 15, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Education Centre' })).toHaveAttribute(
      'href',
      '/resources',
    );

    // Related: the same category first, never the guide itself.
    const related = await screen.findByRole('region', { name: 'Related guides' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Handling High-Pressure Sales', 'Understanding Your Contract']);

    await waitFor(() => expect(tracked()).toHaveLength(1));
    const [view] = tracked();
    expect(view!.body).toMatchObject({
      resourceId: 'a-scams',
      resourceType: 'article',
      interactionType: 'view',
    });
    // An anonymous visitor is identified by the tab's session id.
    expect(view!.body.sessionId).toBe(window.sessionStorage.getItem('tra.anonymousSessionId'));
    expect(view!.headers.Authorization).toBeUndefined();
    // A visitor is not offered Mark as read.
    expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
  });

  it('records one view when the guide is already cached (StrictMode runs the effect twice)', async () => {
    const { tracked } = renderPage('/resources/spotting-exit-scams', { cached: scams });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(scams.title);
    await screen.findByRole('region', { name: 'Related guides' });
    await waitFor(() => expect(tracked()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tracked()).toHaveLength(1);
  });

  it('lets a signed-in client mark the guide as read', async () => {
    window.localStorage.setItem('tra.client.token', 'client-token');
    const { tracked, user } = renderPage('/resources/spotting-exit-scams');

    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText(/Marked as read/)).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    const complete = tracked().find((call) => call.body.interactionType === 'complete');
    expect(complete?.body).toMatchObject({ resourceId: 'a-scams', resourceType: 'article' });
    expect(complete?.headers.Authorization).toBe('Bearer client-token');
    expect(tracked().filter((call) => call.body.interactionType === 'view')).toHaveLength(1);
  });

  it('says the guide is not found for an unknown or unpublished slug', async () => {
    const { tracked } = renderPage('/resources/no-such-guide');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guide not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all guides' })).toHaveAttribute(
      'href',
      '/resources',
    );
    expect(tracked()).toHaveLength(0);
  });
});

describe('pickRelated', () => {
  it('puts the same category first and keeps at most three', () => {
    const more = [1, 2, 3].map((index) =>
      article({ id: `x${index}`, slug: `x-${index}`, title: `X${index}`, category: 'legal' }),
    );
    expect(pickRelated(scams, [scams, ...more, protection]).map((item) => item.id)).toEqual([
      'a-sales',
      'x1',
      'x2',
    ]);
  });
});
