import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LOGIN_LOCKED_MESSAGE } from '@shared/contracts/auth';
import { userAccounts } from '@server/db/schema';
import { ACCOUNT_FAILURE_LIMIT } from '@server/platform/auth/login-throttle';
import { passwordVerifications } from '@server/platform/auth/passwords';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  TEST_PASSWORD,
} from '@server/testing/accounts';
import { eq } from 'drizzle-orm';
import { useSecurityApp } from './security-app';

/*
 * Guessing a password with many requests at once (issue 15): every place that checks a
 * password lets at most 5 guesses reach argon2, however many arrive together; the rest answer
 * 429 with the spec's wording, and the right password is refused too until the window ends.
 * The checks are counted where argon2 runs (the `passwordVerifications` channel), not mocked.
 */

const testApp = useSecurityApp();
const PARALLEL = 40;
const WRONG = 'not-the-password-42';

let checks = 0;
const countCheck = () => {
  checks += 1;
};
beforeEach(() => {
  checks = 0;
  subscribe(passwordVerifications.name, countCheck);
});
afterEach(() => {
  unsubscribe(passwordVerifications.name, countCheck);
});

// Each case guesses from an address of its own, so the per-address limit (50) stays out of it.
let lastOctet = 0;
const nextAddress = () => `198.51.100.${(lastOctet += 1)}`;

/** Sends `PARALLEL` copies of a request at once and answers their statuses. */
async function atOnce(request: InjectOptions): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: PARALLEL }, () => testApp.app.inject(request)));
}

function expectOnlyFiveChecked(answers: LightMyRequestResponse[], wrongStatus: number) {
  expect(checks).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
  const refused = answers.filter((answer) => answer.statusCode === 429);
  expect(refused).toHaveLength(PARALLEL - checks);
  for (const answer of refused) expect(answer.json().message).toBe(LOGIN_LOCKED_MESSAGE);
  const wrong = answers.filter((answer) => answer.statusCode === wrongStatus);
  expect(wrong).toHaveLength(checks);
}

const signIns = [
  { kind: 'client', url: '/api/auth/login', create: createClientAccount },
  { kind: 'partner', url: '/api/partners/login', create: createPartnerAccount },
  {
    kind: 'staff',
    url: '/api/staff/login',
    create: (db: Parameters<typeof createClientAccount>[0]) => createStaffAccount(db, 'admin'),
  },
] as const;

describe.each(signIns)('$kind sign-in, 40 wrong passwords at once', ({ url, create }) => {
  test('at most 5 reach the password check; the right one is refused afterwards', async () => {
    const account = await create(testApp.database.db);
    const remoteAddress = nextAddress();
    const signIn = (password: string): InjectOptions => ({
      method: 'POST',
      url,
      remoteAddress,
      payload: { email: account.email, password },
    });

    // The right password before the limit signs in.
    expect((await testApp.app.inject(signIn(TEST_PASSWORD))).statusCode).toBe(200);
    checks = 0;

    expectOnlyFiveChecked(await atOnce(signIn(WRONG)), 401);
    expect(checks).toBe(ACCOUNT_FAILURE_LIMIT);

    checks = 0;
    const afterLimit = await testApp.app.inject(signIn(TEST_PASSWORD));
    expect(afterLimit.statusCode).toBe(429);
    expect(afterLimit.json().message).toBe(LOGIN_LOCKED_MESSAGE);
    expect(checks).toBe(0);
  });
});

const ownPasswordChecks = [
  {
    name: 'password change',
    request: (password: string): InjectOptions => ({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: password, newPassword: 'Quiet-lantern-harbour-1984' },
    }),
  },
  {
    name: 'e-mail change',
    request: (password: string): InjectOptions => ({
      method: 'POST',
      url: '/api/account/email',
      payload: { newEmail: 'new-address@example.com', password },
    }),
  },
  {
    name: 'account deletion',
    request: (password: string): InjectOptions => ({
      method: 'DELETE',
      url: '/api/account',
      payload: { password, confirmation: 'DELETE' },
    }),
  },
];

describe.each(ownPasswordChecks)('$name, 40 wrong passwords at once', ({ request }) => {
  test('at most 5 reach the password check; the right one is refused afterwards', async () => {
    const db = testApp.database.db;
    const client = await createClientAccount(db);
    const remoteAddress = nextAddress();
    const send = (password: string): InjectOptions => ({
      ...request(password),
      remoteAddress,
      headers: bearer(client.token),
    });

    expectOnlyFiveChecked(await atOnce(send(WRONG)), 400);

    checks = 0;
    const afterLimit = await testApp.app.inject(send(TEST_PASSWORD));
    expect(afterLimit.statusCode).toBe(429);
    expect(afterLimit.json().message).toBe(LOGIN_LOCKED_MESSAGE);
    expect(checks).toBe(0);
    // Nothing happened to the account.
    const [account] = await db
      .select({ email: userAccounts.email })
      .from(userAccounts)
      .where(eq(userAccounts.id, client.id));
    expect(account?.email).toBe(client.email);
  });

  test('the right password before the limit is accepted', async () => {
    const client = await createClientAccount(testApp.database.db);
    checks = 0;
    const answer = await testApp.app.inject({
      ...request(TEST_PASSWORD),
      remoteAddress: nextAddress(),
      headers: bearer(client.token),
    });
    expect(answer.statusCode).toBeLessThan(300);
    expect(checks).toBe(1);
  });
});
