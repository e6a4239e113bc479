import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WRONG_PASSWORD_MESSAGE } from '@shared/contracts/account';
import { LOGIN_LOCKED_MESSAGE } from '@shared/contracts/auth';
import {
  RECOVERY_CODE_COUNT,
  TOTP_ALREADY_ON_MESSAGE,
  TOTP_NOT_ON_MESSAGE,
  TOTP_NOT_STARTED_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '@shared/contracts/two-step';
import {
  auditLog,
  mfaChallenges,
  recoveryCodes,
  totpFactors,
  type PrincipalKind,
} from '../../db/schema';
import { createClientAccount, TEST_PASSWORD } from '../../testing/accounts';
import { takeOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import {
  codeFor,
  errorBody,
  newAccount,
  enrol,
  freshAddress,
  nextStep,
  twoStepCalls,
} from './test-helpers';

const testApp = useTestApp();
const db = () => testApp.database.db;

// Editors may turn two-step sign-in off; admins may not (staff-and-partners.test.ts).
const accountOf = (kind: PrincipalKind) => newAccount(db(), kind, 'editor');

const ofAccount = (kind: PrincipalKind, id: string) => ({
  factors: () =>
    db()
      .select()
      .from(totpFactors)
      .where(and(eq(totpFactors.principalKind, kind), eq(totpFactors.principalId, id))),
  codes: () =>
    db()
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.principalKind, kind), eq(recoveryCodes.principalId, id))),
  audit: () =>
    db()
      .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(auditLog.createdAt),
});

const error = errorBody;

describe.each(['client', 'partner', 'staff'] as const)('a %s’s own two-step sign-in', (kind) => {
  const calls = twoStepCalls(testApp, kind);

  it('is set up with a secret and a first code, which hands out recovery codes', async () => {
    const account = await accountOf(kind);
    const rows = ofAccount(kind, account.id);
    expect((await calls.status(account.token)).json()).toEqual({
      enabled: false,
      totpEnabled: false,
      recoveryCodesLeft: 0,
      passkeys: [],
      required: false,
    });

    const setup = await calls.setup(account.token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(
      `/Timeshare Resolution Advocates:${account.email}`,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Timeshare Resolution Advocates',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // Stored sealed, never as the secret itself.
    const [stored] = await rows.factors();
    expect(stored!.confirmedAt).toBeNull();
    expect(stored!.secretEncrypted).not.toContain(secret);

    // A second setup replaces the unconfirmed one: the first secret's codes stop working.
    const again = (await calls.setup(account.token)).json<{ secret: string }>().secret;
    expect(again).not.toBe(secret);
    const stale = await calls.confirm(account.token, codeFor(secret));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual(error('WRONG_CODE', WRONG_CODE_MESSAGE));
    expect((await calls.confirm(account.token, '12 34 56')).statusCode).toBe(400);

    const confirm = await calls.confirm(account.token, codeFor(again));
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes: codes } = confirm.json<{ recoveryCodes: string[] }>();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const storedCodes = await rows.codes();
    expect(storedCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const hashes = storedCodes.map((row) => row.codeHash).join(' ');
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace(/-/g, ''));
    }

    expect((await calls.status(account.token)).json()).toEqual({
      enabled: true,
      totpEnabled: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
      passkeys: [],
      required: false,
    });
    const twice = await calls.setup(account.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(error('TOTP_ALREADY_ON', TOTP_ALREADY_ON_MESSAGE));
    await nextStep(db(), { kind, id: account.id });
    expect((await calls.confirm(account.token, codeFor(again))).json()).toEqual(
      error('TOTP_ALREADY_ON', TOTP_ALREADY_ON_MESSAGE),
    );

    const [letter] = await takeOutbox(testApp);
    expect(letter!.to).toContain(account.email);
    expect(letter!.subject).toBe('Two-step sign-in is now on for your account');
    expect(letter!.body).toContain("If this wasn't you");
    expect(letter!.body).not.toContain(again);
    for (const code of codes) expect(letter!.body).not.toContain(code);
    expect(await rows.audit()).toEqual([
      {
        action: 'two_step.enabled',
        actorId: account.id,
        after: { totp: true, recoveryCodesLeft: RECOVERY_CODE_COUNT },
      },
    ]);
  });

  it('cannot be confirmed, renewed or turned off before it is set up', async () => {
    const account = await accountOf(kind);
    const confirm = await calls.confirm(account.token, '123456');
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual(error('TOTP_NOT_STARTED', TOTP_NOT_STARTED_MESSAGE));
    for (const response of [
      await calls.renew(account.token, '123456'),
      await calls.disable(account.token, { password: TEST_PASSWORD, code: '123456' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(error('TOTP_NOT_ON', TOTP_NOT_ON_MESSAGE));
    }
  });

  it('makes new recovery codes with a current code; the old ones stop working', async () => {
    const account = await accountOf(kind);
    const principal = { kind, id: account.id };
    const { secret, recoveryCodes: first } = await enrol(calls, account.token);
    await takeOutbox(testApp);

    await nextStep(db(), principal);
    const wrong = await calls.renew(account.token, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(error('WRONG_CODE', WRONG_CODE_MESSAGE));
    const code = codeFor(secret);
    const renewed = await calls.renew(account.token, code);
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(second).toHaveLength(RECOVERY_CODE_COUNT);
    expect(second.filter((fresh) => first.includes(fresh))).toEqual([]);
    // The same code again is a replay.
    expect((await calls.renew(account.token, code)).statusCode).toBe(400);
    expect(await ofAccount(kind, account.id).codes()).toHaveLength(RECOVERY_CODE_COUNT);

    const [letter] = await takeOutbox(testApp);
    expect(letter!.subject).toBe('New recovery codes were made for your account');
    for (const fresh of second) expect(letter!.body).not.toContain(fresh);
    expect((await ofAccount(kind, account.id).audit()).map((row) => row.action)).toEqual([
      'two_step.enabled',
      'two_step.recovery_codes_renewed',
    ]);
  });

  it('is turned off with the password and a current code', async () => {
    const account = await accountOf(kind);
    const rows = ofAccount(kind, account.id);
    const { secret } = await enrol(calls, account.token);
    await takeOutbox(testApp);
    await nextStep(db(), { kind, id: account.id });

    const wrongPassword = await calls.disable(account.token, {
      password: 'not the password',
      code: codeFor(secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(error('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE));
    const wrongCode = await calls.disable(account.token, {
      password: TEST_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual(error('WRONG_CODE', WRONG_CODE_MESSAGE));
    expect(await rows.factors()).toHaveLength(1);

    const off = await calls.disable(account.token, {
      password: TEST_PASSWORD,
      code: codeFor(secret),
    });
    expect(off.statusCode).toBe(204);
    expect(await rows.factors()).toEqual([]);
    expect(await rows.codes()).toEqual([]);
    expect((await calls.status(account.token)).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    // Signing in takes the password alone again.
    const login = await calls.login(account.email);
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toEqual(expect.any(String));

    const [letter] = await takeOutbox(testApp);
    expect(letter!.subject).toBe('Two-step sign-in was turned off for your account');
    expect(letter!.body).not.toContain(TEST_PASSWORD);
    expect((await rows.audit()).map((row) => row.action)).toEqual([
      'two_step.enabled',
      'two_step.disabled',
    ]);
  });
});

describe('codes typed on a signed-in session count towards the sign-in lockout', () => {
  it('locks the account after 5 wrong codes, so a stolen session cannot guess on', async () => {
    const calls = twoStepCalls(testApp, 'client');
    const account = await createClientAccount(db());
    const { secret } = await enrol(calls, account.token);
    const ip = freshAddress();
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await calls.renew(account.token, `00000${guess}`, ip)).statusCode).toBe(400);
    }
    await nextStep(db(), { kind: 'client', id: account.id });
    const locked = await calls.renew(account.token, codeFor(secret), ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(error('LOGIN_LOCKED', LOGIN_LOCKED_MESSAGE));
    expect((await calls.login(account.email, ip)).statusCode).toBe(429);
  });
});

describe('a client who deletes the account', () => {
  it('leaves no authenticator app, recovery code or pending sign-in behind', async () => {
    const calls = twoStepCalls(testApp, 'client');
    const account = await createClientAccount(db());
    await enrol(calls, account.token);
    await calls.login(account.email);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${account.token}` },
      payload: { password: TEST_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(204);
    const rows = ofAccount('client', account.id);
    expect(await rows.factors()).toEqual([]);
    expect(await rows.codes()).toEqual([]);
    const pending = await db()
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.principalId, account.id));
    expect(pending).toEqual([]);
  });
});
