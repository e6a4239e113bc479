import { z } from 'zod/mini';
import { articleStatuses, experienceLevelValues } from '../domain-values';
import { LOCALES } from '../i18n/locales';
import { SLUG_PATTERN } from '../slug-pattern';
import { optionalText, requiredText } from './fields';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

export { SLUG_PATTERN };
const SLUG_MESSAGE = english(
  text('Slug may use only lower-case letters, numbers and single hyphens, like my-guide.'),
);

function slugField(max: number) {
  return z
    .string({ error: english(text('Slug is required.')) })
    .check(
      z.trim(),
      z.minLength(1, english(text('Slug is required.'))),
      z.maxLength(max, english(text('Slug must be {max} characters or fewer.', { max }))),
      z.regex(SLUG_PATTERN, SLUG_MESSAGE),
    );
}

/** Turns a title into a slug ("Your Rights: A Guide" → "your-rights-a-guide"). */
export function slugify(text: string, max = 500): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}

// Responses: plain shapes (no transforms), so the server can serialise with them.

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.nullable(z.string()),
  displayOrder: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Articles in the category: published ones for the public, all of them for staff. */
  articleCount: z.number(),
});
export type Category = z.infer<typeof categorySchema>;

export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.nullable(z.string()),
  /** Markdown as the author wrote it. */
  content: z.string(),
  /** The Markdown rendered to sanitised HTML: safe to insert into the page. */
  contentHtml: z.string(),
  categoryId: z.nullable(z.string()),
  /** The category's slug (requirements §3 "category (slug) or categoryId"). */
  category: z.nullable(z.string()),
  categoryName: z.nullable(z.string()),
  status: z.enum(articleStatuses),
  isFeatured: z.boolean(),
  tags: z.array(z.string()),
  difficulty: z.enum(experienceLevelValues),
  readTimeMinutes: z.number(),
  metaTitle: z.nullable(z.string()),
  metaDescription: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The article's language (issue 21). */
  locale: z.enum(LOCALES),
  /** The id of the English article this one translates; null for English and stand-alone ones. */
  translationOf: z.nullable(z.string()),
  /**
   * The slug of the English article this one translates. Both languages of a guide share the
   * English slug in their address (`/resources/{slug}`, `/es/resources/{slug}`).
   */
  translationOfSlug: z.nullable(z.string()),
});
export type Article = z.infer<typeof articleSchema>;

// Requests.

export const categoryInputSchema = z.object({
  name: requiredText(
    text('Name is required.'),
    text('Name must be {max} characters or fewer.'),
    255,
  ),
  slug: slugField(255),
  description: optionalText(text('Description must be {max} characters or fewer.'), 2000),
  displayOrder: z._default(
    z
      .int({ error: english(text('Display order must be a whole number.')) })
      .check(
        z.gte(0, english(text('Display order must be 0 or more.'))),
        z.lte(10_000, english(text('Display order must be 10000 or less.'))),
      ),
    0,
  ),
  isActive: z._default(z.boolean({ error: english(text('Active must be true or false.')) }), true),
});
export type CategoryInput = z.output<typeof categoryInputSchema>;
export type CategoryInputValues = z.input<typeof categoryInputSchema>;

/**
 * Requirements §7 sends two variants: `category` (a slug) with `featured` and `slug`, or `categoryId`
 * with `isFeatured` and no slug. Both are accepted; a missing slug is made from the title.
 */
export const articleInputSchema = z.object({
  title: requiredText(
    text('Title is required.'),
    text('Title must be {max} characters or fewer.'),
    500,
  ),
  slug: z.optional(z.union([slugField(500), z.literal('')])),
  content: requiredText(
    text('Content is required.'),
    text('Content must be {max} characters or fewer.'),
    100_000,
  ),
  excerpt: optionalText(text('Excerpt must be {max} characters or fewer.'), 1000),
  category: z.optional(z.nullable(z.string().check(z.maxLength(255)))),
  categoryId: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  status: z._default(
    z.enum(articleStatuses, {
      error: english(text('Status must be draft, published or archived.')),
    }),
    'draft',
  ),
  featured: z.optional(z.boolean({ error: english(text('Featured must be true or false.')) })),
  isFeatured: z.optional(z.boolean({ error: english(text('Featured must be true or false.')) })),
  tags: z.optional(
    z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1),
            z.maxLength(60, english(text('Each tag must be 60 characters or fewer.'))),
          ),
      )
      .check(z.maxLength(30, english(text('Use at most 30 tags.')))),
  ),
  difficulty: z.optional(
    z.enum(experienceLevelValues, {
      error: english(text('Difficulty must be beginner, intermediate or advanced.')),
    }),
  ),
  metaTitle: optionalText(text('Meta title must be {max} characters or fewer.'), 255),
  metaDescription: optionalText(text('Meta description must be {max} characters or fewer.'), 500),
  /** The article's language; English when left out on create, kept on update. */
  locale: z.optional(
    z.enum(LOCALES, { error: english(text('Language must be en (English) or es (Spanish).')) }),
  ),
  /**
   * The English article this one translates (its id), or null for none. Only for articles that
   * are not in English; kept on update when left out.
   */
  translationOf: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});
export type ArticleInput = z.output<typeof articleInputSchema>;
export type ArticleInputValues = z.input<typeof articleInputSchema>;

export const articlePreviewRequestSchema = z.object({
  content: z
    .string()
    .check(z.maxLength(100_000, english(text('Content must be 100000 characters or fewer.')))),
});
export const articlePreviewResponseSchema = z.object({ contentHtml: z.string() });
