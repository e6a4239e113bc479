import {
  MFA_REQUIRED_FOR_ROLE_MESSAGE,
  NO_PASSKEYS_MESSAGE,
  PASSKEY_LIMIT,
  PASSKEY_LIMIT_MESSAGE,
  PASSKEY_NOT_ADDED_MESSAGE,
  PASSKEY_NOT_FOUND_MESSAGE,
  type Passkey,
  type RegisterPasskeyRequest,
  type RegisterPasskeyResponse,
} from '@shared/contracts/two-step';
import { endEnrolment } from '../../platform/auth/enrolment-gate';
import type { Principal } from '../../platform/auth/guards';
import { AppError, notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { twoStepRequired } from './accounts';
import { recordTwoStepEvent } from './events';
import { forgetIfNoneLeft, secondStepMethods } from './methods';
import {
  deletePasskeyRow,
  findPasskey,
  insertPasskey,
  passkeyCount,
  passkeysOf,
  passkeyView,
  renamePasskeyRow,
  storeWebAuthnChallenge,
  takeWebAuthnChallenge,
} from './passkey-store';
import { replaceRecoveryCodes } from './recovery-codes';
import { accountOf, type TwoStepDeps } from './service';
import {
  authenticationOptions,
  challengeOf,
  registrationOptions,
  relyingPartyOf,
  verifyRegistration,
} from './webauthn';

/*
 * Each account's own passkeys (issue 17 §2): add several, name them, remove them. A passkey is
 * a way to answer the second step beside (or instead of) an authenticator app, so the first one
 * hands out recovery codes and ends a limited enrolment session, as confirming an app does.
 */

const limitReached = () => new AppError(409, 'PASSKEY_LIMIT', PASSKEY_LIMIT_MESSAGE);
const notAdded = () => new AppError(400, 'PASSKEY_NOT_ADDED', PASSKEY_NOT_ADDED_MESSAGE);
const passkeyNotFound = () => notFound(PASSKEY_NOT_FOUND_MESSAGE);

/**
 * Options for the browser's `startAuthentication` when a signed-in person confirms a change
 * with one of their passkeys (making new recovery codes without an authenticator app).
 */
export async function passkeyConfirmOptions(deps: TwoStepDeps, principal: Principal) {
  const account = await accountOf(deps, principal);
  const existing = await passkeysOf(deps.db, account.principal);
  if (existing.length === 0) throw new AppError(409, 'NO_PASSKEYS', NO_PASSKEYS_MESSAGE);
  const options = await authenticationOptions(relyingPartyOf(deps), existing);
  await storeWebAuthnChallenge(deps.db, account.principal, 'confirm', options.challenge);
  return { ...options };
}

/** Options for the browser's `startRegistration`; the challenge is kept for 5 minutes. */
export async function passkeyRegistrationOptions(deps: TwoStepDeps, principal: Principal) {
  const account = await accountOf(deps, principal);
  const existing = await passkeysOf(deps.db, account.principal);
  if (existing.length >= PASSKEY_LIMIT) throw limitReached();
  const options = await registrationOptions(
    relyingPartyOf(deps),
    account.principal,
    account,
    existing,
  );
  await storeWebAuthnChallenge(deps.db, account.principal, 'register', options.challenge);
  return { ...options };
}

export async function addPasskey(
  deps: TwoStepDeps,
  principal: Principal,
  body: RegisterPasskeyRequest,
): Promise<RegisterPasskeyResponse> {
  const account = await accountOf(deps, principal);
  const signed = challengeOf(body.response);
  // Taken before checking, and for good: a challenge is answered once, rightly or not.
  const challenge =
    signed && (await takeWebAuthnChallenge(deps.db, account.principal, 'register', signed));
  if (!challenge) throw notAdded();
  const credential = await verifyRegistration(relyingPartyOf(deps), body.response, challenge);
  if (!credential) throw notAdded();
  return deps.db.transaction(async (tx) => {
    const first = (await secondStepMethods(tx, account.principal)).length === 0;
    const count = await passkeyCount(tx, account.principal);
    if (count >= PASSKEY_LIMIT) throw limitReached();
    const row = await insertPasskey(tx, {
      ...credential,
      principalKind: account.principal.kind,
      principalId: account.principal.id,
      name: body.name,
    }).catch(() => undefined);
    // The credential is already someone's (excludeCredentials keeps a browser from this).
    if (!row) throw notAdded();
    const recoveryCodes = first ? await replaceRecoveryCodes(tx, account.principal) : undefined;
    if (first) await endEnrolment(tx, account.principal, principal.token);
    await recordTwoStepEvent(tx, deps.site, 'passkey_added', account, {
      details: { passkeyName: row.name, passkeys: count + 1 },
    });
    const passkey = passkeyView(row);
    return recoveryCodes ? { passkey, recoveryCodes } : { passkey };
  });
}

export async function renamePasskey(
  deps: TwoStepDeps,
  principal: Principal,
  id: string,
  name: string,
): Promise<Passkey> {
  const account = await accountOf(deps, principal);
  const row = isRowId(id)
    ? await renamePasskeyRow(deps.db, account.principal, id, name)
    : undefined;
  if (!row) throw passkeyNotFound();
  return passkeyView(row);
}

/**
 * Removes one of the account's passkeys. The last way to answer a second step cannot go when
 * the role requires two-step sign-in; otherwise its going takes the recovery codes along.
 */
export async function removePasskey(
  deps: TwoStepDeps,
  principal: Principal,
  id: string,
): Promise<void> {
  const account = await accountOf(deps, principal);
  if (!isRowId(id) || !(await findPasskey(deps.db, account.principal, id))) {
    throw passkeyNotFound();
  }
  await deps.db.transaction(async (tx) => {
    const removed = await deletePasskeyRow(tx, account.principal, id);
    if (!removed) throw passkeyNotFound();
    const left = await secondStepMethods(tx, account.principal);
    // Throwing undoes the removal.
    if (left.length === 0 && twoStepRequired(deps.requiredRoles, account.role)) {
      throw new AppError(403, 'MFA_REQUIRED_FOR_ROLE', MFA_REQUIRED_FOR_ROLE_MESSAGE);
    }
    await forgetIfNoneLeft(tx, account.principal);
    await recordTwoStepEvent(tx, deps.site, 'passkey_removed', account, {
      details: { passkeyName: removed.name, passkeys: await passkeyCount(tx, account.principal) },
    });
  });
}
