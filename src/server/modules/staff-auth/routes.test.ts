import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, LOGIN_LOCKED_MESSAGE } from '@shared/contracts/auth';
import { loginAttempts, users } from '../../db/schema';
import { NOT_SIGNED_IN_MESSAGE } from '../../platform/auth/guards';
import {
  bearer,
  createClientAccount,
  createStaffAccount,
  TEST_PASSWORD,
} from '../../testing/accounts';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';
import { upsertStaffMember } from './service';

const testApp = useTestApp();

beforeEach(async () => {
  await testApp.database.db.delete(loginAttempts);
});

const login = (email: string, password: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
const me = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/api/staff/me', headers });
const logout = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: '/api/staff/logout', headers });

function expectNotSignedIn(response: Awaited<ReturnType<typeof me>>) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: NOT_SIGNED_IN_MESSAGE });
}

function expectInvalidCredentials(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    code: 'INVALID_CREDENTIALS',
    message: INVALID_CREDENTIALS_MESSAGE,
  });
}

describe('POST /api/staff/login, GET /api/staff/me, POST /api/staff/logout', () => {
  it('signs staff in, tells who and with which role, and signs them out', async () => {
    const member = await createStaffAccount(testApp.database.db, 'admin');
    const response = await login(member.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token, user, mfaSetupRequired } = response.json();
    // Admins must use two-step sign-in (MFA_REQUIRED_ROLES); this one has not set it up yet.
    expect(mfaSetupRequired).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toEqual({
      id: member.id,
      email: member.email,
      firstName: 'Dana',
      lastName: 'Reyes',
      role: 'admin',
      locale: 'en',
    });

    const whoami = await me(bearer(token));
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json()).toEqual({ user, mfaSetupRequired: true });

    const out = await logout(bearer(token));
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expectNotSignedIn(await me(bearer(token)));
    expectNotSignedIn(await logout(bearer(token)));
    // Other sessions of the member go on.
    expect((await me(bearer(member.token))).statusCode).toBe(200);
  });

  it('answers /staff/me for editors too', async () => {
    const editor = await createStaffAccount(testApp.database.db, 'editor');
    expect((await me(bearer(editor.token))).json().user.role).toBe('editor');
  });

  it('refuses a wrong password, an unknown address, a member without a password and a deactivated one', async () => {
    const member = await createStaffAccount(testApp.database.db, 'editor');
    expectInvalidCredentials(await login(member.email, 'not the password'));
    expectInvalidCredentials(await login('nobody@example.org', TEST_PASSWORD));

    const invited = await createStaffAccount(testApp.database.db, 'editor', {
      passwordHash: null,
    });
    expectInvalidCredentials(await login(invited.email, TEST_PASSWORD));

    const former = await createStaffAccount(testApp.database.db, 'admin');
    await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.id, former.id));
    expectInvalidCredentials(await login(former.email, TEST_PASSWORD));
    expectNotSignedIn(await me(bearer(former.token)));
  });

  it('locks staff sign-in after 5 failures, even for the right password, until the window passes', async () => {
    const member = await createStaffAccount(testApp.database.db, 'editor');
    // A client account with the same address is a different principal.
    const client = await createClientAccount(testApp.database.db, { email: member.email });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectInvalidCredentials(await login(member.email, `wrong ${attempt} password`));
    }
    const locked = await login(member.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 'LOGIN_LOCKED', message: LOGIN_LOCKED_MESSAGE });
    const clientLogin = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: TEST_PASSWORD },
    });
    expect(clientLogin.statusCode).toBe(200);

    await testApp.database.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - interval '16 minutes'` })
      .where(eq(loginAttempts.email, member.email));
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 to every call without a usable staff sign-in', async () => {
    await expectSignInRequired(
      testApp.app,
      [
        { method: 'GET', url: '/api/staff/me' },
        { method: 'POST', url: '/api/staff/logout' },
      ],
      await refusedSignIns(testApp.database.db, 'staff'),
    );
  });
});

describe('upsertStaffMember', () => {
  it('creates a member who can sign in, then updates the same address in any case', async () => {
    const db = testApp.database.db;
    const id = await upsertStaffMember(db, {
      email: 'Ann.Lee@Example.org',
      password: 'first password',
      role: 'editor',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    const first = await login('ann.lee@example.org', 'first password');
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toEqual({
      id,
      email: 'ann.lee@example.org',
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'editor',
      locale: 'en',
    });
    const oldToken = first.json().token as string;

    await db.update(users).set({ isActive: false }).where(eq(users.id, id));
    const sameId = await upsertStaffMember(db, {
      email: 'ANN.LEE@example.org',
      password: 'second password',
      role: 'admin',
      firstName: 'Annabel',
      lastName: 'Lee',
    });
    expect(sameId).toBe(id);
    expectNotSignedIn(await me(bearer(oldToken)));
    expectInvalidCredentials(await login('ann.lee@example.org', 'first password'));
    const second = await login('ann.lee@example.org', 'second password');
    expect(second.statusCode).toBe(200);
    expect(second.json().user).toMatchObject({ id, role: 'admin', firstName: 'Annabel' });
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = 'ann.lee@example.org'`);
    expect(rows).toHaveLength(1);
  });
});
