import { and, asc, desc, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  slugify,
  type Article,
  type ArticleInput,
  type Category,
  type CategoryInput,
} from '@shared/contracts/content';
import type { ArticleStatus } from '@shared/domain-values';
import type { Locale } from '@shared/i18n/locales';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  articles,
  categories,
  type Article as ArticleRow,
  type Category as CategoryRow,
} from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError, FieldError, notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { readTimeMinutes } from '@shared/read-time';
import { renderMarkdown } from './markdown';
import { renderMarkdownCached } from './markdown-cache';
import type { ArticleUpdate, CategoryUpdate } from './schemas';
import { currentSlugOf, releaseFormerSlug, rememberFormerSlug } from './slug-redirects';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

export const ARTICLE_NOT_FOUND_MESSAGE = english(text('We could not find that article.'));
export const CATEGORY_NOT_FOUND_MESSAGE = english(text('We could not find that category.'));
export const ARTICLE_SLUG_TAKEN_MESSAGE = english(
  text('An article with this slug already exists. Please choose another.'),
);
export const CATEGORY_SLUG_TAKEN_MESSAGE = english(
  text('A category with this slug already exists. Please choose another.'),
);
export const UNKNOWN_CATEGORY_MESSAGE = english(
  text('The category you chose does not exist. Please choose one from the list.'),
);
export const UNKNOWN_ORIGINAL_MESSAGE = english(
  text(
    'The article this translates must be an existing English article. Please choose one from the list.',
  ),
);
export const ENGLISH_TRANSLATION_MESSAGE = english(
  text(
    'An English article cannot be a translation. Choose another language, or leave "Translation of" empty.',
  ),
);
export const ORIGINAL_HAS_TRANSLATIONS_MESSAGE = english(
  text('This English article has translations, so it must stay in English.'),
);
export const TRANSLATION_TAKEN_MESSAGE = english(
  text('That English article already has a translation in this language. Edit that one instead.'),
);

/** Slugs made from titles stay short enough for a readable web address. */
export const DERIVED_SLUG_MAX_LENGTH = 80;

/** A 400 about one request field; the routes add it to the answer's `issues`. */
const articleSlugTaken = () => new AppError(409, 'SLUG_TAKEN', ARTICLE_SLUG_TAKEN_MESSAGE);
const categorySlugTaken = () => new AppError(409, 'SLUG_TAKEN', CATEGORY_SLUG_TAKEN_MESSAGE);

function categoryNotEmpty(articleCount: number) {
  const message = text(
    '{count, plural, one {This category still has # article. Move or delete it first.} other {This category still has # articles. Move or delete them first.}}',
    { count: articleCount },
  );
  return new AppError(409, 'CATEGORY_NOT_EMPTY', message);
}

/**
 * PostgreSQL's foreign_key_violation or restrict_violation (ON DELETE RESTRICT), e.g. deleting
 * a category an article was just put in.
 */
function isReferenceViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current;) {
    if (current.code === '23503' || current.code === '23001') return true;
    current = current.cause as typeof current;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Articles

interface ArticleWithCategory {
  article: ArticleRow;
  categorySlug: string | null;
  categoryName: string | null;
  /** The slug of the English article it translates. */
  originalSlug: string | null;
}

export function toArticleView({
  article,
  categorySlug,
  categoryName,
  originalSlug,
}: ArticleWithCategory): Article {
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    contentHtml: renderMarkdownCached(article.content),
    categoryId: article.categoryId,
    category: categorySlug,
    categoryName,
    status: article.status,
    isFeatured: article.isFeatured,
    tags: article.tags,
    difficulty: article.difficulty,
    // Always from the text: a stored figure from before issue 15 may be inflated.
    readTimeMinutes: readTimeMinutes(article.content),
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    locale: article.locale,
    translationOf: article.translationOf,
    translationOfSlug: originalSlug,
  };
}

/** The English article a translation belongs to. */
const originals = alias(articles, 'originals');

function selectArticles(executor: Executor, where: SQL | undefined) {
  return executor
    .select({
      article: articles,
      categorySlug: categories.slug,
      categoryName: categories.name,
      originalSlug: originals.slug,
    })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(originals, eq(originals.id, articles.translationOf))
    .where(where);
}

async function articleView(executor: Executor, id: string): Promise<Article> {
  const [row] = await selectArticles(executor, eq(articles.id, id));
  if (!row) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
  return toArticleView(row);
}

export interface ArticleListFilter {
  /** Staff see every status; everyone else sees published articles only. */
  staff: boolean;
  /** A category slug. */
  category?: string;
  featured?: boolean;
  /** Staff only; ignored for everyone else. */
  status?: ArticleStatus;
  /**
   * Articles in this language; every language when 'all'. Left out: English for everyone else,
   * every language for staff (the CMS lists them all).
   */
  locale?: Locale | 'all';
}

/** Articles, newest first (by publication, or creation for those never published). */
export async function listArticles(db: Executor, filter: ArticleListFilter): Promise<Article[]> {
  const conditions: SQL[] = [];
  if (!filter.staff) conditions.push(eq(articles.status, 'published'));
  else if (filter.status) conditions.push(eq(articles.status, filter.status));
  if (filter.category !== undefined) conditions.push(eq(categories.slug, filter.category));
  if (filter.featured !== undefined) conditions.push(eq(articles.isFeatured, filter.featured));
  const locale = filter.locale ?? (filter.staff ? 'all' : 'en');
  if (locale !== 'all') conditions.push(eq(articles.locale, locale));
  const rows = await selectArticles(db, and(...conditions)).orderBy(
    desc(sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`),
    desc(articles.createdAt),
    asc(articles.id),
  );
  return rows.map(toArticleView);
}

/**
 * One article by id or slug. Everyone else sees only published articles; an unknown,
 * unpublished or malformed one answers the same 404.
 */
export async function getArticle(db: Executor, idOrSlug: string, staff: boolean): Promise<Article> {
  const article = await findArticle(db, idOrSlug, staff);
  if (!article) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
  return article;
}

/**
 * Like `getArticle`, but a former slug of a guide the caller may see answers where the guide
 * moved to (issue 19). A guide that has the slug now wins over one that had it before.
 */
export async function getArticleOrMove(
  db: Executor,
  idOrSlug: string,
  staff: boolean,
  locale?: Locale,
): Promise<{ article: Article } | { movedTo: string }> {
  const article = await findArticle(db, idOrSlug, staff);
  if (article) return { article: locale ? await inLocale(db, article, locale, staff) : article };
  const movedTo = await currentSlugOf(db, idOrSlug.trim(), staff);
  if (movedTo) return { movedTo };
  throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
}

async function findArticle(
  db: Executor,
  idOrSlug: string,
  staff: boolean,
): Promise<Article | null> {
  const key = idOrSlug.trim();
  const match = isRowId(key)
    ? or(eq(articles.id, key.toLowerCase()), eq(articles.slug, key))
    : eq(articles.slug, key);
  const rows = await selectArticles(
    db,
    and(match, staff ? undefined : eq(articles.status, 'published')),
  );
  // An id match wins over an article whose slug happens to look like an id.
  const row = rows.find((candidate) => candidate.article.id === key.toLowerCase()) ?? rows[0];
  return row ? toArticleView(row) : null;
}

/**
 * The same guide in `locale` (issue 21): an English article's translation, or a translation's
 * English original. When there is none the caller may see, the article itself, in its own
 * language: the page then says that the guide is not translated yet.
 */
async function inLocale(
  db: Executor,
  article: Article,
  locale: Locale,
  staff: boolean,
): Promise<Article> {
  if (article.locale === locale) return article;
  const visible = staff ? undefined : eq(articles.status, 'published');
  const match =
    locale === 'en'
      ? article.translationOf
        ? and(eq(articles.id, article.translationOf), eq(articles.locale, 'en'))
        : undefined
      : and(
          eq(articles.translationOf, article.translationOf ?? article.id),
          eq(articles.locale, locale),
        );
  if (!match) return article;
  const [row] = await selectArticles(db, and(match, visible));
  return row ? toArticleView(row) : article;
}

/**
 * Checks an article's language and the English article it translates: only an article that is
 * not in English translates one, and it must be an English article other than itself.
 */
async function assertTranslationLink(
  executor: Executor,
  locale: Locale,
  translationOf: string | null,
  selfId?: string,
) {
  if (!translationOf) return;
  if (locale === 'en') throw new FieldError('translationOf', ENGLISH_TRANSLATION_MESSAGE);
  const id = translationOf.trim().toLowerCase();
  const [original] = isRowId(id)
    ? await executor
        .select({ id: articles.id })
        .from(articles)
        .where(
          and(
            eq(articles.id, id),
            eq(articles.locale, 'en'),
            selfId ? ne(articles.id, selfId) : undefined,
          ),
        )
    : [];
  if (!original) throw new FieldError('translationOf', UNKNOWN_ORIGINAL_MESSAGE);
  const [taken] = await executor
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.translationOf, id),
        eq(articles.locale, locale),
        selfId ? ne(articles.id, selfId) : undefined,
      ),
    );
  if (taken) throw new AppError(409, 'TRANSLATION_TAKEN', TRANSLATION_TAKEN_MESSAGE);
}

/** The unique constraint a unique_violation broke, when PostgreSQL names it. */
function violatedConstraint(error: unknown): string | undefined {
  for (let current = error as { constraint?: unknown; cause?: unknown } | undefined; current;) {
    if (typeof current.constraint === 'string') return current.constraint;
    current = current.cause as typeof current;
  }
  return undefined;
}

const TRANSLATION_UNIQUE = 'articles_translation_of_locale_unique';
const translationTaken = () => new AppError(409, 'TRANSLATION_TAKEN', TRANSLATION_TAKEN_MESSAGE);

interface CategoryChoice {
  category?: string | null;
  categoryId?: string | null;
}

/**
 * The category an article input names: by `categoryId`, else by `category` (a slug). Null when
 * either is sent empty (no category); undefined when neither is sent (keep the current one).
 */
async function resolveCategoryId(
  executor: Executor,
  input: CategoryChoice,
): Promise<string | null | undefined> {
  const id = input.categoryId?.trim();
  if (id) {
    const [row] = isRowId(id)
      ? await executor
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, id.toLowerCase()))
      : [];
    if (!row) throw new FieldError('categoryId', UNKNOWN_CATEGORY_MESSAGE);
    return row.id;
  }
  const slug = input.category?.trim();
  if (slug) {
    const [row] = await executor
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, slug.toLowerCase()));
    if (!row) throw new FieldError('category', UNKNOWN_CATEGORY_MESSAGE);
    return row.id;
  }
  return input.categoryId !== undefined || input.category !== undefined ? null : undefined;
}

/** The title's slug, or, when taken, the first free of slug-2, slug-3, ... */
async function freeSlugFor(executor: Executor, title: string): Promise<string> {
  const base = slugify(title, DERIVED_SLUG_MAX_LENGTH) || 'article';
  const rows = await executor
    .select({ slug: articles.slug })
    .from(articles)
    .where(or(eq(articles.slug, base), like(articles.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

async function assertArticleSlugFree(executor: Executor, slug: string, exceptId?: string) {
  const [clash] = await executor
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), exceptId ? ne(articles.id, exceptId) : undefined));
  if (clash) throw articleSlugTaken();
}

const uniqueTags = (tags: string[]) => [...new Set(tags)];

/** Creates an article (authored by the staff member) and records it in the audit log. */
export async function createArticle(
  db: Database,
  actorId: string,
  input: ArticleInput,
): Promise<Article> {
  // A slug made from the title can lose a race to another new article; it is simply retried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const categoryId = await resolveCategoryId(tx, input);
        const locale = input.locale ?? 'en';
        const translationOf = input.translationOf?.trim().toLowerCase() || null;
        await assertTranslationLink(tx, locale, translationOf);
        let slug: string;
        if (input.slug) {
          await assertArticleSlugFree(tx, input.slug);
          slug = input.slug;
        } else {
          slug = await freeSlugFor(tx, input.title);
        }
        const now = new Date();
        const [created] = await tx
          .insert(articles)
          .values({
            title: input.title,
            slug,
            content: input.content,
            excerpt: input.excerpt ?? null,
            categoryId: categoryId ?? null,
            authorId: actorId,
            status: input.status,
            isFeatured: input.isFeatured ?? input.featured ?? false,
            tags: uniqueTags(input.tags ?? []),
            difficulty: input.difficulty ?? 'beginner',
            // Computed, never typed: a stated read time must match the words.
            readTimeMinutes: readTimeMinutes(input.content),
            metaTitle: input.metaTitle ?? null,
            metaDescription: input.metaDescription ?? null,
            publishedAt: input.status === 'published' ? now : null,
            locale,
            translationOf,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const article = created!;
        await releaseFormerSlug(tx, article.slug);
        const audit = {
          actorKind: 'staff' as const,
          actorId,
          entityType: 'article',
          entityId: article.id,
        };
        await recordAudit(tx, {
          ...audit,
          action: 'article.created',
          before: null,
          after: article,
        });
        if (article.status === 'published') {
          await recordAudit(tx, {
            ...audit,
            action: 'article.published',
            before: null,
            after: article,
          });
        }
        return articleView(tx, article.id);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (violatedConstraint(error) === TRANSLATION_UNIQUE) throw translationTaken();
      if (input.slug || attempt >= 3) throw articleSlugTaken();
    }
  }
}

function articleUpdateAction(before: ArticleStatus, after: ArticleStatus): string {
  if (before !== 'published' && after === 'published') return 'article.published';
  if (before === 'published' && after !== 'published') return 'article.unpublished';
  return 'article.updated';
}

/**
 * Replaces an article's fields. Left out: slug, category, featured, tags, difficulty, read time
 * and status keep their stored values; excerpt and the meta fields are cleared. publishedAt is
 * set the first time the article is published and kept from then on.
 */
export async function updateArticle(
  db: Database,
  actorId: string,
  id: string,
  input: ArticleUpdate,
): Promise<Article> {
  if (!isRowId(id)) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(articles)
        .where(eq(articles.id, id.toLowerCase()))
        .for('update');
      if (!current) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
      const categoryId = await resolveCategoryId(tx, input);
      if (input.slug && input.slug !== current.slug) {
        await assertArticleSlugFree(tx, input.slug, current.id);
      }
      const locale = input.locale ?? current.locale;
      const translationOf =
        input.translationOf === undefined
          ? current.translationOf
          : input.translationOf?.trim().toLowerCase() || null;
      if (locale !== current.locale || translationOf !== current.translationOf) {
        await assertTranslationLink(tx, locale, translationOf, current.id);
      }
      if (locale !== 'en' && locale !== current.locale) {
        // An English article that becomes a translation can no longer have translations.
        const [translated] = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(eq(articles.translationOf, current.id))
          .limit(1);
        if (translated) {
          throw new FieldError('locale', ORIGINAL_HAS_TRANSLATIONS_MESSAGE);
        }
      }
      const status = input.status ?? current.status;
      const now = new Date();
      const [updated] = await tx
        .update(articles)
        .set({
          title: input.title,
          slug: input.slug || current.slug,
          content: input.content,
          excerpt: input.excerpt ?? null,
          categoryId: categoryId === undefined ? current.categoryId : categoryId,
          status,
          isFeatured: input.isFeatured ?? input.featured ?? current.isFeatured,
          tags: input.tags ? uniqueTags(input.tags) : current.tags,
          difficulty: input.difficulty ?? current.difficulty,
          readTimeMinutes: readTimeMinutes(input.content),
          metaTitle: input.metaTitle ?? null,
          metaDescription: input.metaDescription ?? null,
          publishedAt: current.publishedAt ?? (status === 'published' ? now : null),
          locale,
          translationOf,
          updatedAt: now,
        })
        .where(eq(articles.id, current.id))
        .returning();
      if (updated!.slug !== current.slug) {
        await releaseFormerSlug(tx, updated!.slug);
        await rememberFormerSlug(tx, current.slug, current.id);
      }
      await recordAudit(tx, {
        actorKind: 'staff',
        actorId,
        action: articleUpdateAction(current.status, status),
        entityType: 'article',
        entityId: current.id,
        before: current,
        after: updated!,
      });
      return articleView(tx, current.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw violatedConstraint(error) === TRANSLATION_UNIQUE
        ? translationTaken()
        : articleSlugTaken();
    }
    throw error;
  }
}

export async function deleteArticle(db: Database, actorId: string, id: string): Promise<void> {
  if (!isRowId(id)) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(articles)
      .where(eq(articles.id, id.toLowerCase()))
      .returning();
    if (!deleted) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      actorKind: 'staff',
      actorId,
      action: 'article.deleted',
      entityType: 'article',
      entityId: deleted.id,
      before: deleted,
      after: null,
    });
  });
}

/** The CMS live preview: the same rendering and cleaning as published articles get. */
export function previewArticle(content: string): { contentHtml: string } {
  return { contentHtml: renderMarkdown(content) };
}

// ---------------------------------------------------------------------------------------------
// Categories

function toCategoryView(row: CategoryRow, articleCount: number): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    articleCount,
  };
}

/**
 * Articles in the category: all of them for staff, published ones for everyone else. Written
 * with explicit aliases: in a one-table select drizzle leaves column names unqualified, and
 * "id" inside the subquery would then mean the article's id.
 */
const articleCountOf = (staff: boolean) =>
  sql<number>`(select count(*) from articles as counted where counted.category_id = "categories"."id"${
    staff ? sql`` : sql` and counted.status = 'published'`
  })`.mapWith(Number);

/**
 * Categories by displayOrder, then name. Everyone else sees active categories and counts of
 * published articles; staff see every category and count articles of any status.
 */
export async function listCategories(db: Executor, staff: boolean): Promise<Category[]> {
  const rows = await db
    .select({ category: categories, articleCount: articleCountOf(staff) })
    .from(categories)
    .where(staff ? undefined : eq(categories.isActive, true))
    .orderBy(asc(categories.displayOrder), asc(categories.name), asc(categories.id));
  return rows.map((row) => toCategoryView(row.category, row.articleCount));
}

async function categoryView(executor: Executor, id: string): Promise<Category> {
  const [row] = await executor
    .select({ category: categories, articleCount: articleCountOf(true) })
    .from(categories)
    .where(eq(categories.id, id));
  if (!row) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
  return toCategoryView(row.category, row.articleCount);
}

async function assertCategorySlugFree(executor: Executor, slug: string, exceptId?: string) {
  const [clash] = await executor
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined));
  if (clash) throw categorySlugTaken();
}

export async function createCategory(
  db: Database,
  actorId: string,
  input: CategoryInput,
): Promise<Category> {
  try {
    return await db.transaction(async (tx) => {
      await assertCategorySlugFree(tx, input.slug);
      const now = new Date();
      const [created] = await tx
        .insert(categories)
        .values({
          name: input.name,
          slug: input.slug,
          description: input.description ?? null,
          displayOrder: input.displayOrder,
          isActive: input.isActive,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit(tx, {
        actorKind: 'staff',
        actorId,
        action: 'category.created',
        entityType: 'category',
        entityId: created!.id,
        before: null,
        after: created!,
      });
      return toCategoryView(created!, 0);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw categorySlugTaken();
    throw error;
  }
}

/** Replaces a category's fields; displayOrder and isActive keep their values when left out. */
export async function updateCategory(
  db: Database,
  actorId: string,
  id: string,
  input: CategoryUpdate,
): Promise<Category> {
  if (!isRowId(id)) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(categories)
        .where(eq(categories.id, id.toLowerCase()))
        .for('update');
      if (!current) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
      if (input.slug !== current.slug) await assertCategorySlugFree(tx, input.slug, current.id);
      const [updated] = await tx
        .update(categories)
        .set({
          name: input.name,
          slug: input.slug,
          description: input.description ?? null,
          displayOrder: input.displayOrder ?? current.displayOrder,
          isActive: input.isActive ?? current.isActive,
          updatedAt: new Date(),
        })
        .where(eq(categories.id, current.id))
        .returning();
      await recordAudit(tx, {
        actorKind: 'staff',
        actorId,
        action: 'category.updated',
        entityType: 'category',
        entityId: current.id,
        before: current,
        after: updated!,
      });
      return categoryView(tx, current.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw categorySlugTaken();
    throw error;
  }
}

/** Deletes an empty category; one that still has articles (of any status) answers 409. */
export async function deleteCategory(db: Database, actorId: string, id: string): Promise<void> {
  if (!isRowId(id)) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ category: categories, articleCount: articleCountOf(true) })
        .from(categories)
        .where(eq(categories.id, id.toLowerCase()))
        .for('update', { of: categories });
      if (!current) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
      if (current.articleCount > 0) throw categoryNotEmpty(current.articleCount);
      await tx.delete(categories).where(eq(categories.id, current.category.id));
      await recordAudit(tx, {
        actorKind: 'staff',
        actorId,
        action: 'category.deleted',
        entityType: 'category',
        entityId: current.category.id,
        before: current.category,
        after: null,
      });
    });
  } catch (error) {
    // An article was put in the category between the count and the delete.
    if (!isReferenceViolation(error)) throw error;
    const [row] = await db
      .select({ articleCount: articleCountOf(true) })
      .from(categories)
      .where(eq(categories.id, id.toLowerCase()));
    throw categoryNotEmpty(Math.max(1, row?.articleCount ?? 1));
  }
}
