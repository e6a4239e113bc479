import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@shared/contracts/content';
import { articles } from '../../db/schema';
import { seedContentCategories } from '../../db/seed/content-categories';
import { seedGuides } from '../../db/seed/guides';
import { bearer, createStaffAccount, type TestAccount } from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';

/*
 * Issue 15, item 19: guides of 361–416 words said 15–20 minutes. A stated read time is never
 * more than the words justify (about 150 words a minute), and staff cannot type another.
 */

/** Words a reader sees, counted independently of the shared rule (any run of letters). */
const words = (markdown: string) => markdown.match(/[\p{L}\p{N}][^\s]*/gu)?.length ?? 0;

const testApp = useTestApp();
let editor: TestAccount;

beforeAll(async () => {
  await seedContentCategories(testApp.database.db);
  await seedGuides(testApp.database.db);
  editor = await createStaffAccount(testApp.database.db, 'editor');
});

describe('read times', () => {
  it('every seeded guide states at most ceil(words / 150) minutes, and at least 1', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/articles' });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<Article[]>();
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const summary of list) {
      const one = await testApp.app.inject({ method: 'GET', url: `/api/articles/${summary.slug}` });
      const article = one.json<Article>();
      const honest = Math.max(1, Math.ceil(words(article.content) / 150));
      expect(article.readTimeMinutes, article.title).toBeGreaterThanOrEqual(1);
      expect(article.readTimeMinutes, article.title).toBeLessThanOrEqual(honest);
      expect(summary.readTimeMinutes, article.title).toBe(article.readTimeMinutes);
    }
  });

  it('saving through the CMS stores the computed time, whatever was typed', async () => {
    const content = `## Short\n\n${'word '.repeat(320)}`;
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: bearer(editor.token),
      payload: { title: 'Read time check', content, status: 'draft', readTimeMinutes: 45 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json<Article>();
    expect(article.readTimeMinutes).toBe(3);
    const stored = async () =>
      (
        await testApp.database.db
          .select({ minutes: articles.readTimeMinutes })
          .from(articles)
          .where(eq(articles.id, article.id))
      )[0]?.minutes;
    expect(await stored()).toBe(3);

    const updated = await testApp.app.inject({
      method: 'PUT',
      url: `/api/articles/${article.id}`,
      headers: bearer(editor.token),
      payload: { title: 'Read time check', content: 'A few words.', readTimeMinutes: 30 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Article>().readTimeMinutes).toBe(1);
    expect(await stored()).toBe(1);
  });
});
