import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import type { Executor } from '../../db/client';
import type { SessionRef } from '../../platform/auth/sessions';
import { deleteChallengesOf } from './challenges';
import { deleteRecoveryCodes } from './recovery-codes';
import { deleteFactor, readFactor } from './totp';

/*
 * "Enrolled" in one place: an account is enrolled when it has a way to answer a second step.
 * Today that is a confirmed authenticator app; passkeys will be the second way, added here.
 */

export type SecondStepMethod = MfaRequiredResponse['methods'][number];

/** How the account can answer a second step; empty when it is not enrolled. */
export async function secondStepMethods(
  executor: Executor,
  principal: SessionRef,
): Promise<SecondStepMethod[]> {
  const factor = await readFactor(executor, principal);
  // Recovery codes are always offered: they are the way back from a lost phone.
  return factor?.confirmedAt ? ['totp', 'recoveryCode'] : [];
}

/** Removes the account's authenticator app, recovery codes and pending second steps. */
export async function removeTwoStep(executor: Executor, principal: SessionRef): Promise<void> {
  await deleteFactor(executor, principal);
  await deleteRecoveryCodes(executor, principal);
  await deleteChallengesOf(executor, principal);
}
