import type { Article } from '@shared/contracts/content';

/** A published guide as the API answers it; tests name what matters to them. */
export function articleFixture(
  overrides: Partial<Article> & Pick<Article, 'id' | 'slug' | 'title'>,
): Article {
  return {
    excerpt: 'A short summary.',
    content: '## Key points\n\n- One',
    contentHtml: '<h2>Key points</h2><ul><li>One</li></ul>',
    categoryId: 'c-protection',
    category: 'protection',
    categoryName: 'Protection',
    status: 'published',
    isFeatured: false,
    tags: [],
    difficulty: 'beginner',
    readTimeMinutes: 18,
    metaTitle: null,
    metaDescription: null,
    publishedAt: '2025-01-10T12:00:00.000Z',
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '2025-01-15T12:00:00.000Z',
    locale: 'en',
    translationOf: null,
    translationOfSlug: null,
    ...overrides,
  };
}
