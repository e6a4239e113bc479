import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Article, Category } from '@shared/contracts/content';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { GuidesSection } from './guides-section';

const { fetchMock } = stubFetchForEachTest();

function guide(id: string, title: string, category: string, categoryName: string): Article {
  return {
    id,
    title,
    slug: id,
    excerpt: `About ${title}.`,
    content: '',
    contentHtml: '',
    categoryId: `c-${category}`,
    category,
    categoryName,
    status: 'published',
    isFeatured: false,
    tags: [],
    difficulty: 'beginner',
    readTimeMinutes: 12,
    metaTitle: null,
    metaDescription: null,
    publishedAt: '2025-01-10T00:00:00.000Z',
    createdAt: '2025-01-10T00:00:00.000Z',
    updatedAt: '2025-01-10T00:00:00.000Z',
    locale: 'en',
    translationOf: null,
    translationOfSlug: null,
  };
}

function category(slug: string, name: string, displayOrder: number): Category {
  return {
    id: `c-${slug}`,
    name,
    slug,
    description: null,
    displayOrder,
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    articleCount: 9,
  };
}

const articles = [
  guide('rights', 'Your Consumer Rights', 'legal', 'Legal'),
  guide('scams', 'Spotting Exit Scams', 'protection', 'Protection'),
  guide('contract', 'Understanding Your Contract', 'legal', 'Legal'),
];
const categories = [
  category('protection', 'Protection', 3),
  category('legal', 'Legal', 1),
  category('support', 'Support', 5),
];

function renderSection(answers: { articles: () => Response }) {
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/categories' ? jsonResponse(categories) : answers.articles(),
  );
  return renderAt('/resources', { '/resources': <GuidesSection /> });
}

describe('GuidesSection', () => {
  it('lists the guides and filters them by category with counts', async () => {
    const { router, user } = renderSection({ articles: () => jsonResponse(articles) });
    const guides = await screen.findAllByRole('article');
    expect(guides).toHaveLength(3);
    expect(within(guides[1]!).getByText('Protection')).toBeInTheDocument();
    expect(within(guides[1]!).getByText('12 min read')).toBeInTheDocument();
    expect(
      within(guides[1]!).getByRole('link', { name: 'Read guide: Spotting Exit Scams' }),
    ).toHaveAttribute('href', '/resources/scams');

    const filter = await screen.findByRole('group', { name: 'Show guides about:' });
    // In display order; Support has no published guide, so no chip.
    expect(
      within(filter)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All topics(3 guides)', 'Legal(2 guides)', 'Protection(1 guide)']);
    expect(within(filter).getByRole('button', { name: /All topics/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(filter).getByRole('button', { name: /Legal/ }));
    expect(within(filter).getByRole('button', { name: /Legal/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.getAllByRole('article').map((item) => item.getAttribute('aria-labelledby')),
    ).toEqual(['guide-rights-heading', 'guide-contract-heading']);
    expect(screen.getByText('Showing 2 guides about Legal.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=legal');
  });

  it('says so when no guide is published yet', async () => {
    renderSection({ articles: () => jsonResponse([]) });
    expect(await screen.findByText('No guides yet')).toBeInTheDocument();
  });

  it('offers Try again when the guides cannot load', async () => {
    renderSection({ articles: () => jsonResponse({ message: 'Server trouble' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the guides.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
