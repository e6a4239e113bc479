import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, legalForms, resourceInteractions } from '../../db/schema';
import { bearer, createClientAccount, createStaffAccount } from '../../testing/accounts';
import { createTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { DEFAULT_INTERACTION_RATE_LIMIT } from './routes';
import { SESSION_REQUIRED_MESSAGE } from './service';

const testApp = useTestApp();
const db = () => testApp.database.db;

async function addArticle() {
  const slug = `guide-${randomUUID()}`;
  const [row] = await db()
    .insert(articles)
    .values({
      title: 'A guide',
      slug,
      content: 'Text.',
      status: 'published',
      publishedAt: new Date(),
    })
    .returning({ id: articles.id, slug: articles.slug });
  return row!;
}

const track = (payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/api/track-interaction', payload, headers });

const rowsFor = (resourceId: string) =>
  db().select().from(resourceInteractions).where(eq(resourceInteractions.resourceId, resourceId));

describe('POST /api/track-interaction', () => {
  it("stores a signed-in client's interaction under the account", async () => {
    const article = await addArticle();
    const account = await createClientAccount(db());
    const response = await track(
      {
        resourceId: article.id,
        resourceType: 'article',
        interactionType: 'click',
        sessionId: 'ignored',
        metadata: { source: 'dashboard' },
      },
      bearer(account.token),
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await rowsFor(article.id)).toEqual([
      expect.objectContaining({
        userId: account.id,
        sessionId: null,
        resourceType: 'article',
        resourceId: article.id,
        actionType: 'click',
        metadata: { source: 'dashboard' },
      }),
    ]);
  });

  it("stores an anonymous visitor's interaction by session, with empty metadata by default", async () => {
    const article = await addArticle();
    const response = await track({
      resourceId: article.id,
      resourceType: 'article',
      interactionType: 'rate',
      rating: 4,
      timeSpent: 95,
      sessionId: 'browser-session-1',
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await rowsFor(article.id)).toEqual([
      expect.objectContaining({
        userId: null,
        sessionId: 'browser-session-1',
        actionType: 'rate',
        rating: 4,
        timeSpent: 95,
        metadata: {},
      }),
    ]);
  });

  it('treats a staff token as anonymous', async () => {
    const article = await addArticle();
    const staff = await createStaffAccount(db(), 'admin');
    const payload = { resourceId: article.id, resourceType: 'article', interactionType: 'view' };
    expect((await track(payload, bearer(staff.token))).statusCode).toBe(400);
    const response = await track({ ...payload, sessionId: 's-2' }, bearer(staff.token));
    expect(response.statusCode).toBe(204);
    expect(await rowsFor(article.id)).toEqual([
      expect.objectContaining({ userId: null, sessionId: 's-2' }),
    ]);
  });

  it('stores an article named by its slug under its id', async () => {
    const article = await addArticle();
    const response = await track({
      resourceId: article.slug,
      resourceType: 'article',
      interactionType: 'view',
      sessionId: 's-3',
    });
    expect(response.statusCode).toBe(204);
    expect(await rowsFor(article.id)).toHaveLength(1);
  });

  it('stores interactions with public legal forms', async () => {
    const [form] = await db()
      .insert(legalForms)
      .values({
        title: 'Rescission Letter',
        formType: 'rescission',
        jurisdiction: 'Florida',
        description: 'A letter.',
        category: 'Cancellation',
      })
      .returning({ id: legalForms.id });
    const response = await track({
      resourceId: form!.id,
      resourceType: 'legal_form',
      interactionType: 'download',
      sessionId: 's-4',
    });
    expect(response.statusCode).toBe(204);
    expect(await rowsFor(form!.id)).toEqual([
      expect.objectContaining({ resourceType: 'legal_form', actionType: 'download' }),
    ]);
  });

  it('answers 400 without sessionId when not signed in, and stores nothing', async () => {
    const article = await addArticle();
    for (const sessionId of [undefined, '', '   ']) {
      const response = await track({
        resourceId: article.id,
        resourceType: 'article',
        interactionType: 'view',
        ...(sessionId === undefined ? {} : { sessionId }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: SESSION_REQUIRED_MESSAGE,
      });
    }
    expect(await rowsFor(article.id)).toHaveLength(0);
  });

  it.each([
    ['interactionType', { interactionType: 'like' }],
    ['resourceType', { resourceType: 'podcast' }],
    ['resourceId', { resourceId: '' }],
    ['rating', { rating: 6 }],
  ])('answers 400 for a bad %s', async (field, change) => {
    const article = await addArticle();
    const response = await track({
      resourceId: article.id,
      resourceType: 'article',
      interactionType: 'view',
      sessionId: 's-5',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().issues[0].path).toBe(field);
    expect(await rowsFor(article.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown or malformed resource id, never 500', async () => {
    const before = (await db().select({ n: count() }).from(resourceInteractions))[0]!.n;
    for (const [resourceType, resourceId] of [
      ['article', randomUUID()],
      ['article', 'no-such-slug'],
      ['article', "x'; drop table articles; --"],
      ['legal_form', randomUUID()],
      ['legal_resource', 'not-a-uuid'],
      ['legal_statute', randomUUID()],
      ['legal_case', '12345'],
    ]) {
      const response = await track({
        resourceId,
        resourceType,
        interactionType: 'view',
        sessionId: 's-6',
      });
      expect(response.statusCode, `${resourceType} ${resourceId}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const after = (await db().select({ n: count() }).from(resourceInteractions))[0]!.n;
    expect(after).toBe(before);
  });
});

describe('rate limit', () => {
  it(`answers 429 after ${DEFAULT_INTERACTION_RATE_LIMIT} calls a minute from one address`, async () => {
    const limited = await createTestApp();
    try {
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/track-interaction',
          payload: { resourceId: 'x', resourceType: 'article', interactionType: 'nope' },
        });
      for (let i = 0; i < DEFAULT_INTERACTION_RATE_LIMIT; i += 1) {
        expect((await call()).statusCode).toBe(400);
      }
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
