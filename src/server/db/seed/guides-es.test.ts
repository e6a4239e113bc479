import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { articles } from '../schema';
import { createTestDatabase } from '../../testing/test-database';
import { seedContentCategories } from './content-categories';
import { guideMarkdown, guides, seedGuides } from './guides';
import { seedSpanishGuides, spanishGuideMarkdown, spanishGuides } from './guides-es';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedContentCategories(database.db);
  await seedGuides(database.db);
  await seedSpanishGuides(database.db);
});
afterAll(async () => {
  await database.close();
});

/** The legal citations, figures and addresses of a guide's text, in order of appearance. */
function facts(markdown: string): string[] {
  const patterns = [
    /[A-Z][\w.&' ]*§ [\w.-]+/g,
    /\d+ CFR Part \d+/g,
    /\b\d+(?:%| calendar)?/g,
    /https?:\/\/[^\s)]+/g,
    /1-877-[\w-]+/g,
  ];
  return patterns.flatMap((pattern) => markdown.match(pattern) ?? []).sort();
}

describe('Spanish education guides seed', () => {
  it('adds a published Spanish translation of each of the six guides, linked to it', async () => {
    const rows = await database.db.select().from(articles);
    expect(rows).toHaveLength(12);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    for (const guide of spanishGuides) {
      const spanish = bySlug.get(guide.slug)!;
      const english = bySlug.get(guide.translationOf)!;
      expect(spanish, guide.slug).toMatchObject({
        locale: 'es',
        status: 'published',
        translationOf: english.id,
        categoryId: english.categoryId,
        difficulty: english.difficulty,
      });
      expect(spanish.content).toContain('## Puntos clave');
      expect(spanish.content).toContain('no asesoría legal');
    }
    expect(new Set(spanishGuides.map((guide) => guide.translationOf)).size).toBe(guides.length);
  });

  it('keeps every citation, figure and web address of the English guides', () => {
    for (const guide of spanishGuides) {
      const english = guides.find((candidate) => candidate.slug === guide.translationOf)!;
      const citations = (markdown: string) =>
        facts(markdown).filter((fact) => /§|CFR|http|1-877/.test(fact));
      expect(citations(spanishGuideMarkdown(guide)), guide.slug).toEqual(
        citations(guideMarkdown(english)),
      );
    }
    const rights = spanishGuideMarkdown(spanishGuides[1]!);
    expect(rights).toContain(
      'Florida da a los compradores 10 días calendario (Fla. Stat. § 721.10)',
    );
    expect(rights).toContain('California 7 días calendario (Cal. Bus. & Prof. Code § 11238)');
  });

  it('links to the Spanish pages of the site', () => {
    const links = spanishGuides.flatMap((guide) =>
      [...spanishGuideMarkdown(guide).matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]!),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/es(\/|$)/);
  });

  it('is idempotent and never overwrites what staff changed', async () => {
    const slug = spanishGuides[0]!.slug;
    await database.db.update(articles).set({ title: 'Editado' }).where(eq(articles.slug, slug));
    await seedGuides(database.db);
    await seedSpanishGuides(database.db);
    const [total] = await database.db.select({ n: count() }).from(articles);
    expect(total!.n).toBe(12);
    const [edited] = await database.db.select().from(articles).where(eq(articles.slug, slug));
    expect(edited!.title).toBe('Editado');
  });
});
