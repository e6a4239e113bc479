import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { articles, articleSlugRedirects } from '../../db/schema';

/*
 * A guide's former slugs (issue 19): search engines and people keep links to them, so when the
 * CMS renames a guide its old slug answers 301 with the current one instead of 404.
 */

/** Remembers `oldSlug` as a former slug of the article (taking it over from any other). */
export async function rememberFormerSlug(
  executor: Executor,
  oldSlug: string,
  articleId: string,
): Promise<void> {
  await executor
    .insert(articleSlugRedirects)
    .values({ oldSlug, articleId })
    .onConflictDoUpdate({
      target: articleSlugRedirects.oldSlug,
      set: { articleId, createdAt: new Date() },
    });
}

/** A guide that takes a slug owns it again: its redirect elsewhere is dropped. */
export async function releaseFormerSlug(executor: Executor, slug: string): Promise<void> {
  await executor.delete(articleSlugRedirects).where(eq(articleSlugRedirects.oldSlug, slug));
}

/**
 * The current slug of the guide that once had `slug`, or null. Everyone else is only sent to
 * published guides, so an unpublished guide's old slugs answer 404 like the guide itself.
 */
export async function currentSlugOf(
  executor: Executor,
  slug: string,
  staff: boolean,
): Promise<string | null> {
  const [row] = await executor
    .select({ slug: articles.slug })
    .from(articleSlugRedirects)
    .innerJoin(articles, eq(articles.id, articleSlugRedirects.articleId))
    .where(
      and(
        eq(articleSlugRedirects.oldSlug, slug),
        staff ? undefined : eq(articles.status, 'published'),
      ),
    );
  return row?.slug ?? null;
}
