import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles, articleSlugRedirects } from '../../db/schema';
import { seedContentCategories } from '../../db/seed/content-categories';
import { bearer, createStaffAccount, type TestAccount } from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();
let editor: TestAccount;

beforeAll(async () => {
  await seedContentCategories(testApp.database.db);
  editor = await createStaffAccount(testApp.database.db, 'editor');
});
afterEach(async () => {
  await testApp.database.db.delete(articles);
});

const get = (slug: string, headers: InjectOptions['headers'] = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/articles/${slug}`, headers });

async function write(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await testApp.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(editor.token),
    ...(payload ? { payload: { title: 'A Guide', content: 'Text.', ...payload } } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return method === 'DELETE' ? undefined : response.json<{ id: string; slug: string }>();
}

const publish = (slug: string) => write('POST', '/articles', { slug, status: 'published' });
const rename = (id: string, slug: string) => write('PUT', `/articles/${id}`, { slug });

async function expectMoved(from: string, to: string, headers: InjectOptions['headers'] = {}) {
  const response = await get(from, headers);
  expect(response.statusCode, response.body).toBe(301);
  expect(response.headers.location).toBe(`/api/articles/${to}`);
  expect(response.json()).toEqual({ statusCode: 301, movedTo: to });
  // A rename can be undone: nobody may keep the move, and the public read cache did not.
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers.etag).toBeUndefined();
}

/** Answered exactly like a guide that never existed. */
async function expectMissing(slug: string) {
  const response = await get(slug);
  const unknown = await get('no-such-guide-at-all');
  expect(response.statusCode).toBe(404);
  expect(response.body).toBe(unknown.body);
  expect(response.headers.location).toBeUndefined();
}

/** The guide's answer, once the public read cache keeps it. */
async function cachedGuide(slug: string) {
  await vi.waitFor(async () => expect((await get(slug)).headers.etag).toBeDefined(), {
    timeout: 5000,
  });
}

describe('moved guides', () => {
  it("answers a renamed guide's old slug with 301 to the new one, at once", async () => {
    const guide = (await publish('cooling-off'))!;
    await cachedGuide('cooling-off');
    await rename(guide.id, 'cooling-off-periods');
    await expectMoved('cooling-off', 'cooling-off-periods');
    // Asked again, still a redirect: it was never kept as the guide's answer.
    await expectMoved('cooling-off', 'cooling-off-periods');
    const moved = await get('cooling-off-periods');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: guide.id, slug: 'cooling-off-periods' });
  });

  it('sends every former slug straight to the latest one', async () => {
    const guide = (await publish('slug-a'))!;
    await rename(guide.id, 'slug-b');
    await rename(guide.id, 'slug-c');
    await expectMoved('slug-a', 'slug-c');
    await expectMoved('slug-b', 'slug-c');
  });

  it('lets a guide that has the slug now win over a guide that had it before', async () => {
    const first = (await publish('shared-slug'))!;
    await rename(first.id, 'first-guide');
    const second = (await publish('shared-slug'))!;
    expect((await get('shared-slug')).json()).toMatchObject({ id: second.id });

    // Renamed back, a guide takes its old slug again and the redirect goes the other way.
    await rename(second.id, 'second-guide');
    await rename(first.id, 'shared-slug');
    expect((await get('shared-slug')).json()).toMatchObject({ id: first.id });
    await expectMoved('first-guide', 'shared-slug');
    expect((await get('second-guide')).json()).toMatchObject({ id: second.id });
  });

  it("drops a guide's redirects when it is deleted", async () => {
    const guide = (await publish('to-be-deleted'))!;
    await rename(guide.id, 'renamed-then-deleted');
    await write('DELETE', `/articles/${guide.id}`);
    await expectMissing('to-be-deleted');
    const left = await testApp.database.db
      .select()
      .from(articleSlugRedirects)
      .where(eq(articleSlugRedirects.articleId, guide.id));
    expect(left).toEqual([]);
  });

  it("answers an unpublished guide's old slugs 404 like the guide, but not to staff", async () => {
    const guide = (await publish('was-public'))!;
    await rename(guide.id, 'now-archived');
    await cachedGuide('now-archived');
    await write('PUT', `/articles/${guide.id}`, { status: 'archived' });
    await expectMissing('was-public');
    await expectMissing('now-archived');
    await expectMoved('was-public', 'now-archived', bearer(editor.token));

    // A draft renamed in the CMS never tells its new slug to the public.
    const draft = (await write('POST', '/articles', { slug: 'draft-one', status: 'draft' }))!;
    await rename(draft.id, 'draft-two');
    await expectMissing('draft-one');
  });
});
