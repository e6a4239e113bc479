import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  comingLaterContentFormats,
  defaultUserPreferences,
  offeredContentFormats,
} from '@shared/contracts/preferences';
import { contentFormats } from '@shared/options';
import { downloads } from '@shared/downloads';
import { userPreferences } from '../../db/schema';
import { guides } from '../../db/seed/guides';
import { resourceSeeds } from '../../db/seed/legal/resources';
import { bearer, createClientAccount, type TestAccount } from '../../testing/accounts';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();

const chosen = {
  timeshareStatus: 'considering_exit',
  preferredTopics: ['Legal Rights', 'Scam Prevention'],
  experienceLevel: 'intermediate',
  previousCancellationAttempts: true,
  helpTypePriority: ['Legal Guidance', 'Attorney Referrals'],
  contentFormatPreferences: ['Checklists', 'Interactive Tools'],
  notificationFrequency: 'monthly',
};

const read = (account: TestAccount) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/user-preferences',
    headers: bearer(account.token),
  });

const save = (account: TestAccount, payload: object) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/user-preferences',
    payload,
    headers: bearer(account.token),
  });

async function storedRows(account: TestAccount) {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(userPreferences)
    .where(eq(userPreferences.userId, account.id));
  return row!.n;
}

describe('GET /api/user-preferences', () => {
  it('answers the defaults when nothing is stored', async () => {
    const account = await createClientAccount(testApp.database.db);
    const response = await read(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultUserPreferences);
    expect(await storedRows(account)).toBe(0);
  });
});

describe('PUT /api/user-preferences', () => {
  it('saves all seven fields, answers them and reads them back', async () => {
    const account = await createClientAccount(testApp.database.db);
    const saved = await save(account, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await read(account)).json()).toEqual(chosen);
  });

  it('keeps one row per account when saved again', async () => {
    const account = await createClientAccount(testApp.database.db);
    await save(account, chosen);
    const again = { ...chosen, preferredTopics: [], notificationFrequency: 'never' };
    const response = await save(account, again);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(again);
    expect((await read(account)).json()).toEqual(again);
    expect(await storedRows(account)).toBe(1);
  });

  it("keeps each client's preferences apart", async () => {
    const first = await createClientAccount(testApp.database.db);
    const second = await createClientAccount(testApp.database.db);
    await save(first, chosen);
    expect((await read(second)).json()).toEqual(defaultUserPreferences);
  });

  it.each([
    ['timeshareStatus', 'sold_it', /timeshare status/i],
    ['experienceLevel', 'expert', /experience level/i],
    ['notificationFrequency', 'hourly', /how often/i],
    ['previousCancellationAttempts', 'yes', /previous cancellation attempts/i],
    ['preferredTopics', ['Legal Rights', 'Cooking'], /preferred topics/i],
    ['helpTypePriority', ['Astrology'], /help types/i],
    ['contentFormatPreferences', 'Checklists', /content formats|expected array/i],
  ])(
    'refuses %s = %j with 400 naming the field, leaving the stored ones',
    async (field, value, named) => {
      const account = await createClientAccount(testApp.database.db);
      await save(account, chosen);
      const response = await save(account, { ...chosen, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(named),
      });
      expect(response.json().issues[0].path).toMatch(new RegExp(`^${field}`));
      expect((await read(account)).json()).toEqual(chosen);
    },
  );

  it.each(comingLaterContentFormats)(
    'refuses the format %s, which has no content yet, and reads an old choice of it as not made',
    async (format) => {
      const account = await createClientAccount(testApp.database.db);
      const response = await save(account, {
        ...chosen,
        contentFormatPreferences: ['Checklists', format],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/content formats has a choice that is not offered/i);

      // Stored before the format was marked "coming later".
      await testApp.database.db.insert(userPreferences).values({
        ...chosen,
        contentFormatPreferences: ['Checklists', format],
        userId: account.id,
      });
      expect((await read(account)).json().contentFormatPreferences).toEqual(['Checklists']);
    },
  );

  it('refuses a partial object and stores nothing', async () => {
    const account = await createClientAccount(testApp.database.db);
    const { notificationFrequency: _left, ...partial } = chosen;
    const response = await save(account, partial);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('notificationFrequency');
    expect(await storedRows(account)).toBe(0);
  });
});

describe('signing in', () => {
  it('answers 401 to every call without a usable client sign-in and stores nothing', async () => {
    const db = testApp.database.db;
    const rows = async () => (await db.select({ n: count() }).from(userPreferences))[0]!.n;
    const before = await rows();
    await expectSignInRequired(
      testApp.app,
      [
        { method: 'GET', url: '/api/user-preferences' },
        { method: 'PUT', url: '/api/user-preferences', payload: chosen },
      ],
      await refusedSignIns(db, 'client'),
    );
    expect(await rows()).toBe(before);
  });
});

describe('content formats (issue 15)', () => {
  it('offers exactly the formats we have content in, and names the others as coming later', () => {
    const tagged = new Set<string>([
      ...guides.flatMap((guide) => guide.tags),
      ...resourceSeeds.flatMap((resource) => resource.tags),
    ]);
    // The education centre's downloads are the "Downloadable PDFs".
    if (downloads.some((download) => download.fileType === 'PDF')) tagged.add('Downloadable PDFs');
    const withContent = contentFormats.map((format) => format.value).filter((f) => tagged.has(f));
    expect(offeredContentFormats.map((format) => format.value)).toEqual(withContent);
    expect([...comingLaterContentFormats].sort()).toEqual(
      contentFormats
        .map((format) => format.value)
        .filter((format) => !tagged.has(format))
        .sort(),
    );
  });
});
