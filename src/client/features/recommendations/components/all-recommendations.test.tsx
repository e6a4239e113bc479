import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@shared/contracts/recommendations';
import { storeSignIn } from '@client/lib/auth-storage';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { AllRecommendations } from './all-recommendations';
import { EducationRecommendations } from './education-recommendations';

const { serve } = stubFetchForEachTest();

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

const ruth = { id: 'u1', firstName: 'Ruth', lastName: 'Ames', email: 'r@x.org' };

function renderWith(element: ReactNode, count: number, { signedIn = true } = {}) {
  if (signedIn) storeSignIn('client', 'client-token', ruth);
  const recommendations = Array.from({ length: count }, (_, index) => recommendation(index + 1));
  serve(
    answerSessionCheck('client', ruth),
    routeTable({ 'GET /api/recommendations': () => jsonResponse(recommendations) }),
    () => jsonResponse({ message: 'Not found' }, 404),
  );
  renderAt('/', { '*': element });
}

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
