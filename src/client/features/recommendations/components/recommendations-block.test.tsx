import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@shared/contracts/recommendations';
import { jsonResponse, sentBody, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { RecommendationsBlock } from './recommendations-block';

const { fetchMock } = stubFetchForEachTest();

function recommendation(index: number): Recommendation {
  return {
    id: `article-${index}`,
    resourceType: 'article',
    title: `Guide number ${index}`,
    category: 'Legal',
    description: `What guide ${index} explains.`,
    url: `/resources/guide-${index}`,
    slug: `guide-${index}`,
    score: 0.9 - index * 0.1,
    difficulty: 'beginner',
    estimatedReadTime: 10 + index,
    reasoningFactors: { userPreferenceMatch: 0.8, popularityScore: 0.2, difficultyMatch: 1 },
  };
}

function renderBlock(answer: () => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === '/api/track-interaction') return new Response(null, { status: 204 });
    if (String(url) === '/api/recommendations' && (init?.method ?? 'GET') === 'GET') {
      return answer();
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  const view = renderAt('/dashboard', { '/dashboard': <RecommendationsBlock userId="u1" /> });
  const region = () => screen.getByRole('region', { name: 'Recommended for You' });
  return { ...view, region };
}

describe('RecommendationsBlock', () => {
  it('shows the best 3 of 5 with the total and a View All link', async () => {
    const { region, queryClient } = renderBlock(() =>
      jsonResponse([1, 2, 3, 4, 5].map((index) => recommendation(index))),
    );
    const list = await screen.findByRole('list', { name: 'Your top recommendations' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Guide number 1',
      'Guide number 2',
      'Guide number 3',
    ]);
    expect(within(region()).getByText('5 suggestions')).toBeInTheDocument();
    expect(within(items[0]!).getByText('80% match')).toBeInTheDocument();
    expect(within(items[0]!).getByText('11 min read')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Beginner level')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Guide number 1' })).toHaveAttribute(
      'href',
      '/resources/guide-1',
    );
    expect(screen.getByRole('link', { name: 'View All 5 Recommendations' })).toHaveAttribute(
      'href',
      '/dashboard/recommendations',
    );
    // Requirements §7: keyed by the user's id, fresh for 5 minutes.
    const query = queryClient.getQueryCache().find({ queryKey: ['/api/recommendations', 'u1'] });
    expect(query?.options).toMatchObject({ staleTime: 300_000, retry: false });
  });

  it('leaves out View All when there are 3 or fewer', async () => {
    renderBlock(() => jsonResponse([recommendation(1), recommendation(2)]));
    await screen.findByText('Guide number 2');
    expect(screen.getByText('2 suggestions')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View All/ })).not.toBeInTheDocument();
  });

  it('records a click from the dashboard when a recommendation is opened', async () => {
    const { router, user } = renderBlock(() => jsonResponse([recommendation(1)]));
    await user.click(await screen.findByRole('link', { name: 'Guide number 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources/guide-1'));
    const posts = fetchMock.mock.calls.filter(([url]) => url === '/api/track-interaction');
    expect(posts).toHaveLength(1);
    expect(sentBody(posts[0])).toEqual({
      resourceId: 'article-1',
      resourceType: 'article',
      interactionType: 'click',
      metadata: { source: 'dashboard' },
    });
  });

  it('shows the empty state with Explore Resources', async () => {
    const { region } = renderBlock(() => jsonResponse([]));
    expect(await screen.findByText('Building Your Recommendations')).toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: 'Explore Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    expect(within(region()).queryByText(/suggestions?$/)).not.toBeInTheDocument();
  });

  it('says recommendations cannot load and the library is still open on a failure', async () => {
    const { region } = renderBlock(() => jsonResponse({ message: 'Server trouble' }, 500));
    const alert = await within(region()).findByRole('alert');
    expect(alert).toHaveTextContent(
      /cannot load your personalized recommendations right now\. You can still browse our whole library/,
    );
    expect(within(alert).getByRole('link', { name: 'Browse the guides' })).toHaveAttribute(
      'href',
      '/resources',
    );
    // No retry (requirements §7): one request only.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/recommendations')).toHaveLength(1);
  });
});
