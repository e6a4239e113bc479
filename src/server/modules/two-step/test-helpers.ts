import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { TOTP } from 'otpauth';
import { twoStepPrefixes, secondStepPaths } from '@shared/contracts/two-step';
import type { Database } from '../../db/client';
import { totpFactors, type PrincipalKind } from '../../db/schema';
import type { StaffRole } from '@shared/domain-values';
import type { SessionRef } from '../../platform/auth/sessions';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  TEST_PASSWORD,
  type TestAccount,
} from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';

/*
 * What the two-step tests share: codes as an authenticator app computes them, and the calls of
 * each kind of account.
 */

/** The code an authenticator app shows for `secret` at `timestamp`. */
export const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret }).generate({ timestamp });

/**
 * As if the next 30-second step had come: the last accepted code no longer blocks a new one.
 * Without it, a test could use only one code per step, since a code works once.
 */
export async function nextStep(db: Database, principal: SessionRef): Promise<void> {
  await db
    .update(totpFactors)
    .set({ lastUsedStep: null })
    .where(
      and(eq(totpFactors.principalKind, principal.kind), eq(totpFactors.principalId, principal.id)),
    );
}

/** An error answer's body. */
export const errorBody = (code: string, message: string) => ({ code, message });

/** A new signed-in account of `kind`; staff get `staffRole`. */
export function newAccount(
  db: Database,
  kind: PrincipalKind,
  staffRole: StaffRole,
): Promise<TestAccount> {
  if (kind === 'client') return createClientAccount(db);
  if (kind === 'partner') return createPartnerAccount(db);
  return createStaffAccount(db, staffRole);
}

export const loginPaths: Record<PrincipalKind, string> = {
  client: '/api/auth/login',
  partner: '/api/partners/login',
  staff: '/api/staff/login',
};

export const mePaths: Record<PrincipalKind, string> = {
  client: '/api/auth/me',
  partner: '/api/partners/me',
  staff: '/api/staff/me',
};

let lastAddress = 0;
/** A fresh caller address, so one test's failures never lock another's address. */
export const freshAddress = () => {
  lastAddress += 1;
  return `10.17.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

/** The calls of one kind of account, as the browser makes them. */
export function twoStepCalls(testApp: TestApp, kind: PrincipalKind) {
  const prefix = twoStepPrefixes[kind];
  const post = (url: string, token: string | undefined, payload?: object, ip = freshAddress()) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: token ? bearer(token) : {},
      payload: payload ?? {},
      remoteAddress: ip,
    });
  return {
    status: (token: string) =>
      testApp.app.inject({ method: 'GET', url: prefix, headers: bearer(token) }),
    setup: (token: string) => post(`${prefix}/totp/setup`, token),
    confirm: (token: string, code: string) => post(`${prefix}/totp/confirm`, token, { code }),
    disable: (token: string, body: { password: string; code: string }, ip?: string) =>
      post(`${prefix}/totp/disable`, token, body, ip),
    renew: (token: string, code: string, ip?: string) =>
      post(`${prefix}/recovery-codes`, token, { code }, ip),
    login: (email: string, ip?: string, password = TEST_PASSWORD) =>
      post(loginPaths[kind], undefined, { email, password }, ip),
    secondStep: (body: object, ip?: string) => post(secondStepPaths[kind], undefined, body, ip),
    me: (token: string) =>
      testApp.app.inject({ method: 'GET', url: mePaths[kind], headers: bearer(token) }),
  };
}

export type TwoStepCalls = ReturnType<typeof twoStepCalls>;

/** Sets up and confirms an authenticator app for the signed-in account; returns its secret. */
export async function enrol(calls: TwoStepCalls, token: string) {
  const setup = await calls.setup(token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await calls.confirm(token, codeFor(secret));
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The password step of an enrolled account: its mfaToken. */
export async function firstStep(calls: TwoStepCalls, email: string, ip?: string) {
  const response = await calls.login(email, ip);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ mfaRequired: true });
  return response.json<{ mfaToken: string }>().mfaToken;
}
