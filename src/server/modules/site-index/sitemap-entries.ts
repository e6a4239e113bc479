import { and, desc, eq } from 'drizzle-orm';
import { legalKinds, type LegalKind } from '@shared/legal-filters';
import { guidePagePath, INDEXED_PAGE_PATHS, legalItemPagePath } from '@shared/public-pages';
import type { Executor } from '../../db/client';
import {
  articles,
  legalCases,
  legalForms,
  legalRegulations,
  legalResources,
  legalStatutes,
} from '../../db/schema';

export interface SitemapEntry {
  /** The page's path on the public site. */
  path: string;
  /** When what the page shows last changed; left out where there is no honest date. */
  lastModified?: Date;
}

/**
 * Published guides, newest first: exactly those `GET /api/articles` shows everyone. A guide's
 * translations share its English address (`/es/resources/{slug}`), so they are not listed apart.
 */
async function guideEntries(db: Executor): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(eq(articles.status, 'published'), eq(articles.locale, 'en')))
    .orderBy(desc(articles.publishedAt), articles.id);
  return rows.map((row) => ({ path: guidePagePath(row.slug), lastModified: row.updatedAt }));
}

/** The legal database as the public API shows it: forms and resources only while public. */
async function legalEntries(db: Executor): Promise<SitemapEntry[]> {
  const [statutes, cases, regulations, forms, resources] = await Promise.all([
    db
      .select({ id: legalStatutes.id, updatedAt: legalStatutes.updatedAt })
      .from(legalStatutes)
      .orderBy(legalStatutes.id),
    db
      .select({ id: legalCases.id, updatedAt: legalCases.updatedAt })
      .from(legalCases)
      .orderBy(legalCases.id),
    db
      .select({ id: legalRegulations.id, updatedAt: legalRegulations.updatedAt })
      .from(legalRegulations)
      .orderBy(legalRegulations.id),
    db
      .select({ id: legalForms.id, updatedAt: legalForms.updatedAt })
      .from(legalForms)
      .where(eq(legalForms.isPublic, true))
      .orderBy(legalForms.id),
    db
      .select({ id: legalResources.id, updatedAt: legalResources.updatedAt })
      .from(legalResources)
      .where(eq(legalResources.isPublic, true))
      .orderBy(legalResources.id),
  ]);
  const byKind: Record<LegalKind, { id: string; updatedAt: Date }[]> = {
    statutes,
    cases,
    regulations,
    forms,
    resources,
  };
  return legalKinds.flatMap((kind) =>
    byKind[kind].map((row) => ({
      path: legalItemPagePath(kind, row.id),
      lastModified: row.updatedAt,
    })),
  );
}

/** The newest date among `entries`, or none. */
function newest(entries: SitemapEntry[]): Date | undefined {
  let latest: Date | undefined;
  for (const { lastModified } of entries) {
    if (lastModified && (!latest || lastModified > latest)) latest = lastModified;
  }
  return latest;
}

/**
 * Every page search engines should find: the fixed pages, then each published guide and each
 * public item of the legal database. The guide list and the legal database pages change when
 * what they list changes; the other fixed pages say nothing about when they last changed.
 */
export async function listSitemapEntries(db: Executor): Promise<SitemapEntry[]> {
  const [guides, legal] = await Promise.all([guideEntries(db), legalEntries(db)]);
  const listedBy: Partial<Record<(typeof INDEXED_PAGE_PATHS)[number], SitemapEntry[]>> = {
    '/resources': guides,
    '/legal': legal,
  };
  const pages = INDEXED_PAGE_PATHS.map((path) => {
    const lastModified = newest(listedBy[path] ?? []);
    return lastModified ? { path, lastModified } : { path };
  });
  return [...pages, ...guides, ...legal];
}
