import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '@shared/contracts/recommendations';
import { AllRecommendations } from './all-recommendations';
import { EducationRecommendations } from './education-recommendations';
import { createQueryClient } from '@client/lib/query-client';

function recommendation(index: number): Recommendation {
  return {
    id: `article-${index}`,
    resourceType: 'article',
    title: `Guide number ${index}`,
    category: 'scam-prevention',
    description: `What guide ${index} explains.`,
    url: `/resources/guide-${index}`,
    slug: `guide-${index}`,
    score: 0.87,
    difficulty: 'intermediate',
    estimatedReadTime: 8,
    reasoningFactors: { userPreferenceMatch: 0.8, popularityScore: 0.2, difficultyMatch: 1 },
  };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

function renderWith(element: ReactNode, count: number, { signedIn = true } = {}) {
  if (signedIn) window.localStorage.setItem('tra.client.token', 'client-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/auth/me') {
        return json({ user: { id: 'u1', firstName: 'Ruth', lastName: 'Ames', email: 'r@x.org' } });
      }
      if (path === '/api/recommendations') {
        return json(Array.from({ length: count }, (_, index) => recommendation(index + 1)));
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AllRecommendations', () => {
  it('lists every recommendation with its score and factors in words', async () => {
    renderWith(<AllRecommendations />, 7);
    const list = await screen.findByRole('list', { name: 'Your recommendations' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(7);
    const first = items[0]!;
    expect(within(first).getByText('87% match')).toBeInTheDocument();
    expect(within(first).getByText('Scam prevention')).toBeInTheDocument();
    expect(within(first).getByText('Intermediate level')).toBeInTheDocument();
    const factors = within(first).getByRole('list', { name: 'Why we suggest it' });
    expect(
      within(factors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Fits your interests: 80%',
      'Fits your experience level: 100%',
      'Popular with other readers: 20%',
    ]);
    expect(within(first).getByRole('link', { name: 'Read it: Guide number 1' })).toHaveAttribute(
      'href',
      '/resources/guide-1',
    );
    expect(screen.getByText('How we choose these')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderWith(<AllRecommendations />, 0, { signedIn: false });
    expect(
      await screen.findByRole('heading', { name: 'Please sign in to see your recommendations' }),
    ).toBeInTheDocument();
  });
});

describe('EducationRecommendations', () => {
  it('shows at most 6 with a link to all of them', async () => {
    renderWith(<EducationRecommendations />, 8);
    const list = await screen.findByRole('list', { name: 'Your recommendations' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('8 suggestions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All 8 Recommendations' })).toHaveAttribute(
      'href',
      '/dashboard/recommendations',
    );
  });

  it('invites a visitor to sign in or create an account', async () => {
    renderWith(<EducationRecommendations />, 0, { signedIn: false });
    const region = await screen.findByRole('region', { name: 'Guides chosen for you' });
    expect(within(region).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(region).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
  });
});
