import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamps } from './columns';
import { articleStatuses, experienceLevelValues } from '../../../shared/domain-values';
import { LOCALES } from '../../../shared/i18n/locales';
import { userAccounts, users } from './accounts';

export const categories = pgTable('categories', {
  id: primaryId(),
  name: varchar('name', { length: 255 }).notNull(),
  slug: varchar('slug', { length: 255 }).notNull().unique(),
  description: text('description'),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps(),
});

export const articles = pgTable(
  'articles',
  {
    id: primaryId(),
    title: varchar('title', { length: 500 }).notNull(),
    slug: varchar('slug', { length: 500 }).notNull().unique(),
    excerpt: text('excerpt'),
    content: text('content').notNull(),
    /** A category with articles cannot be deleted. */
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: articleStatuses }).notNull().default('draft'),
    isFeatured: boolean('is_featured').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Who the article is written for, matched against a client's experience level. */
    difficulty: text('difficulty', { enum: experienceLevelValues }).notNull().default('beginner'),
    /** Minutes, as the author states it; estimated from the length when empty. */
    readTimeMinutes: integer('read_time_minutes'),
    metaTitle: varchar('meta_title', { length: 255 }),
    metaDescription: text('meta_description'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The article's language (issue 21). */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /**
     * The English article this one translates; each English article has at most one translation
     * per language. Deleting the English article leaves the translation standing on its own.
     */
    translationOf: uuid('translation_of').references((): AnyPgColumn => articles.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    index('articles_status_published_at_idx').on(table.status, table.publishedAt),
    index('articles_category_id_idx').on(table.categoryId),
    unique('articles_translation_of_locale_unique').on(table.translationOf, table.locale),
    check('articles_locale_check', sql`${table.locale} in ('en', 'es')`),
  ],
);

/**
 * Slugs a guide had before the CMS renamed it (issue 19): links to them answer 301 with its
 * current slug. Pointing at the guide, not at a slug, sends a twice-renamed guide's first slug
 * straight to its latest; deleting the guide drops them.
 */
export const articleSlugRedirects = pgTable(
  'article_slug_redirects',
  {
    oldSlug: varchar('old_slug', { length: 500 }).primaryKey(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('article_slug_redirects_article_id_idx').on(table.articleId)],
);

export const resourceCategories = pgTable('resource_categories', {
  id: primaryId(),
  name: text('name').notNull(),
  description: text('description'),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  targetAudience: text('target_audience')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  relevantConcerns: text('relevant_concerns')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** Views, downloads, ratings and the like, by signed-in clients or anonymous sessions. */
export const resourceInteractions = pgTable(
  'resource_interactions',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => userAccounts.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    actionType: text('action_type').notNull(),
    /** Seconds. */
    timeSpent: integer('time_spent'),
    rating: integer('rating'),
    feedback: text('feedback'),
    metadata: jsonb('metadata')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index('resource_interactions_user_id_idx').on(table.userId),
    index('resource_interactions_resource_idx').on(table.resourceType, table.resourceId),
  ],
);

/**
 * Why a resource was recommended, each factor 0-1. The spec calls reasoningFactors a list,
 * but the screens read it as named factors (userPreferenceMatch, popularityScore,
 * difficultyMatch), so it is stored as a JSON object rather than text[].
 */
export interface RecommendationReasoningFactors {
  userPreferenceMatch?: number;
  popularityScore?: number;
  difficultyMatch?: number;
}

export const recommendationScores = pgTable(
  'recommendation_scores',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    /** 0-1; node-postgres returns numeric as a string. */
    score: numeric('score', { precision: 5, scale: 3 }).notNull(),
    reasoningFactors: jsonb('reasoning_factors')
      .$type<RecommendationReasoningFactors>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    lastCalculated: timestamp('last_calculated', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    unique('recommendation_scores_user_resource_unique').on(
      table.userId,
      table.resourceType,
      table.resourceId,
    ),
  ],
);

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type Article = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
export type ResourceCategory = typeof resourceCategories.$inferSelect;
export type NewResourceCategory = typeof resourceCategories.$inferInsert;
export type ResourceInteraction = typeof resourceInteractions.$inferSelect;
export type NewResourceInteraction = typeof resourceInteractions.$inferInsert;
export type RecommendationScore = typeof recommendationScores.$inferSelect;
export type NewRecommendationScore = typeof recommendationScores.$inferInsert;
