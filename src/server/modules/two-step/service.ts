import { WRONG_PASSWORD_MESSAGE } from '@shared/contracts/account';
import {
  MFA_REQUIRED_FOR_ROLE_MESSAGE,
  PASSKEY_NOT_CONFIRMED_MESSAGE,
  TOTP_ALREADY_ON_MESSAGE,
  TOTP_NOT_ON_MESSAGE,
  TOTP_NOT_STARTED_MESSAGE,
  twoStepErrorCodes,
  WRONG_CODE_MESSAGE,
  type DisableTotpRequest,
  type RecoveryCodesResponse,
  type RenewRecoveryCodesRequest,
  type TotpSetupResponse,
  type TwoStepStatus,
} from '@shared/contracts/two-step';
import type { SiteConfig } from '@shared/site-config';
import type { MfaRole } from '../../config';
import type { Database } from '../../db/client';
import { endEnrolment } from '../../platform/auth/enrolment-gate';
import { NOT_SIGNED_IN_MESSAGE, type Principal } from '../../platform/auth/guards';
import {
  checkPasswordWithinLimit,
  discardAttempt,
  recordAttemptSucceeded,
  reserveLoginAttempt,
} from '../../platform/auth/login-throttle';
import type { SecretBox } from '../../platform/auth/secret-box';
import type { SessionRef } from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';
import { findAccount, twoStepRequired, type TwoStepAccount } from './accounts';
import { recordTwoStepEvent } from './events';
import { forgetIfNoneLeft } from './methods';
import { confirmWithPasskey } from './passkey-sign-in';
import { passkeyCount, passkeysOf, passkeyView } from './passkey-store';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes';
import {
  acceptCode,
  deleteFactor,
  newTotpSecret,
  otpauthUrl,
  readFactor,
  storePendingSecret,
} from './totp';

/*
 * Each account's own two-step sign-in (issue 17 §1): set up an authenticator app, confirm it
 * with a first code (which hands out recovery codes), make new recovery codes, turn it off.
 * Every code typed here outside a setup counts towards the sign-in lockout, so a stolen session
 * cannot be used to guess codes without limit.
 */

export interface TwoStepDeps {
  db: Database;
  box: SecretBox;
  site: SiteConfig;
  /** The issuer the authenticator app shows. */
  siteName: string;
  requiredRoles: readonly MfaRole[];
  /** PUBLIC_URL: the relying party of passkeys (webauthn.ts). */
  publicUrl: string;
}

const wrongCode = () => new AppError(400, twoStepErrorCodes.wrongCode, WRONG_CODE_MESSAGE);
const notOn = () => new AppError(409, 'TOTP_NOT_ON', TOTP_NOT_ON_MESSAGE);
const alreadyOn = () => new AppError(409, 'TOTP_ALREADY_ON', TOTP_ALREADY_ON_MESSAGE);

const refOf = (principal: Principal): SessionRef => ({ kind: principal.kind, id: principal.id });

export async function accountOf(deps: TwoStepDeps, principal: Principal): Promise<TwoStepAccount> {
  const account = await findAccount(deps.db, refOf(principal));
  // The guard saw the account a moment ago; if it is gone now, the caller is not signed in.
  if (!account) throw new AppError(401, 'UNAUTHENTICATED', NOT_SIGNED_IN_MESSAGE);
  return account;
}

const lockoutKey = (account: TwoStepAccount, ip: string) => ({
  kind: account.principal.kind,
  email: account.email.toLowerCase(),
  ip,
});

export async function twoStepStatus(
  deps: TwoStepDeps,
  principal: Principal,
): Promise<TwoStepStatus> {
  const account = await accountOf(deps, principal);
  const factor = await readFactor(deps.db, account.principal);
  const totpEnabled = Boolean(factor?.confirmedAt);
  const passkeys = await passkeysOf(deps.db, account.principal);
  const enabled = totpEnabled || passkeys.length > 0;
  return {
    enabled,
    totpEnabled,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(deps.db, account.principal) : 0,
    passkeys: passkeys.map(passkeyView),
    required: twoStepRequired(deps.requiredRoles, account.role),
  };
}

/** A new secret waiting for its first code; it replaces a setup that was never confirmed. */
export async function setUpTotp(
  deps: TwoStepDeps,
  principal: Principal,
): Promise<TotpSetupResponse> {
  const account = await accountOf(deps, principal);
  const secret = newTotpSecret();
  if (!(await storePendingSecret(deps.db, deps.box, account.principal, secret))) throw alreadyOn();
  return { secret, otpauthUrl: otpauthUrl(secret, deps.siteName, account.email) };
}

/**
 * The first right code turns two-step sign-in on and hands out recovery codes. A limited
 * session (the admin gate) becomes a full one.
 */
export async function confirmTotp(
  deps: TwoStepDeps,
  principal: Principal,
  code: string,
): Promise<RecoveryCodesResponse> {
  const account = await accountOf(deps, principal);
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    if (!(await acceptCode(tx, deps.box, account.principal, code, true))) return undefined;
    const codes = await replaceRecoveryCodes(tx, account.principal);
    await endEnrolment(tx, account.principal, principal.token);
    await recordTwoStepEvent(tx, deps.site, 'enabled', account);
    return codes;
  });
  if (recoveryCodes) return { recoveryCodes };
  const factor = await readFactor(deps.db, account.principal);
  if (!factor) throw new AppError(409, 'TOTP_NOT_STARTED', TOTP_NOT_STARTED_MESSAGE);
  if (factor.confirmedAt) throw alreadyOn();
  throw wrongCode();
}

/**
 * Checks a current code of the confirmed authenticator app as one sign-in attempt: refused
 * with 429 while the account is locked, counted as a failure when wrong. Returns the attempt,
 * which the caller settles once the change is made.
 */
async function checkCurrentCode(
  deps: TwoStepDeps,
  account: TwoStepAccount,
  code: string,
  ip: string,
) {
  const factor = await readFactor(deps.db, account.principal);
  if (!factor?.confirmedAt) throw notOn();
  const attempt = await reserveLoginAttempt(deps.db, lockoutKey(account, ip));
  if (!(await acceptCode(deps.db, deps.box, account.principal, code, false))) throw wrongCode();
  return attempt;
}

/** A passkey's answer in place of the app's code; a wrong one counts like a wrong code. */
async function checkPasskeyAnswer(
  deps: TwoStepDeps,
  account: TwoStepAccount,
  response: Record<string, unknown>,
  ip: string,
) {
  const attempt = await reserveLoginAttempt(deps.db, lockoutKey(account, ip));
  if (!(await confirmWithPasskey(deps, account.principal, response))) {
    throw new AppError(400, twoStepErrorCodes.passkeyWrong, PASSKEY_NOT_CONFIRMED_MESSAGE);
  }
  return attempt;
}

/** New recovery codes, after a current code from the app or one of the account's passkeys. */
export async function renewRecoveryCodes(
  deps: TwoStepDeps,
  principal: Principal,
  answer: RenewRecoveryCodesRequest,
  ip: string,
): Promise<RecoveryCodesResponse> {
  const account = await accountOf(deps, principal);
  const attempt = answer.passkey
    ? await checkPasskeyAnswer(deps, account, answer.passkey, ip)
    : await checkCurrentCode(deps, account, answer.code ?? '', ip);
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    // Not a sign-in: neither a failure nor a success.
    await discardAttempt(tx, attempt);
    const codes = await replaceRecoveryCodes(tx, account.principal);
    await recordTwoStepEvent(tx, deps.site, 'recovery_codes_renewed', account);
    return codes;
  });
  return { recoveryCodes };
}

/**
 * Turns the authenticator app off: the password and a current code, unless the role requires
 * two-step sign-in. Passkeys stay, and with them the recovery codes.
 */
export async function disableTotp(
  deps: TwoStepDeps,
  principal: Principal,
  input: DisableTotpRequest,
  ip: string,
): Promise<void> {
  const account = await accountOf(deps, principal);
  if (twoStepRequired(deps.requiredRoles, account.role)) {
    throw new AppError(403, 'MFA_REQUIRED_FOR_ROLE', MFA_REQUIRED_FOR_ROLE_MESSAGE);
  }
  if (!(await readFactor(deps.db, account.principal))?.confirmedAt) throw notOn();
  const key = lockoutKey(account, ip);
  const check = await checkPasswordWithinLimit(deps.db, key, account.passwordHash, input.password);
  // 400, not 401: the caller is signed in. A wrong password or code stays a counted failure.
  if (!check.matches) throw new AppError(400, 'WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE);
  if (!(await acceptCode(deps.db, deps.box, account.principal, input.code, false))) {
    throw wrongCode();
  }
  await deps.db.transaction(async (tx) => {
    await recordAttemptSucceeded(tx, check.attempt);
    await deleteFactor(tx, account.principal);
    await forgetIfNoneLeft(tx, account.principal);
    await recordTwoStepEvent(tx, deps.site, 'disabled', account, {
      details: { passkeys: await passkeyCount(tx, account.principal) },
    });
  });
}
