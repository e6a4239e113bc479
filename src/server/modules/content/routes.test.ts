import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, notInArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditLog, categories } from '../../db/schema';
import { guideCategories, seedContentCategories } from '../../db/seed/content-categories';
import {
  bearer,
  createClientAccount,
  createStaffAccount,
  type TestAccount,
} from '../../testing/accounts';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();
let editor: TestAccount;
let admin: TestAccount;
let client: TestAccount;

const seededCategorySlugs = guideCategories.map((category) => category.slug);

beforeAll(async () => {
  await seedContentCategories(testApp.database.db);
  editor = await createStaffAccount(testApp.database.db, 'editor');
  admin = await createStaffAccount(testApp.database.db, 'admin');
  client = await createClientAccount(testApp.database.db);
});
afterEach(async () => {
  const db = testApp.database.db;
  await db.delete(articles);
  await db.delete(auditLog);
  await db.delete(categories).where(notInArray(categories.slug, seededCategorySlugs));
  await db.update(categories).set({ isActive: true });
});

function call(method: InjectOptions['method'], url: string, token?: string, payload?: object) {
  return testApp.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

const articleInput = (overrides: object = {}) => ({
  title: 'Knowing Your Rights',
  content: '## Overview\n\nA short guide.',
  category: 'legal',
  status: 'draft',
  ...overrides,
});

async function createArticle(overrides: object = {}, token = editor.token) {
  const response = await call('POST', '/articles', token, articleInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function storedCount(table: typeof articles | typeof categories) {
  const [row] = await testApp.database.db.select({ n: count() }).from(table);
  return row!.n;
}

async function auditRows(entityId: string) {
  return testApp.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(asc(auditLog.createdAt));
}

describe('content writes need a staff sign-in', () => {
  it('answers 401 to anonymous callers, client tokens and dead staff sessions', async () => {
    const id = randomUUID();
    const routes: InjectOptions[] = [
      { method: 'POST', url: '/api/articles', payload: articleInput() },
      { method: 'PUT', url: `/api/articles/${id}`, payload: articleInput() },
      { method: 'DELETE', url: `/api/articles/${id}` },
      { method: 'POST', url: '/api/articles/preview', payload: { content: '# Hi' } },
      { method: 'POST', url: '/api/categories', payload: { name: 'New', slug: 'new' } },
      { method: 'PUT', url: `/api/categories/${id}`, payload: { name: 'New', slug: 'new' } },
      { method: 'DELETE', url: `/api/categories/${id}` },
    ];
    await expectSignInRequired(
      testApp.app,
      routes,
      await refusedSignIns(testApp.database.db, 'staff'),
    );
    expect(await storedCount(articles)).toBe(0);
  });

  it('does not let a deactivated staff member write', async () => {
    const gone = await createStaffAccount(testApp.database.db, 'editor', { isActive: false });
    const response = await call('POST', '/articles', gone.token, articleInput());
    expect(response.statusCode).toBe(401);
  });
});

describe('articles: create, update, delete', () => {
  it.each([
    ['an editor', () => editor],
    ['an admin', () => admin],
  ])('%s can create, update and delete an article', async (_name, who) => {
    const staff = who();
    const created = await createArticle({ tags: ['Legal Rights', 'Legal Rights'] }, staff.token);
    expect(created).toMatchObject({
      title: 'Knowing Your Rights',
      slug: 'knowing-your-rights',
      status: 'draft',
      category: 'legal',
      categoryName: 'Legal',
      isFeatured: false,
      tags: ['Legal Rights'],
      difficulty: 'beginner',
      readTimeMinutes: 1,
      publishedAt: null,
      excerpt: null,
    });
    expect(created.contentHtml).toBe('<h2>Overview</h2>\n<p>A short guide.</p>');
    const [row] = await testApp.database.db
      .select()
      .from(articles)
      .where(eq(articles.id, created.id));
    expect(row!.authorId).toBe(staff.id);

    const updated = await call(
      'PUT',
      `/articles/${created.id}`,
      staff.token,
      articleInput({ title: 'Knowing Your Rights Well', excerpt: 'In short.', status: 'draft' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Knowing Your Rights Well',
      slug: 'knowing-your-rights',
      excerpt: 'In short.',
    });

    const removed = await call('DELETE', `/articles/${created.id}`, staff.token);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await storedCount(articles)).toBe(0);
  });

  it('accepts the variant with categoryId and isFeatured and no slug', async () => {
    const [legal] = await testApp.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'legal'));
    const created = await createArticle({
      category: undefined,
      categoryId: legal!.id,
      isFeatured: true,
      status: 'published',
    });
    expect(created).toMatchObject({ categoryId: legal!.id, category: 'legal', isFeatured: true });
  });

  it('accepts the variant with a category slug, featured and an explicit slug', async () => {
    const created = await createArticle({
      slug: 'my-own-slug',
      category: 'protection',
      featured: true,
      excerpt: 'Watch out.',
      metaTitle: 'Meta',
      metaDescription: 'Description',
      difficulty: 'advanced',
      readTimeMinutes: 9,
    });
    expect(created).toMatchObject({
      slug: 'my-own-slug',
      category: 'protection',
      categoryName: 'Protection',
      isFeatured: true,
      metaTitle: 'Meta',
      metaDescription: 'Description',
      difficulty: 'advanced',
      // Computed from the text (issue 15): the 9 that was sent is ignored.
      readTimeMinutes: 1,
    });
  });

  it('stores an article without a category when none is given', async () => {
    const created = await createArticle({ category: undefined });
    expect(created).toMatchObject({ categoryId: null, category: null, categoryName: null });
  });

  it('derives the slug from the title and makes it unique with -2, -3', async () => {
    const first = await createArticle({ title: 'Your Rights: A Guide & More!' });
    const second = await createArticle({ title: 'Your Rights: A Guide & More!' });
    const third = await createArticle({ title: 'Your rights, a guide and more', slug: '' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'your-rights-a-guide-and-more',
      'your-rights-a-guide-and-more-2',
      'your-rights-a-guide-and-more-3',
    ]);
  });

  it('answers 409 to an explicit slug that is taken, on create and on update', async () => {
    const first = await createArticle({ slug: 'taken' });
    const clash = await call('POST', '/articles', editor.token, articleInput({ slug: 'taken' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      code: 'SLUG_TAKEN',
      message: 'An article with this slug already exists. Please choose another.',
    });
    const other = await createArticle({ slug: 'other' });
    const renamed = await call(
      'PUT',
      `/articles/${other.id}`,
      editor.token,
      articleInput({ slug: 'taken' }),
    );
    expect(renamed.statusCode).toBe(409);
    // Keeping its own slug is fine.
    const same = await call(
      'PUT',
      `/articles/${first.id}`,
      editor.token,
      articleInput({ slug: 'taken' }),
    );
    expect(same.statusCode).toBe(200);
    expect(await storedCount(articles)).toBe(2);
  });

  it.each([
    ['title', { title: 'x'.repeat(501) }, 'Title must be 500 characters or fewer.'],
    ['slug', { slug: 'a'.repeat(501) }, 'Slug must be 500 characters or fewer.'],
    ['metaTitle', { metaTitle: 'x'.repeat(256) }, 'Meta title must be 255 characters or fewer.'],
    ['slug', { slug: 'Not A Slug' }, undefined],
    ['status', { status: 'live' }, 'Status must be draft, published or archived.'],
  ])(
    'refuses a bad %s with 400 naming the field and stores nothing',
    async (field, bad, message) => {
      const response = await call('POST', '/articles', editor.token, articleInput(bad));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
      if (message) expect(body.message).toBe(message);
      expect(await storedCount(articles)).toBe(0);
    },
  );

  it('refuses an over-long title on update and keeps the stored article', async () => {
    const created = await createArticle();
    const response = await call(
      'PUT',
      `/articles/${created.id}`,
      editor.token,
      articleInput({ title: 'x'.repeat(501) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('title');
    const [row] = await testApp.database.db
      .select()
      .from(articles)
      .where(eq(articles.id, created.id));
    expect(row!.title).toBe('Knowing Your Rights');
  });

  it.each([
    ['category', { category: 'no-such-category' }],
    ['categoryId', { category: undefined, categoryId: randomUUID() }],
    ['categoryId', { category: undefined, categoryId: 'not-a-uuid' }],
  ])('answers 400 naming %s for an unknown category', async (field, bad) => {
    const response = await call('POST', '/articles', editor.token, articleInput(bad));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The category you chose does not exist. Please choose one from the list.',
      issues: [
        {
          path: field,
          message: 'The category you chose does not exist. Please choose one from the list.',
        },
      ],
    });
    expect(await storedCount(articles)).toBe(0);
  });

  it('sets publishedAt the first time the article is published and keeps it', async () => {
    const created = await createArticle();
    expect(created.publishedAt).toBeNull();
    const publish = (status: string) =>
      call('PUT', `/articles/${created.id}`, editor.token, articleInput({ status }));
    const published = (await publish('published')).json();
    expect(published.publishedAt).toEqual(expect.any(String));
    const archived = (await publish('archived')).json();
    expect(archived.publishedAt).toBe(published.publishedAt);
    const republished = (await publish('published')).json();
    expect(republished.publishedAt).toBe(published.publishedAt);
    const edited = (
      await call('PUT', `/articles/${created.id}`, editor.token, {
        title: 'Changed',
        content: 'New text',
      })
    ).json();
    // Left out, status and category keep their values.
    expect(edited).toMatchObject({
      status: 'published',
      category: 'legal',
      publishedAt: published.publishedAt,
    });
  });

  it('sets publishedAt when an article is created published', async () => {
    const created = await createArticle({ status: 'published' });
    expect(created.publishedAt).toEqual(expect.any(String));
  });

  it('computes the read time from the words at 150 a minute, whatever was sent', async () => {
    const created = await createArticle({ content: 'word '.repeat(450), readTimeMinutes: null });
    expect(created.readTimeMinutes).toBe(3);
    const stated = await call(
      'PUT',
      `/articles/${created.id}`,
      editor.token,
      articleInput({ content: 'word '.repeat(450), readTimeMinutes: 7 }),
    );
    expect(stated.json().readTimeMinutes).toBe(3);
  });

  it('turns XSS payloads in the content into inert HTML', async () => {
    const created = await createArticle({
      content: [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[x](javascript:alert(1))',
        '<a href="JaVaScRiPt:alert(1)">click</a>',
        '<svg onload=alert(1)></svg>',
        '<p style="color:red" onmouseover="alert(1)">hover</p>',
      ].join('\n\n'),
    });
    const html: string = created.contentHtml;
    // Typed HTML is shown as text (decision 015): no real tag may carry it.
    const tags = (html.match(/<[a-z][^>]*>/gi) ?? []).join(' ');
    expect(tags).not.toMatch(/<script|<img|<svg|<iframe|\son\w+=|javascript:|style=/i);
    expect(html).toContain('click');
    expect(html).toContain('hover');
    // The author's Markdown is kept as written.
    expect(created.content).toContain('<script>alert(1)</script>');
  });

  it('answers 404 to unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'not-an-id', '1%27%20or%201=1']) {
      const put = await call('PUT', `/articles/${id}`, editor.token, articleInput());
      expect(put.statusCode, id).toBe(404);
      expect(put.json()).toEqual({ code: 'NOT_FOUND', message: 'We could not find that article.' });
      const del = await call('DELETE', `/articles/${id}`, editor.token);
      expect(del.statusCode, id).toBe(404);
    }
  });

  it('records an audit row for each write', async () => {
    const created = await createArticle({ status: 'published' });
    await call('PUT', `/articles/${created.id}`, editor.token, articleInput({ status: 'draft' }));
    await call(
      'PUT',
      `/articles/${created.id}`,
      admin.token,
      articleInput({ status: 'published' }),
    );
    await call(
      'PUT',
      `/articles/${created.id}`,
      admin.token,
      articleInput({ title: 'Renamed', status: 'published' }),
    );
    await call('DELETE', `/articles/${created.id}`, editor.token);
    const rows = await auditRows(created.id);
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ['article.created', editor.id],
      ['article.published', editor.id],
      ['article.unpublished', editor.id],
      ['article.published', admin.id],
      ['article.updated', admin.id],
      ['article.deleted', editor.id],
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ actorKind: 'staff', entityType: 'article' });
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ slug: created.slug, status: 'published' });
    expect(typeof rows[0]!.after!.publishedAt).toBe('string');
    expect(rows[4]!.before).toMatchObject({ title: 'Knowing Your Rights' });
    expect(rows[4]!.after).toMatchObject({ title: 'Renamed' });
    expect(rows[5]!.after).toBeNull();
  });
});

describe('reading articles', () => {
  async function library() {
    const draft = await createArticle({ title: 'Draft Guide' });
    const published = await createArticle({ title: 'Published Guide', status: 'published' });
    const featured = await createArticle({
      title: 'Featured Scams Guide',
      category: 'protection',
      featured: true,
      status: 'published',
    });
    const archived = await createArticle({ title: 'Old Guide', status: 'published' });
    await call(
      'PUT',
      `/articles/${archived.id}`,
      editor.token,
      articleInput({ status: 'archived' }),
    );
    return { draft, published, featured, archived };
  }

  const slugsOf = (response: { json(): { slug: string }[] }) =>
    response.json().map((article) => article.slug);

  it('shows anonymous visitors and clients published articles only, newest first', async () => {
    await library();
    for (const token of [undefined, client.token, 'not-a-real-token']) {
      const response = await call('GET', '/articles', token);
      expect(response.statusCode).toBe(200);
      expect(slugsOf(response)).toEqual(['featured-scams-guide', 'published-guide']);
    }
  });

  it('filters by category slug and featured', async () => {
    await library();
    expect(slugsOf(await call('GET', '/articles?category=protection'))).toEqual([
      'featured-scams-guide',
    ]);
    expect(slugsOf(await call('GET', '/articles?featured=true'))).toEqual(['featured-scams-guide']);
    expect(slugsOf(await call('GET', '/articles?featured=false'))).toEqual(['published-guide']);
    expect(slugsOf(await call('GET', '/articles?category=nothing-here'))).toEqual([]);
    expect((await call('GET', '/articles?featured=maybe')).statusCode).toBe(400);
  });

  it('shows staff every status, filtered by ?status=', async () => {
    await library();
    const all = await call('GET', '/articles', editor.token);
    expect(slugsOf(all).sort()).toEqual(
      ['draft-guide', 'featured-scams-guide', 'old-guide', 'published-guide'].sort(),
    );
    expect(slugsOf(await call('GET', '/articles?status=draft', admin.token))).toEqual([
      'draft-guide',
    ]);
    expect(slugsOf(await call('GET', '/articles?status=archived', editor.token))).toEqual([
      'old-guide',
    ]);
    // Everyone else gets published articles whatever they ask for.
    expect(slugsOf(await call('GET', '/articles?status=draft', client.token))).toEqual([
      'featured-scams-guide',
      'published-guide',
    ]);
  });

  it('finds a published article by slug or id for everyone', async () => {
    const { published } = await library();
    const bySlug = await call('GET', '/articles/published-guide');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: published.id, contentHtml: expect.any(String) });
    const byId = await call('GET', `/articles/${published.id}`, client.token);
    expect(byId.json().slug).toBe('published-guide');
  });

  it('hides drafts and archived articles from everyone but staff', async () => {
    const { draft, archived } = await library();
    for (const key of ['draft-guide', draft.id, 'old-guide', archived.id]) {
      for (const token of [undefined, client.token]) {
        const response = await call('GET', `/articles/${key}`, token);
        expect(response.statusCode, key).toBe(404);
        expect(response.json()).toEqual({
          code: 'NOT_FOUND',
          message: 'We could not find that article.',
        });
      }
      expect((await call('GET', `/articles/${key}`, editor.token)).statusCode, key).toBe(200);
    }
  });

  it('answers 404, never 500, to unknown and malformed keys', async () => {
    for (const key of [randomUUID(), 'no-such-guide', 'Not%20A%20Slug', '%27%3B--']) {
      expect((await call('GET', `/articles/${key}`)).statusCode, key).toBe(404);
    }
  });
});

describe('long slugs', () => {
  it('reads an article by a slug of up to 500 characters', async () => {
    const slug = `a-${'long-'.repeat(99)}slug`.slice(0, 500).replace(/-+$/, '');
    await createArticle({ slug, status: 'published' });
    const read = await call('GET', `/articles/${slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().slug).toBe(slug);
  });
});

describe('article preview', () => {
  it('renders Markdown for staff as articles are rendered', async () => {
    const response = await call('POST', '/articles/preview', editor.token, {
      content: '## Hello\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      contentHtml: '<h2>Hello</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>x</p>',
    });
  });
});

describe('categories', () => {
  it('lists active categories by display order with counts of published articles', async () => {
    await createArticle({ status: 'published' });
    await createArticle({ title: 'Draft' });
    await testApp.database.db
      .update(categories)
      .set({ isActive: false })
      .where(eq(categories.slug, 'support'));
    const response = await call('GET', '/categories');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((category: { slug: string }) => category.slug)).toEqual([
      'legal',
      'cancellation',
      'protection',
      'financial',
    ]);
    expect(body[0]).toMatchObject({ name: 'Legal', articleCount: 1, isActive: true });
    expect(new Date(body[0].createdAt).toISOString()).toBe(body[0].createdAt);

    const staff = (await call('GET', '/categories', editor.token)).json();
    expect(staff.map((category: { slug: string }) => category.slug)).toContain('support');
    expect(staff[0]).toMatchObject({ slug: 'legal', articleCount: 2 });
  });

  it.each([
    ['an editor', () => editor],
    ['an admin', () => admin],
  ])('%s can create, update and delete a category', async (_name, who) => {
    const staff = who();
    const created = await call('POST', '/categories', staff.token, {
      name: 'Guides for Families',
      slug: 'families',
      description: 'For relatives helping an owner.',
      displayOrder: 7,
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json();
    expect(category).toMatchObject({
      name: 'Guides for Families',
      slug: 'families',
      displayOrder: 7,
      isActive: true,
      articleCount: 0,
    });

    const updated = await call('PUT', `/categories/${category.id}`, staff.token, {
      name: 'Families',
      slug: 'families',
      isActive: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Families',
      description: null,
      displayOrder: 7,
      isActive: false,
    });

    const removed = await call('DELETE', `/categories/${category.id}`, staff.token);
    expect(removed.statusCode).toBe(204);
    const actions = (await auditRows(category.id)).map((row) => [row.action, row.actorId]);
    expect(actions).toEqual([
      ['category.created', staff.id],
      ['category.updated', staff.id],
      ['category.deleted', staff.id],
    ]);
  });

  it('answers 409 to a duplicate slug', async () => {
    const response = await call('POST', '/categories', editor.token, {
      name: 'Another Legal',
      slug: 'legal',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'SLUG_TAKEN',
      message: 'A category with this slug already exists. Please choose another.',
    });
    const [legal] = await testApp.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'cancellation'));
    const renamed = await call('PUT', `/categories/${legal!.id}`, editor.token, {
      name: 'Cancellation',
      slug: 'legal',
    });
    expect(renamed.statusCode).toBe(409);
  });

  it.each([
    ['name', { name: 'x'.repeat(256), slug: 'long-name' }],
    ['slug', { name: 'Long slug', slug: 'a'.repeat(256) }],
    ['displayOrder', { name: 'Order', slug: 'order', displayOrder: 1.5 }],
  ])('refuses a bad %s with 400 naming the field and stores nothing', async (field, bad) => {
    const before = await storedCount(categories);
    const response = await call('POST', '/categories', editor.token, bad);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe(field);
    expect(await storedCount(categories)).toBe(before);
  });

  it('will not delete a category that still has articles', async () => {
    await createArticle({ status: 'published' });
    await createArticle({ title: 'A draft' });
    const [legal] = await testApp.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'legal'));
    const response = await call('DELETE', `/categories/${legal!.id}`, editor.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CATEGORY_NOT_EMPTY',
      message: 'This category still has 2 articles. Move or delete them first.',
    });
    const still = await testApp.database.db
      .select()
      .from(categories)
      .where(and(eq(categories.id, legal!.id)));
    expect(still).toHaveLength(1);
  });

  it('answers 404 to unknown and malformed category ids', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const put = await call('PUT', `/categories/${id}`, editor.token, { name: 'A', slug: 'a' });
      expect(put.statusCode, id).toBe(404);
      expect(put.json().message).toBe('We could not find that category.');
      expect((await call('DELETE', `/categories/${id}`, editor.token)).statusCode).toBe(404);
    }
  });
});
