import { and, count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_LOCKED_MESSAGE,
} from '@shared/contracts/auth';
import { authTokens, jobs, loginAttempts, userAccounts } from '../../db/schema';
import { NOT_SIGNED_IN_MESSAGE } from '../../platform/auth/guards';
import { hashToken } from '../../platform/auth/tokens';
import { bearer, createClientAccount, TEST_PASSWORD } from '../../testing/accounts';
import { clearOutbox, queuedMail, readOutbox } from '../../testing/outbox';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { requestsTo } from '../../testing/requests';
import { createTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp({ formRateLimit: 1000 });

beforeEach(async () => {
  await testApp.database.db.delete(loginAttempts);
  await testApp.database.db.delete(jobs);
  clearOutbox(testApp);
});

const { get, post } = requestsTo(testApp);

let registered = 0;
const newRegistration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Margaret',
  lastName: 'Okafor',
  email: `margaret.${++registered}.${Date.now()}@example.com`,
  phone: '(555) 201-3344',
  password: 'a long enough password',
  ...overrides,
});

const login = (email: string, password: string, remoteAddress?: string) =>
  post('/api/auth/login', { email, password }, remoteAddress ? { remoteAddress } : {});

function expectNotSignedIn(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: NOT_SIGNED_IN_MESSAGE });
}

/** Requests a reset for `email` and returns the token from the queued e-mail. */
async function resetTokenFor(email: string): Promise<string> {
  const response = await post('/api/auth/forgot-password', { email });
  expect(response.statusCode).toBe(200);
  const mail = (await queuedMail(testApp.database.db)).find(
    (message) => message.to === email.toLowerCase(),
  );
  const token = mail?.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token).toBeDefined();
  await testApp.database.db.delete(jobs);
  return token!;
}

describe('POST /api/auth/register', () => {
  it('creates the account with an argon2id hash, signs it in and queues the welcome e-mail', async () => {
    const registration = newRegistration({ email: 'Walter.Brennan@Example.COM' });
    const response = await post('/api/auth/register', registration);
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'walter.brennan@example.com',
      firstName: 'Margaret',
      lastName: 'Okafor',
      phone: '(555) 201-3344',
      hasCompletedOnboarding: false,
      locale: 'en',
    });

    const [stored] = await testApp.database.db
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.id, user.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored!.passwordHash).not.toContain(registration.password);

    const me = await get('/api/auth/me', { headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user });

    const mail = await queuedMail(testApp.database.db);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'walter.brennan@example.com' });
    expect(mail[0]!.text).toMatch(/onboarding/);
    expect(mail[0]!.text).toMatch(/24-48 hours/);
    expect(mail[0]!.text).toContain(testApp.config.site.supportEmail);
  });

  it('accepts a registration without a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = newRegistration();
    const response = await post('/api/auth/register', withoutPhone);
    expect(response.statusCode).toBe(201);
    expect(response.json().user.phone).toBeNull();
  });

  it('refuses an address already in use, in any letter case, with 409', async () => {
    const first = newRegistration();
    expect((await post('/api/auth/register', first)).statusCode).toBe(201);
    const again = await post('/api/auth/register', {
      ...newRegistration(),
      email: first.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message:
        'An account with this email address already exists. Please sign in, or use Forgot password if you do not remember it.',
    });
    const [accounts] = await testApp.database.db
      .select({ n: count() })
      .from(userAccounts)
      .where(sql`lower(${userAccounts.email}) = ${first.email}`);
    expect(accounts!.n).toBe(1);
  });

  it('creates one account when the same address registers twice at once', async () => {
    const registration = newRegistration();
    const answers = await Promise.all([
      post('/api/auth/register', registration),
      post('/api/auth/register', { ...registration, email: registration.email.toUpperCase() }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const response = await post('/api/auth/register', newRegistration({ password: '7-chars' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Password must be at least 8 characters.',
    });
  });

  it.each([
    ['firstName', /first name/i],
    ['email', /email/i],
    ['password', /password/i],
  ])('refuses a registration without %s', async (field, named) => {
    const registration: Record<string, unknown> = newRegistration();
    delete registration[field];
    const response = await post('/api/auth/register', registration);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(named);
    expect(response.json().issues[0].path).toBe(field);
  });

  it('refuses an invalid e-mail address', async () => {
    const response = await post('/api/auth/register', newRegistration({ email: 'margaret@' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/valid email/i);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the letter case of the address', async () => {
    const account = await createClientAccount(testApp.database.db, { phone: '555-0100' });
    const response = await login(account.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token).not.toBe(account.token);
    expect(user).toEqual({
      id: account.id,
      email: account.email,
      firstName: 'Margaret',
      lastName: 'Okafor',
      phone: '555-0100',
      hasCompletedOnboarding: true,
      locale: 'en',
    });
    expect((await get('/api/auth/me', { headers: bearer(token) })).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const account = await createClientAccount(testApp.database.db);
    const wrong = await login(account.email, 'not the password');
    const unknown = await login('nobody@example.com', TEST_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: INVALID_CREDENTIALS_MESSAGE,
      });
    }
  });

  it('refuses a deactivated account even with the right password, and ends its sessions', async () => {
    const account = await createClientAccount(testApp.database.db);
    await testApp.database.db
      .update(userAccounts)
      .set({ isActive: false })
      .where(eq(userAccounts.id, account.id));
    const response = await login(account.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
    expectNotSignedIn(await get('/api/auth/me', { headers: bearer(account.token) }));
  });

  it('locks the account after 5 failures, even for the right password, for 15 minutes', async () => {
    const account = await createClientAccount(testApp.database.db);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(account.email, `wrong password ${attempt}`)).statusCode).toBe(401);
    }
    const locked = await login(account.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 'LOGIN_LOCKED', message: LOGIN_LOCKED_MESSAGE });
    // Another account from the same address is not affected.
    const other = await createClientAccount(testApp.database.db);
    expect((await login(other.email, TEST_PASSWORD)).statusCode).toBe(200);

    await testApp.database.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - interval '16 minutes'` })
      .where(eq(loginAttempts.email, account.email));
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('starts counting failures again after a successful sign-in', async () => {
    const account = await createClientAccount(testApp.database.db);
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(account.email, 'wrong password');
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(account.email, 'wrong password')).statusCode).toBe(401);
    }
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('stops one address after 50 failures across accounts, but not the accounts elsewhere', async () => {
    const sprayer = '203.0.113.7';
    for (let batch = 0; batch < 5; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          login(`sprayed-${batch}-${i}@example.com`, 'Summer2024!', sprayer),
        ),
      );
      expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
    }
    const account = await createClientAccount(testApp.database.db);
    const blocked = await login(account.email, TEST_PASSWORD, sprayer);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(LOGIN_LOCKED_MESSAGE);
    expect((await login(account.email, TEST_PASSWORD, '198.51.100.4')).statusCode).toBe(200);
  });

  it('refuses a body without a password', async () => {
    const response = await post('/api/auth/login', { email: 'someone@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/password is required/i);
  });
});

describe('GET /api/auth/me and POST /api/logout', () => {
  it('answers with the signed-in user, including onboarding state and phone', async () => {
    const account = await createClientAccount(testApp.database.db, {
      hasCompletedOnboarding: false,
      phone: '(555) 999-1234',
    });
    const response = await get('/api/auth/me', { headers: bearer(account.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: account.id,
      email: account.email,
      phone: '(555) 999-1234',
      hasCompletedOnboarding: false,
    });
  });

  it('ends only the session it was called with', async () => {
    const account = await createClientAccount(testApp.database.db);
    const other = (await login(account.email, TEST_PASSWORD)).json().token as string;
    const response = await post('/api/logout', undefined, { headers: bearer(account.token) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectNotSignedIn(await get('/api/auth/me', { headers: bearer(account.token) }));
    expectNotSignedIn(await post('/api/logout', undefined, { headers: bearer(account.token) }));
    expect((await get('/api/auth/me', { headers: bearer(other) })).statusCode).toBe(200);
  });

  it('answers 401 to every call without a usable client sign-in', async () => {
    await expectSignInRequired(
      testApp.app,
      [
        { method: 'GET', url: '/api/auth/me' },
        { method: 'POST', url: '/api/logout' },
      ],
      await refusedSignIns(testApp.database.db, 'client'),
    );
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses, e-mailing only the known one', async () => {
    const account = await createClientAccount(testApp.database.db);
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(await queuedMail(testApp.database.db)).toHaveLength(0);
    const known = await post('/api/auth/forgot-password', { email: account.email.toUpperCase() });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());

    const mail = await queuedMail(testApp.database.db);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: account.email });
    expect(mail[0]!.text).toMatch(/1 hour/);
    expect(mail[0]!.text).toMatch(/once/);
    expect(mail[0]!.text).toMatch(/did not ask for this, you can ignore/);

    expect(await testApp.app.jobs.runDueJobs()).toBe(1);
    const [sent] = readOutbox(testApp);
    const link = sent!.body.match(/(http\S+\/reset-password\?token=([A-Za-z0-9_-]+))/);
    expect(link?.[1]).toContain(`${testApp.config.publicUrl}/reset-password?token=`);
    const validation = await get(`/api/auth/validate-reset-token/${link![2]}`);
    expect(validation.statusCode).toBe(200);
    expect(validation.json()).toEqual({
      valid: true,
      email: account.email,
      firstName: 'Margaret',
      message: 'This link is valid.',
    });
  });

  it('stores only a hash of the token, valid for 1 hour, and a new request replaces the old link', async () => {
    const account = await createClientAccount(testApp.database.db);
    const first = await resetTokenFor(account.email);
    const [row] = await testApp.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(first)));
    expect(row).toMatchObject({
      purpose: 'password_reset',
      principalKind: 'client',
      principalId: account.id,
      usedAt: null,
    });
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5000);

    const second = await resetTokenFor(account.email);
    expect((await get(`/api/auth/validate-reset-token/${first}`)).json().valid).toBe(false);
    expect((await get(`/api/auth/validate-reset-token/${second}`)).json().valid).toBe(true);
  });

  it('sends nothing for a deactivated account', async () => {
    const account = await createClientAccount(testApp.database.db, { isActive: false });
    const response = await post('/api/auth/forgot-password', { email: account.email });
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(await queuedMail(testApp.database.db)).toHaveLength(0);
  });

  it('changes the password once, signs out everywhere and sends a notice', async () => {
    const account = await createClientAccount(testApp.database.db);
    const token = await resetTokenFor(account.email);
    const response = await post('/api/auth/reset-password', {
      token,
      newPassword: 'a brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been changed. You can now sign in with your new password.',
    });

    expectNotSignedIn(await get('/api/auth/me', { headers: bearer(account.token) }));
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(account.email, 'a brand new password')).statusCode).toBe(200);

    const mail = await queuedMail(testApp.database.db);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: account.email, subject: 'Your password was changed' });

    const again = await post('/api/auth/reset-password', { token, newPassword: 'another one!' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'INVALID_RESET_TOKEN',
      message: 'This password reset link is invalid or has expired. Please ask for a new one.',
    });
    expect((await get(`/api/auth/validate-reset-token/${token}`)).json().valid).toBe(false);
    expect((await login(account.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of a token through', async () => {
    const account = await createClientAccount(testApp.database.db);
    const token = await resetTokenFor(account.email);
    const answers = await Promise.all([
      post('/api/auth/reset-password', { token, newPassword: 'first new password' }),
      post('/api/auth/reset-password', { token, newPassword: 'second new password' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('ends a sign-in lockout', async () => {
    const account = await createClientAccount(testApp.database.db);
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(account.email, 'wrong password');
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(429);
    const token = await resetTokenFor(account.email);
    const reset = await post('/api/auth/reset-password', {
      token,
      newPassword: 'remembered it now',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(account.email, 'remembered it now')).statusCode).toBe(200);
  });

  it('treats a link older than 1 hour as expired', async () => {
    const account = await createClientAccount(testApp.database.db);
    const token = await resetTokenFor(account.email);
    await testApp.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(authTokens.tokenHash, hashToken(token))));
    expect((await get(`/api/auth/validate-reset-token/${token}`)).json()).toEqual({
      valid: false,
      message: 'This password reset link is invalid or has expired. Please ask for a new one.',
    });
    const response = await post('/api/auth/reset-password', {
      token,
      newPassword: 'too late for this',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_RESET_TOKEN');
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers valid:false to an unknown token and 400 to resetting with it', async () => {
    const validation = await get('/api/auth/validate-reset-token/not-a-real-token');
    expect(validation.statusCode).toBe(200);
    expect(validation.json()).toEqual({
      valid: false,
      message: 'This password reset link is invalid or has expired. Please ask for a new one.',
    });
    const response = await post('/api/auth/reset-password', {
      token: 'not-a-real-token',
      newPassword: 'whatever it is',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses a new password shorter than 8 characters and keeps the link usable', async () => {
    const account = await createClientAccount(testApp.database.db);
    const token = await resetTokenFor(account.email);
    const response = await post('/api/auth/reset-password', { token, newPassword: '1234567' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Password must be at least 8 characters.',
    });
    expect((await get(`/api/auth/validate-reset-token/${token}`)).json().valid).toBe(true);
  });
});

describe('in development mode', () => {
  it('includes the reset token in the answer, and limits requests per address', async () => {
    const development = await createTestApp({ env: 'development', formRateLimit: 2 });
    try {
      const account = await createClientAccount(development.database.db);
      const forgot = (email: string) =>
        development.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
        });
      const known = await forgot(account.email);
      expect(known.statusCode).toBe(200);
      const { message, resetToken } = known.json();
      expect(message).toBe(FORGOT_PASSWORD_MESSAGE);
      expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const validation = await development.app.inject({
        method: 'GET',
        url: `/api/auth/validate-reset-token/${resetToken}`,
      });
      expect(validation.json().valid).toBe(true);

      const unknown = await forgot('nobody@example.com');
      expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      const limited = await forgot(account.email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
    } finally {
      await development.close();
    }
  });
});

describe('registration limit', () => {
  it('refuses a third registration from one address within 15 minutes and stores nothing', async () => {
    const limited = await createTestApp({ formRateLimit: 2 });
    try {
      const register = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { firstName: 'Ann', lastName: 'Lee', email, password: 'a long passphrase' },
        });
      expect((await register('one@example.com')).statusCode).toBe(201);
      expect((await register('two@example.com')).statusCode).toBe(201);
      const third = await register('three@example.com');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      const stored = await limited.database.db
        .select({ email: userAccounts.email })
        .from(userAccounts);
      expect(stored.map((row) => row.email).sort()).toEqual(['one@example.com', 'two@example.com']);
    } finally {
      await limited.close();
    }
  });
});
