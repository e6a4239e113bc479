import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_REGISTERED_MESSAGE,
  INTAKE_INVITE_LIFETIME_DAYS,
  INVITATION_INVALID_MESSAGE,
  SUBMISSION_NOT_FOUND_MESSAGE,
} from '@shared/contracts/admin-inbox';
import { auditLog, authTokens, intakeSubmissions, jobs } from '../../db/schema';
import { hashToken } from '../../platform/auth/tokens';
import {
  bearer,
  createClientAccount,
  createStaffAccount,
  type TestAccount,
} from '../../testing/accounts';
import { queuedMail, takeOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import { auditRows, clearInbox, storeIntake, type NewIntake } from './test-helpers';

const testApp = useTestApp();
const db = () => testApp.database.db;
let admin: TestAccount;
let caller = 0;

beforeAll(async () => {
  admin = await createStaffAccount(db(), 'admin');
});
afterEach(() => clearInbox(testApp));

const DAY_MS = 24 * 60 * 60 * 1000;

const invite = (id: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/admin/inbox/intake/${id}/invite`,
    headers: bearer(admin.token),
  });

const lookUp = (token: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` });

/** Each registration from its own address, so the form rate limit never counts across tests. */
function register(email: string, inviteToken?: string) {
  caller += 1;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: 'Walter',
      lastName: 'Brennan',
      email,
      password: 'a long enough password',
      ...(inviteToken === undefined ? {} : { inviteToken }),
    },
    remoteAddress: `127.0.30.${caller}`,
  });
}

const openCase = (token: string, timeshareCompany = 'Lakeside Pines Vacation Club') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/cases',
    payload: { timeshareCompany, situation: 'My children do not want to inherit it.' },
    headers: bearer(token),
  });

const inviteLink = (text: string) =>
  text.match(/(\S+)\/auth\?tab=register&invite=([A-Za-z0-9_-]+)/);

/** Invites the request's author and returns the token from the queued e-mail. */
async function invitationToken(id: string): Promise<string> {
  const before = await queuedMail(db());
  expect((await invite(id)).statusCode).toBe(200);
  const mail = (await queuedMail(db())).slice(before.length);
  expect(mail).toHaveLength(1);
  const token = inviteLink(mail[0]!.text)?.[2];
  expect(token).toBeDefined();
  return token!;
}

async function storedRequest(id: string) {
  const [row] = await db().select().from(intakeSubmissions).where(eq(intakeSubmissions.id, id));
  return row!;
}

async function invited(overrides: NewIntake = {}) {
  const request = await storeIntake(db(), overrides);
  return { request, token: await invitationToken(request.id) };
}

describe('POST /api/admin/inbox/intake/:id/invite', () => {
  it('e-mails the person a 30-day link to create an account and moves a new request on', async () => {
    const request = await storeIntake(db(), {
      firstName: 'Walter',
      email: 'walter@example.com',
      updatedAt: new Date('2026-01-05T10:00:00Z'),
    });
    const started = Date.now();
    const response = await invite(request.id);
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({ id: request.id, status: 'in_progress', client: null });
    expect(Date.parse(item.invitedAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(item.updatedAt).toBe(item.invitedAt);

    const sent = await takeOutbox(testApp);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe('walter@example.com');
    expect(mail!.subject).toBe('Create your account with Timeshare Resolution Advocates');
    expect(mail!.body).toContain('Dear Walter,');
    expect(mail!.body).toContain(`The link works for ${INTAKE_INVITE_LIFETIME_DAYS} days.`);
    const link = inviteLink(mail!.body);
    expect(link?.[1]).toBe(testApp.config.publicUrl);

    const [stored] = await db()
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(link![2]!)));
    expect(stored).toMatchObject({
      purpose: 'intake_invite',
      principalKind: 'client',
      principalId: request.id,
      usedAt: null,
    });
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(lifetime).toBe(INTAKE_INVITE_LIFETIME_DAYS * DAY_MS);

    const audit = await auditRows(db(), 'intake_submission.invited', request.id);
    expect(audit).toMatchObject([
      {
        actorKind: 'staff',
        actorId: admin.id,
        entityType: 'intake_submission',
        before: { status: 'new', invitedAt: null },
        after: { status: 'in_progress', invitedAt: item.invitedAt, email: 'walter@example.com' },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(link![2]);
  });

  it('keeps the status of a request that is already being worked on or handled', async () => {
    const request = await storeIntake(db(), { status: 'handled' });
    const response = await invite(request.id);
    expect(response.json()).toMatchObject({ status: 'handled' });
    expect(response.json().invitedAt).not.toBeNull();
  });

  it('refuses with 409, changing nothing, when the person already has an account', async () => {
    await createClientAccount(db(), { email: 'ruth.abernathy@example.com' });
    const request = await storeIntake(db(), { email: 'Ruth.Abernathy@Example.com' });

    const response = await invite(request.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'ALREADY_REGISTERED',
      message: ALREADY_REGISTERED_MESSAGE,
    });
    expect(await storedRequest(request.id)).toMatchObject({
      status: 'new',
      invitedAt: null,
      updatedAt: request.updatedAt,
    });
    expect(await db().select().from(authTokens)).toEqual([]);
    expect(await db().select().from(jobs)).toEqual([]);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it('refuses with 409 a request already linked to an account', async () => {
    const { request, token } = await invited();
    expect((await register('someone.else@example.com', token)).statusCode).toBe(201);
    const again = await invite(request.id);
    expect(again.statusCode).toBe(409);
  });

  it.each([['00000000-0000-4000-8000-000000000000'], ['not-an-id']])(
    'answers 404 for the unknown or malformed id %s',
    async (id) => {
      const response = await invite(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SUBMISSION_NOT_FOUND_MESSAGE);
      expect(await db().select().from(jobs)).toEqual([]);
    },
  );

  it('sends a new link when invited again, and the earlier one stops working', async () => {
    const request = await storeIntake(db(), { email: 'walter@example.com' });
    const first = await invitationToken(request.id);
    const second = await invitationToken(request.id);
    expect(second).not.toBe(first);

    expect((await lookUp(first)).statusCode).toBe(404);
    expect((await lookUp(second)).statusCode).toBe(200);
    expect(await auditRows(db(), 'intake_submission.invited', request.id)).toHaveLength(2);

    // The old link links nothing, even when used to create an account.
    expect((await register('another.address@example.com', first)).statusCode).toBe(201);
    expect((await storedRequest(request.id)).clientId).toBeNull();
  });
});

describe('GET /api/auth/invitations/:token', () => {
  it('tells the sign-up form who the invitation is for', async () => {
    const { token } = await invited({
      firstName: 'Linda',
      lastName: 'Castillo',
      email: 'linda@example.com',
    });
    const response = await lookUp(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Linda',
      lastName: 'Castillo',
      email: 'linda@example.com',
    });
  });

  it('answers 404 for an unknown or expired link', async () => {
    const { token } = await invited();
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    for (const link of [token, 'x'.repeat(43)]) {
      const response = await lookUp(link);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(INVITATION_INVALID_MESSAGE);
    }
  });
});

describe('registering from an invitation', () => {
  it('links the request to the new account, once', async () => {
    const { request, token } = await invited({ email: 'walter@example.com' });
    // The person may choose another address than the one they wrote from.
    const response = await register('walter.brennan@example.com', token);
    expect(response.statusCode).toBe(201);
    const account = response.json().user;

    const stored = await storedRequest(request.id);
    expect(stored.clientId).toBe(account.id);
    expect(stored.updatedAt.getTime()).toBeGreaterThan(request.updatedAt.getTime());
    expect(await auditRows(db(), 'intake_submission.linked', request.id)).toMatchObject([
      {
        actorKind: 'client',
        actorId: account.id,
        before: { clientId: null },
        after: { clientId: account.id, via: 'invitation' },
      },
    ]);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/inbox/intake',
      headers: bearer(admin.token),
    });
    expect(list.json().items[0]).toMatchObject({
      id: request.id,
      client: { id: account.id, name: 'Walter Brennan' },
      case: null,
    });

    // Used up: it neither pre-fills the form nor links a second account.
    expect((await lookUp(token)).statusCode).toBe(404);
    const second = await register('someone.else@example.com', token);
    expect(second.statusCode).toBe(201);
    expect((await storedRequest(request.id)).clientId).toBe(account.id);
    expect(await auditRows(db(), 'intake_submission.linked', request.id)).toHaveLength(1);
  });

  it('still creates the account when the link is unknown, used or expired', async () => {
    const { request, token } = await invited({ email: 'walter@example.com' });
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    for (const link of [token, 'not-a-real-invitation', '']) {
      const response = await register(`walter.${caller}@example.com`, link);
      expect(response.statusCode, link).toBe(201);
    }
    expect((await storedRequest(request.id)).clientId).toBeNull();
  });

  it('never links a request by its address alone: registering does not prove the address', async () => {
    const invitedRequest = await storeIntake(db(), { email: 'Ruth@Example.com' });
    const token = await invitationToken(invitedRequest.id);

    const response = await register('RUTH@example.com');
    expect(response.statusCode).toBe(201);
    expect((await storedRequest(invitedRequest.id)).clientId).toBeNull();
    expect(await auditRows(db(), 'intake_submission.linked', invitedRequest.id)).toEqual([]);
    // The stranger's export holds nothing of the request.
    const exported = await testApp.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(exported.json().intakeRequests).toEqual([]);
    // The invitation still works for whoever holds the link.
    expect((await lookUp(token)).statusCode).toBe(200);
  });
});

describe('the first case', () => {
  it('is linked to the request when the client opens it, and later cases leave it alone', async () => {
    const { request, token } = await invited();
    const registered = (await register('walter.first.case@example.com', token)).json();

    const first = await openCase(registered.token);
    expect(first.statusCode).toBe(201);
    const linked = await storedRequest(request.id);
    expect(linked.caseId).toBe(first.json().id);

    const second = await openCase(registered.token, 'Coral Bay Resorts');
    expect(second.statusCode).toBe(201);
    expect((await storedRequest(request.id)).caseId).toBe(first.json().id);

    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/inbox/intake',
      headers: bearer(admin.token),
    });
    expect(list.json().items[0].case).toEqual({
      id: first.json().id,
      caseNumber: first.json().caseNumber,
    });
  });

  it('is linked when it is opened by completing onboarding', async () => {
    const { request, token } = await invited();
    const registered = (await register('walter.onboarding@example.com', token)).json();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: {
        timeshareCompany: 'Lakeside Pines Vacation Club',
        currentSituation: 'My children do not want to inherit the timeshare.',
      },
      headers: bearer(registered.token),
    });
    expect(response.statusCode).toBe(200);
    expect((await storedRequest(request.id)).caseId).toBe(response.json().case.id);
  });

  it('does not touch requests of other clients or requests that are not linked', async () => {
    const { request } = await invited();
    const client = await createClientAccount(db());
    expect((await openCase(client.token)).statusCode).toBe(201);
    expect(await storedRequest(request.id)).toMatchObject({ clientId: null, caseId: null });
  });
});
