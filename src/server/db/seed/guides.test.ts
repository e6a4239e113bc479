import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFormats, helpTypes, preferredTopics } from '@shared/options';
import type { DatabaseHandle } from '../client';
import { articles, categories } from '../schema';
import { createTestDatabase } from '../../testing/test-database';
import { seedContentCategories } from './content-categories';
import { recordAudit } from '../../platform/audit';
import { guideMarkdown, guides, seedGuides } from './guides';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedContentCategories(database.db);
  await seedGuides(database.db);
});
afterAll(async () => {
  await database.close();
});

const expected = [
  ['understanding-your-timeshare-contract', 'legal', 15, 'beginner'],
  ['your-consumer-rights', 'legal', 12, 'beginner'],
  ['timeshare-cancellation-strategies', 'cancellation', 20, 'intermediate'],
  ['spotting-timeshare-exit-scams', 'protection', 18, 'beginner'],
  ['financial-impact-of-timeshare-ownership', 'financial', 14, 'beginner'],
  ['finding-support-and-community', 'support', 8, 'beginner'],
] as const;

/** The lines of one '## ' section of a guide's Markdown. */
function section(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`## ${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const rest = markdown.slice(start + heading.length + 4);
  const end = rest.indexOf('\n## ');
  return (end === -1 ? rest : rest.slice(0, end)).split('\n').filter((line) => line.trim());
}

async function storedGuides() {
  return database.db
    .select({ article: articles, category: categories.slug })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId));
}

describe('education guides seed', () => {
  it('adds the six guides of requirements §9 as published articles in their categories', async () => {
    const rows = await storedGuides();
    expect(rows).toHaveLength(6);
    for (const [slug, category, minutes, difficulty] of expected) {
      const row = rows.find((candidate) => candidate.article.slug === slug);
      expect(row, slug).toBeDefined();
      expect(row!.category, slug).toBe(category);
      expect(row!.article).toMatchObject({
        status: 'published',
        difficulty,
      });
      // Computed from the words (issue 15), never more than the spec's figure.
      expect(row!.article.readTimeMinutes, slug).toBeLessThanOrEqual(minutes as number);
      expect(row!.article.publishedAt, slug).toBeInstanceOf(Date);
      expect(row!.article.excerpt, slug).toBeTruthy();
      expect(row!.article.metaTitle, slug).toBeTruthy();
      expect(row!.article.metaDescription, slug).toBeTruthy();
      expect(row!.article.metaTitle!.length).toBeLessThanOrEqual(255);
    }
    const featured = rows.filter((row) => row.article.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(1);
    expect(featured.length).toBeLessThanOrEqual(2);
  });

  it('gives each guide an overview, five key points, four action items and the update line', async () => {
    for (const { article } of await storedGuides()) {
      const markdown = article.content;
      expect(section(markdown, 'Overview').length, article.slug).toBeGreaterThanOrEqual(1);
      const keyPoints = section(markdown, 'Key points');
      expect(
        keyPoints.filter((line) => line.startsWith('- ')),
        article.slug,
      ).toHaveLength(5);
      const actions = section(markdown, 'What you can do');
      expect(
        actions.filter((line) => /^\d+\. /.test(line)),
        article.slug,
      ).toHaveLength(4);
      expect(markdown.split('\n')).toContain('*Last Updated: January 2025*');
      expect(markdown).toContain('not legal advice');
    }
  });

  it('tags guides only with topics, help types and formats clients can choose', () => {
    const known = new Set(
      [...preferredTopics, ...helpTypes, ...contentFormats].map((option) => option.value as string),
    );
    for (const guide of guides) {
      expect(guide.tags.length, guide.slug).toBeGreaterThan(0);
      for (const tag of guide.tags) expect(known.has(tag), `${guide.slug}: ${tag}`).toBe(true);
    }
    expect(guides.find((guide) => guide.slug === 'spotting-timeshare-exit-scams')!.tags).toEqual(
      expect.arrayContaining(['Scam Prevention', 'Checklists', 'Step-by-Step Guides']),
    );
  });

  it('cites rescission periods only as the high-confidence legal facts give them', () => {
    const rights = guideMarkdown(guides.find((guide) => guide.slug === 'your-consumer-rights')!);
    expect(rights).toContain('Florida gives buyers 10 calendar days (Fla. Stat. § 721.10)');
    expect(rights).toContain('California 7 calendar days (Cal. Bus. & Prof. Code § 11238)');
  });

  it('is idempotent and never overwrites what staff changed', async () => {
    const slug = 'understanding-your-timeshare-contract';
    await database.db
      .update(articles)
      .set({ title: 'Edited by staff', status: 'draft' })
      .where(eq(articles.slug, slug));
    await seedGuides(database.db);
    await seedGuides(database.db);
    const [total] = await database.db.select({ n: count() }).from(articles);
    expect(total!.n).toBe(6);
    const [edited] = await database.db.select().from(articles).where(eq(articles.slug, slug));
    expect(edited).toMatchObject({ title: 'Edited by staff', status: 'draft' });
  });

  it('does not bring back a guide staff deleted', async () => {
    const slug = 'finding-support-and-community';
    const [guide] = await database.db.select().from(articles).where(eq(articles.slug, slug));
    await database.db.delete(articles).where(eq(articles.slug, slug));
    await recordAudit(database.db, {
      actorKind: 'staff',
      actorId: null,
      action: 'article.deleted',
      entityType: 'article',
      entityId: guide!.id,
      before: guide!,
      after: null,
    });
    await seedGuides(database.db);
    const again = await database.db.select().from(articles).where(eq(articles.slug, slug));
    expect(again).toEqual([]);
  });
});
