import type { Executor } from '../../db/client';
import type { PrincipalKind } from '../../db/schema';
import type { SessionRef } from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';
import { MFA_TOKEN_EXPIRED_MESSAGE, twoStepErrorCodes } from '@shared/contracts/two-step';
import { liveChallenge } from './challenges';
import {
  findPasskeyByCredential,
  passkeysOf,
  recordPasskeyUse,
  storeWebAuthnChallenge,
  takeWebAuthnChallenge,
} from './passkey-store';
import type { TwoStepDeps } from './service';
import {
  authenticationOptions,
  challengeOf,
  relyingPartyOf,
  verifyAuthentication,
  type RelyingParty,
} from './webauthn';

/*
 * A passkey as the answer to sign-in's second step (issue 17 §2): the challenge belongs to the
 * pending second step (its mfaToken), is answered once, and only by a passkey of that account.
 */

/** `POST {secondStepPath}/passkey-options`: a challenge for the account's passkeys. */
export async function passkeySignInOptions(
  deps: TwoStepDeps,
  kind: PrincipalKind,
  mfaToken: string,
) {
  const challenge = await liveChallenge(deps.db, mfaToken, kind);
  if (!challenge) {
    throw new AppError(401, twoStepErrorCodes.tokenExpired, MFA_TOKEN_EXPIRED_MESSAGE);
  }
  const principal = { kind, id: challenge.principalId };
  const existing = await passkeysOf(deps.db, principal);
  const options = await authenticationOptions(relyingPartyOf(deps), existing);
  await storeWebAuthnChallenge(
    deps.db,
    principal,
    'sign-in',
    options.challenge,
    challenge.tokenHash,
  );
  return { ...options };
}

/** What a passkey answers: a second step of a sign-in (its mfaToken), or a signed-in check. */
export type PasskeyQuestion = { purpose: 'sign-in'; mfaTokenHash: string } | { purpose: 'confirm' };

/**
 * Whether `response` is a right answer of one of the account's passkeys to a challenge of
 * `question`; a right one moves the passkey's counter on. The challenge is used up either way.
 */
export async function acceptPasskey(
  tx: Executor,
  rp: RelyingParty,
  principal: SessionRef,
  question: PasskeyQuestion,
  response: Record<string, unknown>,
): Promise<boolean> {
  const signed = challengeOf(response);
  const credentialId = typeof response.id === 'string' ? response.id : undefined;
  if (!signed || !credentialId) return false;
  const expected = await takeWebAuthnChallenge(
    tx,
    principal,
    question.purpose,
    signed,
    question.purpose === 'sign-in' ? question.mfaTokenHash : null,
  );
  const stored = await findPasskeyByCredential(tx, principal, credentialId);
  if (!expected || !stored) return false;
  const counter = await verifyAuthentication(rp, response, expected, stored);
  if (counter === undefined) return false;
  await recordPasskeyUse(tx, stored.id, counter);
  return true;
}

/** A signed-in person's passkey answer to a `confirm` challenge of theirs (`confirmOptions`). */
export const confirmWithPasskey = (
  deps: TwoStepDeps,
  principal: SessionRef,
  response: Record<string, unknown>,
) =>
  deps.db.transaction((tx) =>
    acceptPasskey(tx, relyingPartyOf(deps), principal, { purpose: 'confirm' }, response),
  );
