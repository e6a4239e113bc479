import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@shared/contracts/recommendations';
import {
  articles,
  categories,
  legalForms,
  legalResources,
  recommendationScores,
  resourceInteractions,
  type NewArticle,
  type NewLegalResource,
} from '../../db/schema';
import { bearer, createClientAccount, type TestAccount } from '../../testing/accounts';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';
import { SCORE_WEIGHTS } from './scoring';
import { listRecommendations, RECOMMENDATIONS_MAX_AGE_MS } from './service';

const testApp = useTestApp();
const db = () => testApp.database.db;

const basePreferences = {
  timeshareStatus: 'current_owner',
  preferredTopics: [] as string[],
  experienceLevel: 'beginner',
  previousCancellationAttempts: false,
  helpTypePriority: [] as string[],
  contentFormatPreferences: [] as string[],
  notificationFrequency: 'weekly',
};

const scamLover = {
  ...basePreferences,
  preferredTopics: ['Scam Prevention'],
  contentFormatPreferences: ['Checklists'],
  experienceLevel: 'beginner',
};
const lawyerly = {
  ...basePreferences,
  preferredTopics: ['Legal Rights', 'State Regulations'],
  experienceLevel: 'advanced',
};

async function savePreferences(account: TestAccount, preferences: object) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/user-preferences',
    payload: preferences,
    headers: bearer(account.token),
  });
  expect(response.statusCode).toBe(200);
}

async function recommendations(account: TestAccount, query = ''): Promise<Recommendation[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/recommendations${query}`,
    headers: bearer(account.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function addLegalResource(overrides: Partial<NewLegalResource> = {}) {
  const [row] = await db()
    .insert(legalResources)
    .values({
      title: `Resource ${randomUUID()}`,
      resourceType: 'guide',
      category: 'Consumer Protection',
      description: 'What to know.',
      content: 'word '.repeat(450),
      targetAudience: 'Timeshare owners',
      difficulty: 'beginner',
      tags: [],
      ...overrides,
    })
    .returning({ id: legalResources.id });
  return row!.id;
}

async function addArticle(overrides: Partial<NewArticle> = {}) {
  const slug = `guide-${randomUUID()}`;
  const [row] = await db()
    .insert(articles)
    .values({
      title: `Guide ${slug}`,
      slug,
      content: 'word '.repeat(650),
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
      ...overrides,
    })
    .returning({ id: articles.id, slug: articles.slug });
  return row!;
}

/** The beginner scam worksheet and the advanced legal analysis of the brief. */
async function addScamAndAnalysis() {
  const scam = await addLegalResource({
    title: 'Spotting Resale Scams: A Worksheet',
    resourceType: 'worksheet',
    tags: ['Scam Prevention', 'Checklists'],
    difficulty: 'beginner',
  });
  const analysis = await addLegalResource({
    title: 'A State-by-State Analysis of Owner Rights',
    resourceType: 'analysis',
    category: 'Legal Analysis',
    tags: ['Legal Rights', 'State Regulations'],
    difficulty: 'advanced',
  });
  return { scam, analysis };
}

const position = (list: Recommendation[], id: string) => {
  const index = list.findIndex((item) => item.id === id);
  expect(index, `${id} is recommended`).toBeGreaterThanOrEqual(0);
  return index;
};

function expectDocumentedScores(list: Recommendation[]) {
  for (const item of list) {
    const { userPreferenceMatch, popularityScore, difficultyMatch } = item.reasoningFactors;
    for (const value of [item.score, userPreferenceMatch, popularityScore, difficultyMatch]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    const sum =
      SCORE_WEIGHTS.userPreferenceMatch * userPreferenceMatch +
      SCORE_WEIGHTS.difficultyMatch * difficultyMatch +
      SCORE_WEIGHTS.popularityScore * popularityScore;
    expect(Math.abs(item.score - sum)).toBeLessThanOrEqual(0.0005 + 1e-9);
  }
}

describe('GET /api/recommendations', () => {
  it('ranks what matches the stated preferences first and re-ranks at once when they change', async () => {
    const { scam, analysis } = await addScamAndAnalysis();
    const account = await createClientAccount(db());

    await savePreferences(account, scamLover);
    const first = await recommendations(account);
    expect(position(first, scam)).toBeLessThan(position(first, analysis));
    const scamItem = first.find((item) => item.id === scam)!;
    expect(scamItem.reasoningFactors).toMatchObject({ userPreferenceMatch: 1, difficultyMatch: 1 });
    expect(first.find((item) => item.id === analysis)!.reasoningFactors).toMatchObject({
      userPreferenceMatch: 0,
      difficultyMatch: 0,
    });
    expectDocumentedScores(first);

    await savePreferences(account, lawyerly);
    const second = await recommendations(account);
    expect(position(second, analysis)).toBeLessThan(position(second, scam));
    expect(second.find((item) => item.id === analysis)!.reasoningFactors).toMatchObject({
      userPreferenceMatch: 1,
      difficultyMatch: 1,
    });
    expectDocumentedScores(second);
  });

  it('answers best first (score, then title) in the documented shape', async () => {
    await addScamAndAnalysis();
    const account = await createClientAccount(db());
    await savePreferences(account, scamLover);
    const list = await recommendations(account);
    expect(list.length).toBeGreaterThan(1);
    for (let i = 1; i < list.length; i += 1) {
      const [before, after] = [list[i - 1]!, list[i]!];
      expect(before.score).toBeGreaterThanOrEqual(after.score);
      if (before.score === after.score) {
        expect(
          before.title.localeCompare(after.title, 'en', { sensitivity: 'base' }),
        ).toBeLessThanOrEqual(0);
      }
    }
    expectDocumentedScores(list);
  });

  it('uses the neutral preference match for a client who stated nothing', async () => {
    await addScamAndAnalysis();
    const account = await createClientAccount(db());
    const list = await recommendations(account);
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(item.reasoningFactors.userPreferenceMatch).toBe(0.5);
  });

  it('describes published articles, public legal resources and public forms', async () => {
    const [category] = await db()
      .insert(categories)
      .values({ name: 'Scam Awareness', slug: `scam-awareness-${randomUUID()}` })
      .returning({ id: categories.id });
    const article = await addArticle({
      excerpt: 'How resale scams work and how to avoid them.',
      categoryId: category!.id,
      tags: ['scam-prevention'],
      difficulty: 'intermediate',
    });
    const timed = await addArticle({ readTimeMinutes: 12 });
    const draft = await addArticle({ status: 'draft' });
    const scheduled = await addArticle({ publishedAt: new Date(Date.now() + 86_400_000) });
    const resource = await addLegalResource({ difficulty: 'Expert', content: 'word '.repeat(401) });
    const hidden = await addLegalResource({ isPublic: false });
    const [form] = await db()
      .insert(legalForms)
      .values({
        title: 'Rescission Letter',
        formType: 'rescission',
        jurisdiction: 'Florida',
        description: 'A letter that cancels within the rescission period.',
        category: 'Cancellation',
      })
      .returning({ id: legalForms.id });
    const [hiddenForm] = await db()
      .insert(legalForms)
      .values({
        title: 'Internal form',
        formType: 'internal',
        jurisdiction: 'Florida',
        description: 'Not public.',
        category: 'Internal',
        isPublic: false,
      })
      .returning({ id: legalForms.id });

    const account = await createClientAccount(db());
    await savePreferences(account, {
      ...basePreferences,
      preferredTopics: ['Scam Prevention'],
      experienceLevel: 'intermediate',
    });
    const list = await recommendations(account);
    const ids = list.map((item) => item.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(hiddenForm!.id);

    expect(list.find((item) => item.id === article.id)).toEqual({
      id: article.id,
      resourceType: 'article',
      title: `Guide ${article.slug}`,
      category: 'Scam Awareness',
      description: 'How resale scams work and how to avoid them.',
      url: `/resources/${article.slug}`,
      slug: article.slug,
      score: 0.85,
      difficulty: 'intermediate',
      estimatedReadTime: 5,
      reasoningFactors: { userPreferenceMatch: 1, popularityScore: 0, difficultyMatch: 1 },
    });
    expect(list.find((item) => item.id === timed.id)).toMatchObject({
      // From its 650 words, not the stored 12 (issue 15).
      estimatedReadTime: 5,
      category: 'General',
      description: expect.stringMatching(/^word word/),
    });
    expect(list.find((item) => item.id === resource)).toMatchObject({
      resourceType: 'legal_resource',
      url: `/legal-database/legal_resource/${resource}`,
      slug: null,
      difficulty: 'advanced',
      estimatedReadTime: 3,
    });
    expect(list.find((item) => item.id === form!.id)).toMatchObject({
      resourceType: 'legal_form',
      title: 'Rescission Letter',
      category: 'Cancellation',
      description: 'A letter that cancels within the rescission period.',
      url: `/legal-database/legal_form/${form!.id}`,
      slug: null,
      difficulty: 'beginner',
      estimatedReadTime: 1,
    });
  });

  it('shows an article published after the last calculation on the next call', async () => {
    const account = await createClientAccount(db());
    await recommendations(account);
    const article = await addArticle();
    const list = await recommendations(account);
    expect(list.map((item) => item.id)).toContain(article.id);
  });

  it('stores the scores and deactivates those of resources that disappeared', async () => {
    const account = await createClientAccount(db());
    const gone = await addLegalResource();
    await recommendations(account);
    const storedOf = async (resourceId: string) =>
      (
        await db()
          .select()
          .from(recommendationScores)
          .where(
            and(
              eq(recommendationScores.userId, account.id),
              eq(recommendationScores.resourceId, resourceId),
            ),
          )
      )[0];
    const before = await storedOf(gone);
    expect(before).toMatchObject({ resourceType: 'legal_resource', isActive: true });
    expect(Number(before!.score)).toBeGreaterThan(0);

    await db()
      .update(legalResources)
      .set({ isPublic: false, updatedAt: new Date() })
      .where(eq(legalResources.id, gone));
    const list = await recommendations(account);
    expect(list.map((item) => item.id)).not.toContain(gone);
    expect(await storedOf(gone)).toMatchObject({ isActive: false });
  });

  it('reuses fresh scores and recalculates them once they are an hour old', async () => {
    const account = await createClientAccount(db());
    await addLegalResource();
    await recommendations(account);
    const newest = async () =>
      (
        await db()
          .select({ at: recommendationScores.lastCalculated })
          .from(recommendationScores)
          .where(eq(recommendationScores.userId, account.id))
      ).reduce((max, row) => Math.max(max, row.at.getTime()), 0);
    const calculated = await newest();
    await recommendations(account);
    expect(await newest()).toBe(calculated);

    const later = new Date(Date.now() + RECOMMENDATIONS_MAX_AGE_MS + 60_000);
    await listRecommendations(db(), account.id, { now: later });
    expect(await newest()).toBe(later.getTime());
  });

  it('leaves out resources the client completed', async () => {
    const { scam, analysis } = await addScamAndAnalysis();
    const account = await createClientAccount(db());
    await savePreferences(account, scamLover);
    expect((await recommendations(account)).map((item) => item.id)).toContain(scam);

    const tracked = await testApp.app.inject({
      method: 'POST',
      url: '/api/track-interaction',
      headers: bearer(account.token),
      payload: { resourceId: scam, resourceType: 'legal_resource', interactionType: 'complete' },
    });
    expect(tracked.statusCode).toBe(204);
    const ids = (await recommendations(account)).map((item) => item.id);
    expect(ids).not.toContain(scam);
    expect(ids).toContain(analysis);

    const other = await createClientAccount(db());
    expect((await recommendations(other)).map((item) => item.id)).toContain(scam);
  });

  it('raises a resource that others interact with', async () => {
    const popular = await addLegalResource({ title: 'Zz popular', tags: ['Financial Impact'] });
    const quiet = await addLegalResource({ title: 'Aa quiet', tags: ['Financial Impact'] });
    await db()
      .insert(resourceInteractions)
      .values(
        Array.from({ length: 5 }, () => ({
          sessionId: 'visitor-1',
          resourceType: 'legal_resource',
          resourceId: popular,
          actionType: 'download',
        })),
      );
    const account = await createClientAccount(db());
    await savePreferences(account, { ...basePreferences, preferredTopics: ['Financial Impact'] });
    const list = await recommendations(account);
    const popularItem = list.find((item) => item.id === popular)!;
    const quietItem = list.find((item) => item.id === quiet)!;
    expect(popularItem.reasoningFactors.popularityScore).toBeGreaterThan(0);
    expect(quietItem.reasoningFactors.popularityScore).toBe(0);
    expect(popularItem.score).toBeGreaterThan(quietItem.score);
    expect(position(list, popular)).toBeLessThan(position(list, quiet));
    expectDocumentedScores(list);
  });

  it('answers at most `limit`, and 400 for a limit outside 1..50', async () => {
    await addScamAndAnalysis();
    const account = await createClientAccount(db());
    const all = await recommendations(account);
    const two = await recommendations(account, '?limit=2');
    expect(two).toEqual(all.slice(0, 2));
    for (const limit of ['0', '51', 'many', '1.5']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/recommendations?limit=${limit}`,
        headers: bearer(account.token),
      });
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/limit/),
      });
    }
  });

  it('answers 401 without a usable client sign-in', async () => {
    await expectSignInRequired(
      testApp.app,
      [{ method: 'GET', url: '/api/recommendations' }],
      await refusedSignIns(db(), 'client'),
    );
  });
});
