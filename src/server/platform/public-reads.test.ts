import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { legalStatutes } from '../db/schema';
import { seedContentCategories } from '../db/seed/content-categories';
import { seedLegalDatabase } from '../db/seed/legal';
import { bearer, createStaffAccount, type TestAccount } from '../testing/accounts';
import { useTestApp } from '../testing/use-test-app';

const testApp = useTestApp();
let editor: TestAccount;

beforeAll(async () => {
  await seedLegalDatabase(testApp.database.db);
  await seedContentCategories(testApp.database.db);
  editor = await createStaffAccount(testApp.database.db, 'editor');
});

const get = (url: string, headers: InjectOptions['headers'] = {}, app = testApp.app) =>
  app.inject({ method: 'GET', url, headers });

/** The cache starts once the process listens for other processes' changes. */
async function cachedAnswer(url: string, app = testApp.app) {
  await vi.waitFor(async () => expect((await get(url, {}, app)).headers.etag).toBeDefined(), {
    timeout: 5000,
  });
  return get(url, {}, app);
}

async function publishArticle(title: string, app = testApp.app) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/articles',
    headers: bearer(editor.token),
    payload: { title, content: 'Text.', category: 'legal', status: 'published' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; slug: string }>();
}

const titlesOf = (body: string) => (JSON.parse(body) as { title: string }[]).map((a) => a.title);

describe('public read cache', () => {
  it('answers a repeated public read from memory, with the same bytes and an ETag', async () => {
    const first = await cachedAnswer('/api/legal/statutes');
    const statute = first.json<{ id: string; title: string }[]>()[0]!;
    // Written behind the API's back: only the maximum age makes such a change show.
    await testApp.database.db
      .update(legalStatutes)
      .set({ title: 'Changed directly in the database' })
      .where(eq(legalStatutes.id, statute.id));
    const second = await get('/api/legal/statutes');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers).toMatchObject({
      etag: first.headers.etag,
      'cache-control': 'no-cache',
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
    });
    await testApp.database.db
      .update(legalStatutes)
      .set({ title: statute.title })
      .where(eq(legalStatutes.id, statute.id));
  });

  it('answers 304 with no body to a matching If-None-Match', async () => {
    const first = await cachedAnswer('/api/legal/search?q=rescission');
    const revalidated = await get('/api/legal/search?q=rescission', {
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const stale = await get('/api/legal/search?q=rescission', { 'if-none-match': 'W/"old"' });
    expect(stale.statusCode).toBe(200);
  });

  it('serves the compressed forms the caller accepts, each decoding to the same JSON', async () => {
    const plain = await cachedAnswer('/api/legal/statutes');
    const brotli = await get('/api/legal/statutes', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/legal/statutes', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps no refusals: a bad query is answered 400 with its message every time', async () => {
    await cachedAnswer('/api/legal/statutes');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get('/api/legal/search?q=');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('shows a published, changed or deleted article to the next reader at once', async () => {
    await cachedAnswer('/api/articles');
    const article = await publishArticle('Cooling-Off Periods Explained');
    expect(titlesOf((await get('/api/articles')).body)).toContain('Cooling-Off Periods Explained');

    await cachedAnswer(`/api/articles/${article.slug}`);
    const renamed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/articles/${article.id}`,
      headers: bearer(editor.token),
      payload: { title: 'Cooling-Off Periods, Explained Again', content: 'Text.' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get(`/api/articles/${article.slug}`)).json()).toMatchObject({
      title: 'Cooling-Off Periods, Explained Again',
    });

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/articles/${article.id}`,
      headers: bearer(editor.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/articles/${article.slug}`)).statusCode).toBe(404);
    expect(titlesOf((await get('/api/articles')).body)).not.toContain(
      'Cooling-Off Periods, Explained Again',
    );
  });

  it('never shares what a signed-in caller sees: staff get drafts, uncached', async () => {
    await cachedAnswer('/api/articles');
    const draft = await testApp.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: bearer(editor.token),
      payload: { title: 'A Draft Only Staff See', content: 'Text.', status: 'draft' },
    });
    expect(draft.statusCode).toBe(201);
    const staffList = await get('/api/articles', bearer(editor.token));
    expect(titlesOf(staffList.body)).toContain('A Draft Only Staff See');
    expect(staffList.headers.etag).toBeUndefined();
    expect(staffList.headers['cache-control']).toBe('no-store');
    expect(titlesOf((await get('/api/articles')).body)).not.toContain('A Draft Only Staff See');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'drops answers when another process on the same PostgreSQL changes the data',
    async () => {
      const other: FastifyInstance = await buildApp(testApp.config, {
        database: testApp.database,
        startJobWorker: false,
      });
      try {
        await other.ready();
        await cachedAnswer('/api/articles');
        await cachedAnswer('/api/articles', other);
        await publishArticle('Announced Through the Database', other);
        await vi.waitFor(
          async () =>
            expect(titlesOf((await get('/api/articles')).body)).toContain(
              'Announced Through the Database',
            ),
          { timeout: 2000 },
        );
      } finally {
        await other.close();
      }
    },
  );
});
