import { expect } from 'vitest';
import { secondStepPaths, twoStepPrefixes } from '@shared/contracts/two-step';
import type { PrincipalKind } from '../../db/schema';
import { bearer } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { TestAuthenticator } from './test-authenticator';
import { freshAddress } from './test-helpers';

/** The passkey calls of one kind of account, as the browser makes them. */
export function passkeyCalls(testApp: TestApp, kind: PrincipalKind) {
  const prefix = `${twoStepPrefixes[kind]}/passkeys`;
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      payload: payload ?? {},
      remoteAddress: freshAddress(),
    });
  return {
    authenticator: (publicUrl = testApp.config.publicUrl) =>
      new TestAuthenticator(new URL(publicUrl).hostname, new URL(publicUrl).origin),
    options: (token: string) => send('POST', `${prefix}/options`, token),
    add: (token: string, name: string, response: object) =>
      send('POST', prefix, token, { name, response }),
    rename: (token: string, id: string, name: string) =>
      send('PATCH', `${prefix}/${id}`, token, { name }),
    remove: (token: string, id: string) => send('DELETE', `${prefix}/${id}`, token),
    confirmOptions: (token: string) => send('POST', `${prefix}/confirm-options`, token),
    renewWith: (token: string, passkey: object) =>
      send('POST', `${twoStepPrefixes[kind]}/recovery-codes`, token, { passkey }),
    signInOptions: (mfaToken: string) =>
      send('POST', `${secondStepPaths[kind]}/passkey-options`, undefined, { mfaToken }),
  };
}

export type PasskeyCalls = ReturnType<typeof passkeyCalls>;

/** Registers `authenticator` for the signed-in account under `name`; returns the answer. */
export async function addPasskey(
  calls: PasskeyCalls,
  token: string,
  authenticator: TestAuthenticator,
  name = 'Laptop',
) {
  const options = await calls.options(token);
  expect(options.statusCode, options.body).toBe(200);
  const added = await calls.add(token, name, authenticator.register(options.json()));
  expect(added.statusCode, added.body).toBe(201);
  return added.json<{ passkey: { id: string; name: string }; recoveryCodes?: string[] }>();
}
