import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, LOGIN_LOCKED_MESSAGE } from '@shared/contracts/auth';
import {
  MFA_TOKEN_EXPIRED_MESSAGE,
  PASSKEY_WRONG_MESSAGE,
  RECOVERY_CODE_WRONG_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '@shared/contracts/two-step';
import {
  auditLog,
  loginAttempts,
  mfaChallenges,
  userAccounts,
  type PrincipalKind,
} from '../../db/schema';
import { cleanUpAuthRecords } from '../../platform/auth/cleanup';
import { hashToken } from '../../platform/auth/tokens';
import { takeOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import {
  codeFor,
  errorBody,
  newAccount,
  enrol,
  firstStep,
  freshAddress,
  nextStep,
  twoStepCalls,
  type TwoStepCalls,
} from './test-helpers';

const testApp = useTestApp();
const db = () => testApp.database.db;

const error = errorBody;
const wrongCode = error('WRONG_CODE', WRONG_CODE_MESSAGE);
const tokenExpired = error('MFA_TOKEN_EXPIRED', MFA_TOKEN_EXPIRED_MESSAGE);

const accountOf = (kind: PrincipalKind) => newAccount(db(), kind, 'admin');

/** An enrolled account, ready for sign-ins: the next code is free to use. */
async function enrolled(kind: PrincipalKind) {
  const calls = twoStepCalls(testApp, kind);
  const account = await accountOf(kind);
  const { secret, recoveryCodes } = await enrol(calls, account.token);
  await nextStep(db(), { kind, id: account.id });
  await takeOutbox(testApp);
  return { calls, account, secret, recoveryCodes };
}

describe.each(['client', 'partner', 'staff'] as const)('a %s’s sign-in in two steps', (kind) => {
  it('answers the password with an mfaToken, and the code with the usual sign-in', async () => {
    const { calls, account, secret } = await enrolled(kind);
    const first = await calls.login(account.email);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      mfaRequired: true,
      mfaToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      methods: ['totp', 'recoveryCode'],
    });
    // Only the token's hash is kept.
    const [challenge] = await db()
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.tokenHash, hashToken(body.mfaToken)));
    expect(challenge).toMatchObject({ principalId: account.id, failures: 0, usedAt: null });

    const second = await calls.secondStep({ mfaToken: body.mfaToken, code: codeFor(secret) });
    expect(second.statusCode).toBe(200);
    const signedIn = second.json();
    const me = await calls.me(signedIn.token);
    expect(me.statusCode).toBe(200);
    // The same answer as a password-only sign-in: the token and who signed in.
    const { token, ...who } = signedIn;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(who).toEqual(me.json());

    // The mfaToken is spent.
    await nextStep(db(), { kind, id: account.id });
    const again = await calls.secondStep({ mfaToken: body.mfaToken, code: codeFor(secret) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(tokenExpired);
  });
});

describe('the second step', () => {
  it('refuses a wrong code with 401 and lets the right one through after it', async () => {
    const { calls, account, secret } = await enrolled('client');
    const mfaToken = await firstStep(calls, account.email);
    const wrong = await calls.secondStep({ mfaToken, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(wrongCode);
    const malformed = await calls.secondStep({ mfaToken, code: '12345' });
    expect(malformed.statusCode).toBe(400);
    expect((await calls.secondStep({ mfaToken, code: codeFor(secret) })).statusCode).toBe(200);
  });

  it('refuses a code that was already used in its window (ASVS 2.8.4)', async () => {
    const { calls, account, secret } = await enrolled('staff');
    const code = codeFor(secret);
    const first = await firstStep(calls, account.email);
    expect((await calls.secondStep({ mfaToken: first, code })).statusCode).toBe(200);
    const second = await firstStep(calls, account.email);
    const replayed = await calls.secondStep({ mfaToken: second, code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(wrongCode);
  });

  it('lets one of two sign-ins sent at once with the same code through', async () => {
    const { calls, account, secret } = await enrolled('partner');
    const tokens = [await firstStep(calls, account.email), await firstStep(calls, account.email)];
    const code = codeFor(secret);
    const answers = await Promise.all(
      tokens.map((mfaToken) => calls.secondStep({ mfaToken, code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('lets one of two requests with the same mfaToken and code through', async () => {
    const { calls, account, secret } = await enrolled('client');
    const mfaToken = await firstStep(calls, account.email);
    const code = codeFor(secret);
    const answers = await Promise.all([
      calls.secondStep({ mfaToken, code }),
      calls.secondStep({ mfaToken, code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('ends the mfaToken after 5 wrong codes: even the right code is refused', async () => {
    const { calls, account, secret } = await enrolled('client');
    const mfaToken = await firstStep(calls, account.email);
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await calls.secondStep({ mfaToken, code: `11111${guess}` })).json()).toEqual(
        wrongCode,
      );
    }
    const dead = await calls.secondStep({ mfaToken, code: codeFor(secret) });
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual(tokenExpired);
  });

  it('ends the mfaToken after 5 minutes, and the hourly clean-up removes it', async () => {
    const { calls, account, secret } = await enrolled('client');
    const mfaToken = await firstStep(calls, account.email);
    const thisToken = eq(mfaChallenges.tokenHash, hashToken(mfaToken));
    const [challenge] = await db().select().from(mfaChallenges).where(thisToken);
    const lifetime = challenge!.expiresAt.getTime() - challenge!.createdAt.getTime();
    expect(Math.abs(lifetime - 5 * 60 * 1000)).toBeLessThan(1000);

    await db()
      .update(mfaChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(thisToken);
    const late = await calls.secondStep({ mfaToken, code: codeFor(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(tokenExpired);

    const live = await firstStep(calls, account.email);
    await cleanUpAuthRecords(db());
    expect(await db().select().from(mfaChallenges).where(thisToken)).toEqual([]);
    const stillThere = eq(mfaChallenges.tokenHash, hashToken(live));
    expect(await db().select().from(mfaChallenges).where(stillThere)).toHaveLength(1);
  });

  it('refuses an unknown mfaToken, one of another kind of account, and a passkey for now', async () => {
    const { calls, account, secret } = await enrolled('staff');
    const unknown = await calls.secondStep({ mfaToken: 'not-a-token', code: codeFor(secret) });
    expect(unknown.json()).toEqual(tokenExpired);
    const mfaToken = await firstStep(calls, account.email);
    const asClient = await twoStepCalls(testApp, 'client').secondStep({
      mfaToken,
      code: codeFor(secret),
    });
    expect(asClient.statusCode).toBe(401);
    expect(asClient.json()).toEqual(tokenExpired);

    const passkey = await calls.secondStep({ mfaToken, passkey: { id: 'x' } });
    expect(passkey.statusCode).toBe(401);
    expect(passkey.json()).toEqual(error('PASSKEY_WRONG', PASSKEY_WRONG_MESSAGE));
    const both = await calls.secondStep({ mfaToken, code: codeFor(secret), recoveryCode: 'a' });
    expect(both.statusCode).toBe(400);
    expect((await calls.secondStep({ mfaToken, code: codeFor(secret) })).statusCode).toBe(200);
  });

  it('refuses an account deactivated between the two steps', async () => {
    const { calls, account, secret } = await enrolled('client');
    const mfaToken = await firstStep(calls, account.email);
    await db().update(userAccounts).set({ isActive: false }).where(eq(userAccounts.id, account.id));
    const refused = await calls.secondStep({ mfaToken, code: codeFor(secret) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(error('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE));
  });
});

describe('recovery codes', () => {
  it('each signs in once, as typed in any case or spacing, and is audited and e-mailed', async () => {
    const { calls, account, recoveryCodes } = await enrolled('partner');
    const [code, other] = recoveryCodes as [string, string];
    const typed = ` ${code.toUpperCase().replace(/-/g, ' ')} `;
    const signedIn = await calls.secondStep({
      mfaToken: await firstStep(calls, account.email),
      recoveryCode: typed,
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await calls.me(signedIn.json().token)).statusCode).toBe(200);

    const reused = await calls.secondStep({
      mfaToken: await firstStep(calls, account.email),
      recoveryCode: code,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(error('RECOVERY_CODE_WRONG', RECOVERY_CODE_WRONG_MESSAGE));
    expect((await calls.status(signedIn.json().token)).json().recoveryCodesLeft).toBe(9);

    const [letter, ...others] = await takeOutbox(testApp);
    expect(others).toEqual([]);
    expect(letter!.to).toContain(account.email);
    expect(letter!.subject).toBe('A recovery code was used to sign in to your account');
    expect(letter!.body).toContain('You have 9 recovery codes left.');
    expect(letter!.body).toContain("If this wasn't you");
    for (const any of recoveryCodes) expect(letter!.body).not.toContain(any);
    const audit = await db()
      .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, account.id), eq(auditLog.action, 'two_step.recovery_code_used')),
      );
    expect(audit).toEqual([
      {
        action: 'two_step.recovery_code_used',
        actorId: account.id,
        after: { recoveryCodesLeft: 9 },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(other);
  });

  it('answer one of two requests sent at once with the same code', async () => {
    const { calls, account, recoveryCodes } = await enrolled('client');
    const tokens = [await firstStep(calls, account.email), await firstStep(calls, account.email)];
    const answers = await Promise.all(
      tokens.map((mfaToken) => calls.secondStep({ mfaToken, recoveryCode: recoveryCodes[0] })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('the second step and the sign-in lockout', () => {
  async function lockedOutAfterWrongCodes(calls: TwoStepCalls, email: string, ip: string) {
    const mfaToken = await firstStep(calls, email, ip);
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await calls.secondStep({ mfaToken, code: `22222${guess}` }, ip)).statusCode).toBe(
        401,
      );
    }
  }

  it('counts every wrong code: after 5 the account answers 429, even to the password', async () => {
    const { calls, account, secret } = await enrolled('staff');
    const ip = freshAddress();
    const waiting = await firstStep(calls, account.email, ip);
    await lockedOutAfterWrongCodes(calls, account.email, ip);

    const password = await calls.login(account.email, ip);
    expect(password.statusCode).toBe(429);
    expect(password.json()).toEqual(error('LOGIN_LOCKED', LOGIN_LOCKED_MESSAGE));
    // A second step still waiting is refused too, even with the right code.
    const code = await calls.secondStep({ mfaToken: waiting, code: codeFor(secret) }, ip);
    expect(code.statusCode).toBe(429);

    // The lock ends with the window.
    await db()
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - interval '16 minutes'` })
      .where(eq(loginAttempts.email, account.email.toLowerCase()));
    const mfaToken = await firstStep(calls, account.email, ip);
    expect((await calls.secondStep({ mfaToken, code: codeFor(secret) }, ip)).statusCode).toBe(200);
  });

  it('counts a right password before the second step as neither a failure nor a success', async () => {
    const { calls, account } = await enrolled('client');
    const ip = freshAddress();
    const wrongPassword = () => calls.login(account.email, ip, 'not the password');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await wrongPassword()).statusCode).toBe(401);
    }
    // Two right passwords: were they failures, the second would meet 5 and answer 429.
    await firstStep(calls, account.email, ip);
    await firstStep(calls, account.email, ip);
    // Were they a success, the count would have started again and this would not lock.
    expect((await wrongPassword()).statusCode).toBe(401);
    expect((await calls.login(account.email, ip)).statusCode).toBe(429);
  });
});
