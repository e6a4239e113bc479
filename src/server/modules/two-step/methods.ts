import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import type { Executor } from '../../db/client';
import type { SessionRef } from '../../platform/auth/sessions';
import { deleteChallengesOf } from './challenges';
import { deletePasskeysOf, passkeyCount } from './passkey-store';
import { deleteRecoveryCodes } from './recovery-codes';
import { deleteFactor, readFactor } from './totp';

/*
 * "Enrolled" in one place: an account is enrolled when it has a way to answer a second step,
 * a confirmed authenticator app or at least one passkey.
 */

export type SecondStepMethod = MfaRequiredResponse['methods'][number];

/** How the account can answer a second step; empty when it is not enrolled. */
export async function secondStepMethods(
  executor: Executor,
  principal: SessionRef,
): Promise<SecondStepMethod[]> {
  const factor = await readFactor(executor, principal);
  const methods: SecondStepMethod[] = [];
  if (factor?.confirmedAt) methods.push('totp');
  if ((await passkeyCount(executor, principal)) > 0) methods.push('passkey');
  // Recovery codes are always offered: they are the way back from a lost phone or passkey.
  return methods.length > 0 ? [...methods, 'recoveryCode'] : [];
}

/**
 * After one way was removed: when none is left, the recovery codes and pending second steps go
 * too, as turning two-step sign-in off does.
 */
export async function forgetIfNoneLeft(executor: Executor, principal: SessionRef): Promise<void> {
  if ((await secondStepMethods(executor, principal)).length > 0) return;
  await deleteRecoveryCodes(executor, principal);
  await deleteChallengesOf(executor, principal);
}

/** Removes every way: authenticator app, passkeys, recovery codes and pending second steps. */
export async function removeTwoStep(executor: Executor, principal: SessionRef): Promise<void> {
  await deleteFactor(executor, principal);
  await deletePasskeysOf(executor, principal);
  await deleteRecoveryCodes(executor, principal);
  await deleteChallengesOf(executor, principal);
}
