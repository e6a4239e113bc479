import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { authTokens, partners, userAccounts, users } from '@server/db/schema';
import { PARTNER_INVITE } from '@server/modules/partners/set-password-link';
import { STAFF_INVITE } from '@server/modules/admin-people/staff-invite';
import { verifyPassword } from '@server/platform/auth/passwords';
import { issueToken, type TokenKind } from '@server/platform/auth/single-use-tokens';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  TEST_PASSWORD,
} from '@server/testing/accounts';
import { demoClient, demoNewClient, demoPartner, demoStaff } from '@server/db/seed/demo-accounts';
import { assessPassword, MIN_PASSWORD_SCORE } from '@shared/password-strength';
import { useSecurityApp } from './security-app';

/*
 * Issue 15 item 8: every call that sets a password refuses one that is easy to guess with a 400
 * that says why and how to choose a better one, and changes nothing (no account, no new hash,
 * the link still usable).
 */

const testApp = useSecurityApp();
const WEAK = ['password', 'password1', '12345678'] as const;
const RESET_LINK: TokenKind = { purpose: 'password_reset', principalKind: 'client' };

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, payload, headers });

function expectRefusal(
  response: Awaited<ReturnType<typeof post>>,
  field: string,
  why: RegExp = /(heavily|commonly) used password/,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ code: string; message: string; issues: { path: string }[] }>();
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.issues[0]!.path).toBe(field);
  // Why, and how to pick a better one.
  expect(body.message).toMatch(/too easy to guess/);
  expect(body.message).toMatch(why);
  expect(body.message).toMatch(/three or four unrelated words/);
}

async function tokenFor(kind: TokenKind, principalId: string) {
  const { token } = await issueToken(testApp.database.db, kind, {
    principalId,
    lifetimeMs: 3_600_000,
    now: new Date(),
  });
  return token;
}

async function unusedTokens(principalId: string) {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(authTokens)
    .where(sql`${authTokens.principalId} = ${principalId} and ${authTokens.usedAt} is null`);
  return row!.count;
}

describe.each(WEAK)('the weak password %j', (weak) => {
  test('is refused at registration, and no account is made', async () => {
    const email = `weak-${randomUUID()}@example.com`;
    const response = await post('/api/auth/register', {
      firstName: 'Walter',
      lastName: 'Weakly',
      email,
      password: weak,
    });
    expectRefusal(response, 'password');
    const rows = await testApp.database.db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(eq(userAccounts.email, email));
    expect(rows).toHaveLength(0);
  });

  test('is refused by a password reset, and the link still works', async () => {
    const account = await createClientAccount(testApp.database.db);
    const token = await tokenFor(RESET_LINK, account.id);
    const response = await post('/api/auth/reset-password', { token, newPassword: weak });
    expectRefusal(response, 'newPassword');
    const [row] = await testApp.database.db
      .select({ hash: userAccounts.passwordHash })
      .from(userAccounts)
      .where(eq(userAccounts.id, account.id));
    expect(await verifyPassword(row!.hash, TEST_PASSWORD)).toBe(true);
    expect(await unusedTokens(account.id)).toBe(1);
  });

  test('is refused by a password change, and the old password still works', async () => {
    const account = await createClientAccount(testApp.database.db);
    const response = await post(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: weak },
      bearer(account.token),
    );
    expectRefusal(response, 'newPassword');
    const [row] = await testApp.database.db
      .select({ hash: userAccounts.passwordHash })
      .from(userAccounts)
      .where(eq(userAccounts.id, account.id));
    expect(await verifyPassword(row!.hash, TEST_PASSWORD)).toBe(true);
  });

  test("is refused on a partner's set-password link, which stays usable", async () => {
    const partner = await createPartnerAccount(testApp.database.db, { passwordHash: null });
    const token = await tokenFor(PARTNER_INVITE, partner.id);
    const response = await post('/api/partners/set-password', { token, password: weak });
    expectRefusal(response, 'password');
    const [row] = await testApp.database.db
      .select({ hash: partners.passwordHash })
      .from(partners)
      .where(eq(partners.id, partner.id));
    expect(row!.hash).toBeNull();
    expect(await unusedTokens(partner.id)).toBe(1);
  });

  test("is refused on a staff member's set-password link, which stays usable", async () => {
    const member = await createStaffAccount(testApp.database.db, 'editor', { passwordHash: null });
    const token = await tokenFor(STAFF_INVITE, member.id);
    const response = await post('/api/staff/set-password', { token, password: weak });
    expectRefusal(response, 'password');
    const [row] = await testApp.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row!.hash).toBeNull();
    expect(await unusedTokens(member.id)).toBe(1);
  });
});

test("a password made of the person's own name and address is refused", async () => {
  const email = `rosalind.franklin-${randomUUID().slice(0, 8)}@example.com`;
  const response = await post('/api/auth/register', {
    firstName: 'Rosalind',
    lastName: 'Franklin',
    email,
    password: 'RosalindFranklin',
  });
  expectRefusal(response, 'password', /contains your name or e-mail address/);
});

test('a strong password is still accepted everywhere a password is set', async () => {
  const response = await post('/api/auth/register', {
    firstName: 'Sally',
    lastName: 'Strong',
    email: `strong-${randomUUID()}@example.com`,
    password: 'lantern meadow copper violin',
  });
  expect(response.statusCode, response.body).toBe(201);
});

test("the README's demo passwords pass the rule for their own accounts", () => {
  const accounts: [password: string, inputs: string[]][] = [
    [demoClient.password, [demoClient.email, demoClient.firstName, demoClient.lastName]],
    [
      demoNewClient.password,
      [demoNewClient.email, demoNewClient.firstName, demoNewClient.lastName],
    ],
    ...demoStaff.map((m): [string, string[]] => [m.password, [m.email, m.firstName, m.lastName]]),
    [demoPartner.password, [demoPartner.email, demoPartner.companyName, demoPartner.contactPerson]],
  ];
  for (const [password, inputs] of accounts) {
    expect(assessPassword(password, inputs).score, password).toBeGreaterThanOrEqual(
      MIN_PASSWORD_SCORE,
    );
  }
});
