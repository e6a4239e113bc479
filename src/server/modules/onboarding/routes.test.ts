import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CASE_SUBMITTED_TITLE } from '@shared/contracts/cases';
import { helpNeededPreferences } from '@shared/onboarding-preferences';
import { onboardingHelpOptions } from '@shared/options';
import {
  caseUpdates,
  cases,
  jobs,
  onboardingAnswers,
  userAccounts,
  userPreferences,
} from '../../db/schema';
import { bearer, createClientAccount, type TestAccount } from '../../testing/accounts';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();

afterEach(async () => {
  await testApp.database.db.delete(jobs);
});

const fullAnswers = {
  phone: '(555) 201-3344',
  timeshareCompany: 'Sunny Shores Vacation Club',
  timeshareLocation: 'Orlando, FL',
  purchaseDate: 'March 2021',
  currentSituation: 'The fees went up three years in a row and the resort ignores my letters.',
  helpNeeded: ['Timeshare Cancellation', 'Contract Review'],
  urgencyLevel: 'high',
  experienceLevel: 'intermediate',
  previousAttempts: true,
  preferredCommunication: 'email',
  notificationFrequency: 'major',
  primaryGoal: 'cancel',
  timeline: 'asap',
  additionalInfo: 'Best reached after 5 pm.',
};

const newClient = () =>
  createClientAccount(testApp.database.db, { hasCompletedOnboarding: false, phone: null });

const complete = (account: TestAccount, payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/onboarding/complete',
    payload,
    headers: bearer(account.token),
  });

async function storedFor(account: TestAccount) {
  const db = testApp.database.db;
  const [user] = await db.select().from(userAccounts).where(eq(userAccounts.id, account.id));
  const [answers] = await db
    .select()
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.userId, account.id));
  const [preferences] = await db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, account.id));
  const ownCases = await db.select().from(cases).where(eq(cases.userId, account.id));
  const [mail] = await db.select({ n: count() }).from(jobs);
  return { user: user!, answers, preferences, cases: ownCases, mail: mail!.n };
}

describe('POST /api/onboarding/complete', () => {
  it('stores everything in one go and answers the user and the first case', async () => {
    const account = await newClient();
    const response = await complete(account, fullAnswers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      id: account.id,
      email: account.email,
      firstName: 'Margaret',
      lastName: 'Okafor',
      phone: '(555) 201-3344',
      hasCompletedOnboarding: true,
      locale: 'en',
    });
    expect(body.case).toMatchObject({
      timeshareCompany: 'Sunny Shores Vacation Club',
      purchaseDate: 'March 2021',
      situation: fullAnswers.currentSituation,
      priority: 'high',
      status: 'submitted',
    });
    expect(body.case.caseNumber).toMatch(/^TRA-\d{4}-\d{6}$/);

    const stored = await storedFor(account);
    expect(stored.user).toMatchObject({ hasCompletedOnboarding: true, phone: '(555) 201-3344' });
    expect(stored.answers!.answers).toEqual(fullAnswers);
    expect(stored.preferences).toMatchObject({
      experienceLevel: 'intermediate',
      previousCancellationAttempts: true,
      notificationFrequency: 'monthly',
      timeshareStatus: 'current_owner',
      // "What help do you need?": Timeshare Cancellation and Contract Review (issue 15).
      preferredTopics: [
        'Cancellation Strategies',
        'Rescission Rights',
        'Timeline Management',
        'Contract Analysis',
        'Legal Rights',
      ],
      helpTypePriority: [
        'Step-by-Step Guides',
        'Document Templates',
        'Legal Guidance',
        'Educational Materials',
      ],
    });
    const preferences = await testApp.app.inject({
      method: 'GET',
      url: '/api/user-preferences',
      headers: bearer(account.token),
    });
    expect(preferences.json().preferredTopics).toContain('Contract Analysis');
    expect(preferences.json().helpTypePriority).toContain('Legal Guidance');
    expect(stored.cases.map((row) => row.id)).toEqual([body.case.id]);
    const updates = await testApp.database.db
      .select()
      .from(caseUpdates)
      .where(eq(caseUpdates.caseId, body.case.id));
    expect(updates.map((update) => update.title)).toEqual([CASE_SUBMITTED_TITLE]);
    expect(stored.mail).toBe(1);

    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/cases',
      headers: bearer(account.token),
    });
    expect(list.json().map((item: { id: string }) => item.id)).toEqual([body.case.id]);
  });

  it('needs only the company and the situation, keeping the defaults otherwise', async () => {
    const account = await newClient();
    const response = await complete(account, {
      timeshareCompany: 'Blue Lagoon Resorts',
      currentSituation: 'I want out.',
      phone: '',
      urgencyLevel: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().case.priority).toBe('medium');
    expect(response.json().user.phone).toBeNull();
    const stored = await storedFor(account);
    expect(stored.preferences).toMatchObject({
      experienceLevel: 'beginner',
      previousCancellationAttempts: false,
      notificationFrequency: 'weekly',
      preferredTopics: [],
      helpTypePriority: [],
    });
  });

  it.each(onboardingHelpOptions.map((option) => option.value))(
    'carries the help answer %s into the preferred topics and help types',
    async (help) => {
      const account = await newClient();
      const response = await complete(account, { ...fullAnswers, helpNeeded: [help] });
      expect(response.statusCode).toBe(200);
      const { preferences } = await storedFor(account);
      expect(preferences!.preferredTopics).toEqual(helpNeededPreferences[help].topics);
      expect(preferences!.helpTypePriority).toEqual(helpNeededPreferences[help].helpTypes);
      expect(preferences!.preferredTopics.length).toBeGreaterThan(0);
      expect(preferences!.helpTypePriority.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['daily', 'daily'],
    ['weekly', 'weekly'],
    ['monthly', 'monthly'],
    ['major', 'monthly'],
  ])('maps notification frequency %s to %s', async (given, saved) => {
    const account = await newClient();
    const response = await complete(account, { ...fullAnswers, notificationFrequency: given });
    expect(response.statusCode).toBe(200);
    expect((await storedFor(account)).preferences!.notificationFrequency).toBe(saved);
  });

  it.each([
    ['low', 'low'],
    ['medium', 'medium'],
    ['high', 'high'],
  ])('opens the case with priority %s for urgency %s', async (urgency, priority) => {
    const account = await newClient();
    const response = await complete(account, { ...fullAnswers, urgencyLevel: urgency });
    expect(response.json().case.priority).toBe(priority);
  });

  it('answers 409 ONBOARDING_DONE the second time and changes nothing', async () => {
    const account = await newClient();
    expect((await complete(account, fullAnswers)).statusCode).toBe(200);
    const before = await storedFor(account);
    const again = await complete(account, { ...fullAnswers, timeshareCompany: 'Another Club' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'ONBOARDING_DONE',
      message: 'Your account setup is already complete.',
    });
    const after = await storedFor(account);
    expect(after.cases).toHaveLength(1);
    expect(after.answers).toEqual(before.answers);
    expect(after.mail).toBe(before.mail);
  });

  it('answers 409 to a client whose account was already set up', async () => {
    const account = await createClientAccount(testApp.database.db);
    const response = await complete(account, fullAnswers);
    expect(response.statusCode).toBe(409);
    expect((await storedFor(account)).cases).toEqual([]);
  });

  it.each([
    ['currentSituation', undefined, /current situation/i],
    ['currentSituation', '   ', /current situation/i],
    ['timeshareCompany', undefined, /timeshare company/i],
    ['urgencyLevel', 'extreme', /how urgent/i],
    ['notificationFrequency', 'never', /how often/i],
    ['helpNeeded', ['Something else'], /help needed/i],
    ['phone', 'call me', /valid phone/i],
  ])('refuses %s = %j with 400 and stores nothing', async (field, value, named) => {
    const account = await newClient();
    const payload: Record<string, unknown> = { ...fullAnswers, [field]: value };
    if (value === undefined) delete payload[field];
    const response = await complete(account, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(named),
    });
    const stored = await storedFor(account);
    expect(stored.user).toMatchObject({ hasCompletedOnboarding: false, phone: null });
    expect(stored.answers).toBeUndefined();
    expect(stored.preferences).toBeUndefined();
    expect(stored.cases).toEqual([]);
    expect(stored.mail).toBe(0);
  });

  it('answers 401 without a usable client sign-in and changes nothing', async () => {
    const account = await newClient();
    await expectSignInRequired(
      testApp.app,
      [{ method: 'POST', url: '/api/onboarding/complete', payload: fullAnswers }],
      await refusedSignIns(testApp.database.db, 'client'),
    );
    expect((await storedFor(account)).user.hasCompletedOnboarding).toBe(false);
  });
});
