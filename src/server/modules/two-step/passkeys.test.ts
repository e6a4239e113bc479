import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MFA_REQUIRED_FOR_ROLE_MESSAGE,
  NO_PASSKEYS_MESSAGE,
  PASSKEY_LIMIT,
  PASSKEY_LIMIT_MESSAGE,
  PASSKEY_NOT_ADDED_MESSAGE,
  PASSKEY_NOT_CONFIRMED_MESSAGE,
  PASSKEY_NOT_FOUND_MESSAGE,
  PASSKEY_WRONG_MESSAGE,
  RECOVERY_CODE_COUNT,
} from '@shared/contracts/two-step';
import {
  auditLog,
  passkeys,
  recoveryCodes,
  webAuthnChallenges,
  type PrincipalKind,
} from '../../db/schema';
import { cleanUpAuthRecords } from '../../platform/auth/cleanup';
import { bearer, createStaffAccount, TEST_PASSWORD } from '../../testing/accounts';
import { takeOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import { addPasskey, passkeyCalls } from './passkey-test-helpers';
import { strangerKey } from './test-authenticator';
import {
  codeFor,
  enrol,
  errorBody,
  firstStep,
  newAccount,
  nextStep,
  twoStepCalls,
} from './test-helpers';

/* Passkeys (issue 17 §2), server side, against a software authenticator (test-authenticator.ts). */

const testApp = useTestApp();
const db = () => testApp.database.db;
const error = errorBody;

const passkeyRows = (kind: PrincipalKind, id: string) =>
  db()
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.principalKind, kind), eq(passkeys.principalId, id)));

describe.each(['client', 'partner', 'staff'] as const)('a %s’s passkeys', (kind) => {
  const calls = twoStepCalls(testApp, kind);
  const keys = passkeyCalls(testApp, kind);

  it('are added, listed, renamed and removed; the first brings recovery codes', async () => {
    const account = await newAccount(db(), kind, 'editor');
    const laptop = keys.authenticator();
    const first = await addPasskey(keys, account.token, laptop, 'Laptop');
    expect(first.passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    expect(first.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const status = (await calls.status(account.token)).json();
    expect(status).toMatchObject({ enabled: true, totpEnabled: false, recoveryCodesLeft: 10 });
    expect(status.passkeys).toEqual([first.passkey]);

    // The same authenticator is excluded from a second registration.
    const again = await keys.options(account.token);
    expect(again.json().excludeCredentials).toEqual([
      expect.objectContaining({ id: laptop.id, type: 'public-key' }),
    ]);
    const second = await addPasskey(keys, account.token, keys.authenticator(), 'Phone');
    expect(second).not.toHaveProperty('recoveryCodes');

    const renamed = await keys.rename(account.token, second.passkey.id, '  Work phone ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: second.passkey.id, name: 'Work phone' });
    const other = await newAccount(db(), kind, 'editor');
    for (const refused of [
      await keys.rename(other.token, second.passkey.id, 'Mine'),
      await keys.remove(other.token, second.passkey.id),
      await keys.remove(account.token, 'not-an-id'),
      await keys.remove(account.token, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(error('NOT_FOUND', PASSKEY_NOT_FOUND_MESSAGE));
    }
    await takeOutbox(testApp);
    expect((await keys.remove(account.token, second.passkey.id)).statusCode).toBe(204);
    expect((await passkeyRows(kind, account.id)).map((row) => row.name)).toEqual(['Laptop']);
    const [letter] = await takeOutbox(testApp);
    expect(letter!.subject).toBe('A passkey was removed from your account');
    expect(letter!.body).toContain('Work phone');

    // The last way goes with the recovery codes.
    expect((await keys.remove(account.token, first.passkey.id)).statusCode).toBe(204);
    expect((await calls.status(account.token)).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
      passkeys: [],
    });
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, account.id));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'two_step.passkey_added',
      'two_step.passkey_added',
      'two_step.passkey_removed',
      'two_step.passkey_removed',
    ]);
  });

  it('answer the second step of a sign-in', async () => {
    const account = await newAccount(db(), kind, 'editor');
    const key = keys.authenticator();
    await addPasskey(keys, account.token, key);
    const login = await calls.login(account.email);
    expect(login.json()).toMatchObject({ mfaRequired: true, methods: ['passkey', 'recoveryCode'] });
    const { mfaToken } = login.json<{ mfaToken: string }>();

    const options = await keys.signInOptions(mfaToken);
    expect(options.statusCode).toBe(200);
    expect(options.json().allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const signedIn = await calls.secondStep({ mfaToken, passkey: key.assert(options.json()) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await calls.me(signedIn.json<{ token: string }>().token)).statusCode).toBe(200);
    const [row] = await passkeyRows(kind, account.id);
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
  });
});

describe('new recovery codes confirmed with a passkey', () => {
  const calls = twoStepCalls(testApp, 'partner');
  const keys = passkeyCalls(testApp, 'partner');

  it('replace the old codes for an account with passkeys and no authenticator app', async () => {
    const account = await newAccount(db(), 'partner', 'editor');
    const key = keys.authenticator();
    const { recoveryCodes: first } = await addPasskey(keys, account.token, key);
    await takeOutbox(testApp);

    const options = await keys.confirmOptions(account.token);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const renewed = await keys.renewWith(account.token, key.assert(options.json()));
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh).not.toContain(first![0]);
    expect((await calls.status(account.token)).json()).toMatchObject({ recoveryCodesLeft: 10 });
    // The earlier codes no longer sign in; a new one does.
    const mfaToken = await firstStep(calls, account.email);
    expect((await calls.secondStep({ mfaToken, recoveryCode: first![0] })).statusCode).toBe(401);
    expect((await calls.secondStep({ mfaToken, recoveryCode: fresh[0] })).statusCode).toBe(200);
    expect((await takeOutbox(testApp)).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/recovery codes/i)]),
    );
  });

  it('refuse a wrong, reused or sign-in answer, and an account without passkeys', async () => {
    const account = await newAccount(db(), 'partner', 'editor');
    expect((await keys.confirmOptions(account.token)).json()).toMatchObject({
      code: 'NO_PASSKEYS',
      message: NO_PASSKEYS_MESSAGE,
    });
    const key = keys.authenticator();
    await addPasskey(keys, account.token, key);
    const wrong = error('PASSKEY_WRONG', PASSKEY_NOT_CONFIRMED_MESSAGE);

    const options = (await keys.confirmOptions(account.token)).json();
    const forged = await keys.renewWith(
      account.token,
      key.assert(options, { signWith: strangerKey() }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual(wrong);
    // That challenge is used up, even for a right signature now.
    expect((await keys.renewWith(account.token, key.assert(options))).json()).toEqual(wrong);
    // A challenge of a sign-in's second step is not one for a signed-in change.
    const mfaToken = await firstStep(calls, account.email);
    const signInChallenge = (await keys.signInOptions(mfaToken)).json();
    expect((await keys.renewWith(account.token, key.assert(signInChallenge))).json()).toEqual(
      wrong,
    );
    // A code and a passkey at once is not an answer.
    const both = await testApp.app.inject({
      method: 'POST',
      url: '/api/partners/mfa/recovery-codes',
      headers: bearer(account.token),
      payload: { code: '123456', passkey: { id: key.id } },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('a passkey answer that does not hold', () => {
  const calls = twoStepCalls(testApp, 'client');
  const keys = passkeyCalls(testApp, 'client');

  it('is refused with 401, counts towards the mfaToken, and each challenge works once', async () => {
    const account = await newAccount(db(), 'client', 'editor');
    const key = keys.authenticator();
    await addPasskey(keys, account.token, key);
    const mfaToken = await firstStep(calls, account.email);
    const wrong = error('PASSKEY_WRONG', PASSKEY_WRONG_MESSAGE);

    const forged = await keys.signInOptions(mfaToken);
    const bad = await calls.secondStep({
      mfaToken,
      passkey: key.assert(forged.json(), { signWith: strangerKey() }),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual(wrong);

    // A challenge answered once is gone, even with a right signature now.
    const replay = await calls.secondStep({ mfaToken, passkey: key.assert(forged.json()) });
    expect(replay.json()).toEqual(wrong);

    // A stranger's authenticator with a fresh challenge.
    const stranger = keys.authenticator();
    const strangerAnswer = stranger.assert((await keys.signInOptions(mfaToken)).json());
    expect((await calls.secondStep({ mfaToken, passkey: strangerAnswer })).json()).toEqual(wrong);

    // A counter that did not grow: as if a clone of the key had already signed 5 times.
    await db().update(passkeys).set({ counter: 5 }).where(eq(passkeys.credentialId, key.id));
    const cloned = (await keys.signInOptions(mfaToken)).json();
    expect((await calls.secondStep({ mfaToken, passkey: key.assert(cloned) })).json()).toEqual(
      wrong,
    );

    // Four wrong answers so far; the fifth ends the mfaToken.
    const last = (await keys.signInOptions(mfaToken)).json();
    await calls.secondStep({ mfaToken, passkey: { id: key.id } });
    const dead = await calls.secondStep({ mfaToken, passkey: key.assert(last) });
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toMatchObject({ code: 'MFA_TOKEN_EXPIRED' });
  });

  it('is refused when adding: an unknown, used or forged registration', async () => {
    const account = await newAccount(db(), 'client', 'editor');
    const key = keys.authenticator();
    const options = (await keys.options(account.token)).json();
    const notAdded = error('PASSKEY_NOT_ADDED', PASSKEY_NOT_ADDED_MESSAGE);

    const unknown = await keys.add(account.token, 'Key', key.register({ challenge: 'made-up' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(notAdded);
    expect((await keys.add(account.token, 'Key', key.register(options))).statusCode).toBe(201);
    const twice = await keys.add(account.token, 'Key', keys.authenticator().register(options));
    expect(twice.json()).toEqual(notAdded);

    // An expired challenge is refused, and the hourly clean-up removes it.
    const stale = (await keys.options(account.token)).json<{ challenge: string }>();
    const staleRow = eq(webAuthnChallenges.challenge, stale.challenge);
    await db()
      .update(webAuthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(staleRow);
    const late = await keys.add(account.token, 'Key', keys.authenticator().register(stale));
    expect(late.json()).toEqual(notAdded);
    expect((await cleanUpAuthRecords(db())).webAuthnChallenges).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(webAuthnChallenges).where(staleRow)).toEqual([]);

    const other = await newAccount(db(), 'client', 'editor');
    const othersOptions = (await keys.options(other.token)).json();
    // Another account's challenge does not serve this one.
    const crossed = await keys.add(account.token, 'Key', key.register(othersOptions));
    expect(crossed.json()).toEqual(notAdded);
  });

  it(`stops at ${PASSKEY_LIMIT} passkeys`, async () => {
    const account = await newAccount(db(), 'client', 'editor');
    await db()
      .insert(passkeys)
      .values(
        Array.from({ length: PASSKEY_LIMIT }, (_, index) => ({
          principalKind: 'client' as const,
          principalId: account.id,
          credentialId: `limit-${account.id}-${index}`,
          publicKey: 'x',
          name: `Key ${index}`,
        })),
      );
    const refused = await keys.options(account.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(error('PASSKEY_LIMIT', PASSKEY_LIMIT_MESSAGE));
  });
});

describe('passkeys and the admin gate', () => {
  const staff = twoStepCalls(testApp, 'staff');
  const keys = passkeyCalls(testApp, 'staff');

  it('lets a limited admin enrol with a passkey, and never remove the last way', async () => {
    const admin = await createStaffAccount(db(), 'admin');
    const limited = (await staff.login(admin.email)).json<{ token: string }>().token;
    const adminList = () =>
      testApp.app.inject({ method: 'GET', url: '/api/admin/staff', headers: bearer(limited) });
    expect((await adminList()).statusCode).toBe(403);

    const { passkey, recoveryCodes: codes } = await addPasskey(keys, limited, keys.authenticator());
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await adminList()).statusCode).toBe(200);

    const refused = await keys.remove(limited, passkey.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(error('MFA_REQUIRED_FOR_ROLE', MFA_REQUIRED_FOR_ROLE_MESSAGE));
    expect(await passkeyRows('staff', admin.id)).toHaveLength(1);

    // With an authenticator app beside it, the passkey may go; the recovery codes stay.
    await enrol(staff, limited);
    expect((await keys.remove(limited, passkey.id)).statusCode).toBe(204);
    expect((await staff.status(limited)).json()).toMatchObject({ enabled: true, passkeys: [] });
  });

  it('keeps passkeys and recovery codes when the authenticator app is turned off', async () => {
    const editor = await newAccount(db(), 'staff', 'editor');
    const { secret } = await enrol(staff, editor.token);
    const added = await addPasskey(keys, editor.token, keys.authenticator());
    expect(added).not.toHaveProperty('recoveryCodes');
    await nextStep(db(), { kind: 'staff', id: editor.id });
    await takeOutbox(testApp);
    const off = await staff.disable(editor.token, {
      password: TEST_PASSWORD,
      code: codeFor(secret),
    });
    expect(off.statusCode, off.body).toBe(204);
    expect((await staff.status(editor.token)).json()).toMatchObject({
      enabled: true,
      totpEnabled: false,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    const [letter] = await takeOutbox(testApp);
    expect(letter!.subject).toBe('The authenticator app was removed from your account');
    expect((await staff.login(editor.email)).json()).toMatchObject({
      methods: ['passkey', 'recoveryCode'],
    });
  });

  it('has an administrator’s reset remove passkeys too', async () => {
    const admin = await createStaffAccount(db(), 'admin');
    const editor = await newAccount(db(), 'staff', 'editor');
    await addPasskey(keys, editor.token, keys.authenticator());
    const reset = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${editor.id}/reset-two-step`,
      headers: bearer(admin.token),
    });
    expect(reset.statusCode).toBe(200);
    expect(await passkeyRows('staff', editor.id)).toEqual([]);
    const left = await db()
      .select()
      .from(recoveryCodes)
      .where(
        and(eq(recoveryCodes.principalKind, 'staff'), eq(recoveryCodes.principalId, editor.id)),
      );
    expect(left).toEqual([]);
    expect((await staff.login(editor.email)).json()).toHaveProperty('token');
  });
});
