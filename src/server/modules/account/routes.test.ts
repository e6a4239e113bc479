import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EMAIL_IN_USE_MESSAGE,
  EMAIL_LINK_INVALID_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@shared/contracts/account';
import {
  auditLog,
  authTokens,
  caseDocuments,
  caseMessages,
  caseUpdates,
  cases,
  jobs,
  loginAttempts,
  onboardingAnswers,
  helpInterviews,
  partnerReferrals,
  recommendationScores,
  resourceInteractions,
  sessions,
  userAccounts,
  userPreferences,
} from '../../db/schema';
import { createSession } from '../../platform/auth/sessions';
import { LocalDiskStorage } from '../../platform/storage/local-storage';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  TEST_PASSWORD,
  type TestAccount,
} from '../../testing/accounts';
import { DELETED_CLIENT_NAME } from './deletion';
import { clearOutbox, takeOutbox } from '../../testing/outbox';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();
const db = () => testApp.database.db;

afterEach(async () => {
  await db().delete(jobs);
  await db().delete(loginAttempts);
  clearOutbox(testApp);
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  return testApp.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

const login = (email: string, password: string) =>
  call('POST', '/api/auth/login', undefined, { email, password });

async function storeFile(key: string, text: string) {
  const storage = testApp.app.storage;
  if (!(storage instanceof LocalDiskStorage)) throw new Error('The tests use local storage.');
  await storage.writeUpload(key, Readable.from([Buffer.from(text)]), 1024 * 1024, 16);
}

interface Seeded {
  account: TestAccount;
  caseId: string;
  publicDocKey: string;
  privateDocKey: string;
}

/** A client with a case, public and private updates and documents (with files), and more. */
async function seededClient(label: string): Promise<Seeded> {
  const account = await createClientAccount(db(), { firstName: `First-${label}` });
  const [row] = await db()
    .insert(cases)
    .values({
      userId: account.id,
      caseNumber: `TRA-2024-${randomUUID()}`,
      timeshareCompany: `Company ${label}`,
      situation: `Situation ${label}`,
    })
    .returning();
  const caseId = row!.id;
  await db()
    .insert(caseUpdates)
    .values([
      { caseId, title: `Public update ${label}`, description: 'seen', createdBy: 'TRA Team' },
      {
        caseId,
        title: `Private note ${label}`,
        description: 'internal',
        isPublic: false,
        createdBy: 'TRA Team',
      },
    ]);
  const publicDocKey = `cases/${caseId}/${randomUUID()}/public-${label}.txt`;
  const privateDocKey = `cases/${caseId}/${randomUUID()}/private-${label}.txt`;
  await storeFile(publicDocKey, 'public bytes');
  await storeFile(privateDocKey, 'private bytes');
  const doc = { caseId, fileType: 'text/plain', fileSize: 12, uploadedBy: 'TRA Team' };
  await db()
    .insert(caseDocuments)
    .values([
      { ...doc, fileName: `public-${label}.txt`, isPublic: true, storageKey: publicDocKey },
      { ...doc, fileName: `private-${label}.txt`, isPublic: false, storageKey: privateDocKey },
    ]);
  await db()
    .insert(caseMessages)
    .values([
      {
        caseId,
        authorKind: 'client',
        authorClientId: account.id,
        authorName: `First-${label} Okafor`,
        body: `Client question ${label}`,
        createdAt: new Date('2025-01-02T10:00:00Z'),
      },
      {
        caseId,
        authorKind: 'staff',
        authorName: 'TRA Team',
        body: `Staff answer ${label}\nOn two lines.`,
        createdAt: new Date('2025-01-03T10:00:00Z'),
      },
    ]);
  await db()
    .insert(userPreferences)
    .values({ userId: account.id, preferredTopics: ['maintenance-fees'] });
  await db()
    .insert(onboardingAnswers)
    .values({ userId: account.id, answers: { timeshareCompany: `Company ${label}` } });
  await db()
    .insert(helpInterviews)
    .values({
      userId: account.id,
      answers: { state: 'florida', exitCompanyName: `Exit ${label}` },
    });
  await db()
    .insert(resourceInteractions)
    .values({
      userId: account.id,
      resourceType: 'article',
      resourceId: `article-${label}`,
      actionType: 'view',
    });
  await db()
    .insert(recommendationScores)
    .values({
      userId: account.id,
      resourceType: 'article',
      resourceId: `a-${label}`,
      score: '0.5',
    });
  return { account, caseId, publicDocKey, privateDocKey };
}

const refusedRoutes = [
  { method: 'GET' as const, url: '/api/account/export' },
  {
    method: 'POST' as const,
    url: '/api/account/password',
    payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' },
  },
  {
    method: 'POST' as const,
    url: '/api/account/email',
    payload: { newEmail: 'new@example.com', password: TEST_PASSWORD },
  },
  {
    method: 'DELETE' as const,
    url: '/api/account',
    payload: { password: TEST_PASSWORD, confirmation: 'DELETE' },
  },
];

describe('sign-in', () => {
  it('answers 401 to every account route without a client sign-in', async () => {
    await expectSignInRequired(testApp.app, refusedRoutes, await refusedSignIns(db(), 'client'));
  });
});

describe('GET /api/account/export', () => {
  it('downloads the client’s own data and nothing of anyone else’s', async () => {
    const mine = await seededClient('mine');
    const other = await seededClient('stranger');
    const response = await call('GET', '/api/account/export', mine.account.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tra-my-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    const body = response.json();
    expect(body.account).toMatchObject({
      id: mine.account.id,
      email: mine.account.email,
      firstName: 'First-mine',
      hasCompletedOnboarding: true,
    });
    expect(body.preferences).toMatchObject({ preferredTopics: ['maintenance-fees'] });
    expect(body.onboardingAnswers.answers).toEqual({ timeshareCompany: 'Company mine' });
    expect(body.helpInterview.answers).toEqual({ state: 'florida', exitCompanyName: 'Exit mine' });
    expect(body.cases).toHaveLength(1);
    expect(body.cases[0].case.id).toBe(mine.caseId);
    expect(body.cases[0].updates.map((update: { title: string }) => update.title)).toEqual([
      'Public update mine',
    ]);
    expect(body.cases[0].documents.map((doc: { fileName: string }) => doc.fileName)).toEqual([
      'public-mine.txt',
    ]);
    // The conversation, oldest first, as written; the unread count is the client's own.
    expect(body.cases[0].messages).toEqual([
      expect.objectContaining({
        authorKind: 'client',
        authorName: 'First-mine Okafor',
        body: 'Client question mine',
        createdAt: '2025-01-02T10:00:00.000Z',
      }),
      expect.objectContaining({
        authorKind: 'staff',
        authorName: 'TRA Team',
        body: 'Staff answer mine\nOn two lines.',
        documentId: null,
      }),
    ]);
    expect(body.cases[0].case.unreadMessages).toBe(1);
    expect(body.resourceInteractions.map((row: { resourceId: string }) => row.resourceId)).toEqual([
      'article-mine',
    ]);
    expect(new Date(body.exportedAt).toISOString()).toBe(body.exportedAt);

    const text = response.body;
    for (const secret of [
      'passwordHash',
      'password',
      'Private note',
      'private-mine',
      'storageKey',
      other.account.id,
      other.account.email,
      'stranger',
      other.caseId,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('answers empty lists and nulls for a client with nothing stored', async () => {
    const account = await createClientAccount(db());
    const body = (await call('GET', '/api/account/export', account.token)).json();
    expect(body).toMatchObject({
      preferences: null,
      onboardingAnswers: null,
      helpInterview: null,
      cases: [],
      resourceInteractions: [],
    });
  });
});

describe('POST /api/account/password', () => {
  const newPassword = 'a brand new password';

  it('refuses a wrong current password and changes nothing', async () => {
    const account = await createClientAccount(db());
    const [before] = await db().select().from(userAccounts).where(eq(userAccounts.id, account.id));
    const response = await call('POST', '/api/account/password', account.token, {
      currentPassword: 'not my password',
      newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'WRONG_PASSWORD', message: WRONG_PASSWORD_MESSAGE });
    const [after] = await db().select().from(userAccounts).where(eq(userAccounts.id, account.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect((await call('GET', '/api/auth/me', account.token)).statusCode).toBe(200);
  });

  it('refuses a new password under 8 characters', async () => {
    const account = await createClientAccount(db());
    const response = await call('POST', '/api/account/password', account.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password must be at least 8 characters.');
  });

  it('changes the password, ends the other sessions, keeps this one and tells the owner', async () => {
    const account = await createClientAccount(db());
    const otherDevice = await createSession(db(), { kind: 'client', id: account.id });
    const response = await call('POST', '/api/account/password', account.token, {
      currentPassword: TEST_PASSWORD,
      newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/password has been changed/);

    expect((await call('GET', '/api/auth/me', otherDevice)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', account.token)).statusCode).toBe(200);
    expect((await login(account.email, newPassword)).statusCode).toBe(200);
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(401);

    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, account.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'client',
      actorId: account.id,
      action: 'account.password_changed',
      entityType: 'user_account',
    });
    expect(JSON.stringify(audit[0])).not.toMatch(/password"|hash|brand new/i);

    const sent = await takeOutbox(testApp);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [account.email, 'Your password was changed'],
    ]);
  });
});

describe('e-mail change', () => {
  const linkIn = (body: string) => body.match(/\/confirm-email\?token=([A-Za-z0-9_-]+)/)?.[1];

  async function requestChange(account: TestAccount, newEmail: string, password = TEST_PASSWORD) {
    return call('POST', '/api/account/email', account.token, { newEmail, password });
  }

  it('changes the address through the link sent to the new address', async () => {
    const account = await createClientAccount(db());
    const otherDevice = await createSession(db(), { kind: 'client', id: account.id });
    const newEmail = `new-${randomUUID()}@example.com`;
    const response = await requestChange(account, newEmail.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain(newEmail);

    const sent = await takeOutbox(testApp);
    const toNew = sent.find((mail) => mail.to === newEmail);
    const toOld = sent.find((mail) => mail.to === account.email);
    expect(toOld?.subject).toBe('A change of your e-mail address was requested');
    expect(toOld && linkIn(toOld.body)).toBeUndefined();
    expect(toNew?.body).toContain(`${testApp.config.publicUrl}/confirm-email?token=`);
    const token = linkIn(toNew!.body)!;

    // Nothing changes before the link is used.
    const [unchanged] = await db()
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.id, account.id));
    expect(unchanged!.email).toBe(account.email);

    const confirmed = await call('POST', '/api/account/email/confirm', undefined, { token });
    expect(confirmed.statusCode).toBe(200);
    const [changed] = await db().select().from(userAccounts).where(eq(userAccounts.id, account.id));
    expect(changed!.email).toBe(newEmail);
    expect((await call('GET', '/api/auth/me', account.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', otherDevice)).statusCode).toBe(401);
    expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(401);

    const actions = await db()
      .select({ action: auditLog.action, row: sql<string>`${auditLog}::text` })
      .from(auditLog)
      .where(eq(auditLog.entityId, account.id));
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'account.email_change_requested',
      'account.email_changed',
    ]);
    for (const entry of actions) expect(entry.row).not.toContain('@');

    // The link works once.
    const reused = await call('POST', '/api/account/email/confirm', undefined, { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      code: 'EMAIL_LINK_INVALID',
      message: EMAIL_LINK_INVALID_MESSAGE,
    });
  });

  it('refuses a wrong password, the current address and an address in use', async () => {
    const account = await createClientAccount(db());
    const other = await createClientAccount(db());
    const wrong = await requestChange(account, 'fresh@example.com', 'nope');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect((await requestChange(account, account.email)).json().code).toBe('SAME_EMAIL');
    const taken = await requestChange(account, other.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'EMAIL_TAKEN', message: EMAIL_IN_USE_MESSAGE });
    const [tokens] = await db()
      .select({ n: count() })
      .from(authTokens)
      .where(eq(authTokens.principalId, account.id));
    expect(tokens!.n).toBe(0);
  });

  it('refuses the link when the address was taken meanwhile, and unknown links', async () => {
    const account = await createClientAccount(db());
    const newEmail = `race-${randomUUID()}@example.com`;
    await requestChange(account, newEmail);
    const token = linkIn((await takeOutbox(testApp)).find((mail) => mail.to === newEmail)!.body)!;
    await createClientAccount(db(), { email: newEmail });
    const response = await call('POST', '/api/account/email/confirm', undefined, { token });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    const [kept] = await db().select().from(userAccounts).where(eq(userAccounts.id, account.id));
    expect(kept!.email).toBe(account.email);

    const unknown = await call('POST', '/api/account/email/confirm', undefined, { token: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('EMAIL_LINK_INVALID');
  });

  it('refuses an expired link', async () => {
    const account = await createClientAccount(db());
    const newEmail = `late-${randomUUID()}@example.com`;
    await requestChange(account, newEmail);
    const token = linkIn((await takeOutbox(testApp)).find((mail) => mail.to === newEmail)!.body)!;
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.principalId, account.id));
    const response = await call('POST', '/api/account/email/confirm', undefined, { token });
    expect(response.statusCode).toBe(400);
  });
});

describe('DELETE /api/account', () => {
  async function rowCounts(userId: string, caseId: string) {
    const n = async (table: PgTable, where: SQL | undefined) => {
      const [row] = await db().select({ n: count() }).from(table).where(where);
      return row!.n;
    };
    return {
      accounts: await n(userAccounts, eq(userAccounts.id, userId)),
      cases: await n(cases, eq(cases.userId, userId)),
      caseUpdates: await n(caseUpdates, eq(caseUpdates.caseId, caseId)),
      caseDocuments: await n(caseDocuments, eq(caseDocuments.caseId, caseId)),
      caseMessages: await n(caseMessages, eq(caseMessages.caseId, caseId)),
      preferences: await n(userPreferences, eq(userPreferences.userId, userId)),
      onboardingAnswers: await n(onboardingAnswers, eq(onboardingAnswers.userId, userId)),
      helpInterviews: await n(helpInterviews, eq(helpInterviews.userId, userId)),
      interactions: await n(resourceInteractions, eq(resourceInteractions.userId, userId)),
      scores: await n(recommendationScores, eq(recommendationScores.userId, userId)),
      sessions: await n(sessions, sql`${sessions.sess}->>'id' = ${userId}`),
      tokens: await n(authTokens, eq(authTokens.principalId, userId)),
    };
  }

  const deleteAs = (token: string, payload: object) =>
    call('DELETE', '/api/account', token, payload);

  it('refuses a wrong password or a missing DELETE and keeps everything', async () => {
    const mine = await seededClient('keep');
    const before = await rowCounts(mine.account.id, mine.caseId);
    const wrong = await deleteAs(mine.account.token, { password: 'nope', confirmation: 'DELETE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const unconfirmed = await deleteAs(mine.account.token, {
      password: TEST_PASSWORD,
      confirmation: 'delete',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe('Please type DELETE in capital letters to confirm.');
    expect(await rowCounts(mine.account.id, mine.caseId)).toEqual(before);
  });

  it('removes the account and all it owns, its files and sessions, and nothing of others', async () => {
    const mine = await seededClient('gone');
    const other = await seededClient('stays');
    const firm = await createPartnerAccount(db());
    const referral = (seeded: Seeded) => ({
      partnerId: firm.id,
      caseId: seeded.caseId,
      clientEmail: seeded.account.email,
      clientName: 'Margaret Okafor',
      referralType: 'case-assignment',
    });
    await db()
      .insert(partnerReferrals)
      .values([referral(mine), referral(other)]);
    // A pending e-mail change link of the client.
    await call('POST', '/api/account/email', mine.account.token, {
      newEmail: `next-${randomUUID()}@example.com`,
      password: TEST_PASSWORD,
    });
    const before = await rowCounts(mine.account.id, mine.caseId);
    expect(Object.values(before).every((value) => value > 0)).toBe(true);
    const otherBefore = await rowCounts(other.account.id, other.caseId);

    const response = await deleteAs(mine.account.token, {
      password: TEST_PASSWORD,
      confirmation: 'DELETE',
    });
    expect(response.statusCode).toBe(204);

    const after = await rowCounts(mine.account.id, mine.caseId);
    expect(
      Object.values(after).every((value) => value === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(await rowCounts(other.account.id, other.caseId)).toEqual(otherBefore);

    const storage = testApp.app.storage;
    expect(await storage.head(mine.publicDocKey)).toBeUndefined();
    expect(await storage.head(mine.privateDocKey)).toBeUndefined();
    expect(await storage.head(other.publicDocKey)).toBeDefined();
    expect(await storage.head(other.privateDocKey)).toBeDefined();

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.deleted'));
    expect(audit).toMatchObject({
      actorKind: 'client',
      actorId: mine.account.id,
      entityType: 'user_account',
      entityId: mine.account.id,
      before: {
        cases: 1,
        caseUpdates: 2,
        caseDocuments: 2,
        caseMessages: 2,
        resourceInteractions: 1,
      },
    });
    const auditText = JSON.stringify(audit);
    expect(auditText).not.toContain(mine.account.email);
    expect(auditText).not.toContain('@');
    expect(auditText).not.toContain('First-gone');
    expect(auditText).not.toContain('Okafor');

    expect((await call('GET', '/api/auth/me', mine.account.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/export', mine.account.token)).statusCode).toBe(401);
    expect((await login(mine.account.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', other.account.token)).statusCode).toBe(200);
    const [left] = await db()
      .select({ n: count() })
      .from(caseDocuments)
      .where(inArray(caseDocuments.storageKey, [mine.publicDocKey, mine.privateDocKey]));
    expect(left!.n).toBe(0);

    // The firm keeps its referral records, but the deleted client's no longer name them.
    const referrals = await db()
      .select({
        clientName: partnerReferrals.clientName,
        clientEmail: partnerReferrals.clientEmail,
      })
      .from(partnerReferrals)
      .where(eq(partnerReferrals.partnerId, firm.id));
    expect(referrals).toHaveLength(2);
    expect(referrals).toContainEqual({ clientName: DELETED_CLIENT_NAME, clientEmail: '' });
    expect(referrals).toContainEqual({
      clientName: 'Margaret Okafor',
      clientEmail: other.account.email,
    });
  });
});
