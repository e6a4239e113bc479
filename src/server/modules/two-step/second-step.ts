import {
  MFA_TOKEN_EXPIRED_MESSAGE,
  PASSKEY_WRONG_MESSAGE,
  RECOVERY_CODE_WRONG_MESSAGE,
  twoStepErrorCodes,
  WRONG_CODE_MESSAGE,
  type SecondStepRequest,
} from '@shared/contracts/two-step';
import { INVALID_CREDENTIALS_MESSAGE } from '@shared/contracts/auth';
import type { Executor } from '../../db/client';
import type { PrincipalKind } from '../../db/schema';
import { reserveLoginAttempt } from '../../platform/auth/login-throttle';
import type { SessionRef } from '../../platform/auth/sessions';
import { completeSignIn } from '../../platform/auth/sign-in';
import { AppError } from '../../platform/errors';
import { findAccount } from './accounts';
import { claimChallenge, countWrongAnswer, liveChallenge } from './challenges';
import { recordTwoStepEvent } from './events';
import { acceptPasskey } from './passkey-sign-in';
import { relyingPartyOf } from './webauthn';
import { recoveryCodesLeft, useRecoveryCode } from './recovery-codes';
import type { TwoStepDeps } from './service';
import { acceptCode } from './totp';

const tokenExpired = () =>
  new AppError(401, twoStepErrorCodes.tokenExpired, MFA_TOKEN_EXPIRED_MESSAGE);

function wrongAnswer(body: SecondStepRequest): AppError {
  if (body.code !== undefined) {
    return new AppError(401, twoStepErrorCodes.wrongCode, WRONG_CODE_MESSAGE);
  }
  if (body.passkey !== undefined) {
    return new AppError(401, twoStepErrorCodes.passkeyWrong, PASSKEY_WRONG_MESSAGE);
  }
  return new AppError(401, twoStepErrorCodes.recoveryCodeWrong, RECOVERY_CODE_WRONG_MESSAGE);
}

/**
 * The second step of a sign-in (decision 020): the mfaToken must be live; the attempt is
 * reserved against the same lockout as the password (so a locked account answers 429 and each
 * wrong answer counts); a right code or recovery code ends the challenge and starts the
 * session, all in one transaction. Returns the session's token and whose it is.
 */
export async function completeSecondStep(
  deps: TwoStepDeps,
  kind: PrincipalKind,
  body: SecondStepRequest,
  ip: string,
): Promise<{ token: string; principalId: string }> {
  const { db, box } = deps;
  const challenge = await liveChallenge(db, body.mfaToken, kind);
  if (!challenge) throw tokenExpired();
  const attempt = await reserveLoginAttempt(db, { kind, email: challenge.email, ip });
  const principal = { kind, id: challenge.principalId };
  const rightAnswer = (tx: Executor, who: SessionRef) => {
    if (body.code !== undefined) return acceptCode(tx, box, who, body.code, false);
    if (body.passkey !== undefined) {
      return acceptPasskey(
        tx,
        relyingPartyOf(deps),
        who,
        { purpose: 'sign-in', mfaTokenHash: challenge.tokenHash },
        body.passkey,
      );
    }
    return useRecoveryCode(tx, who, body.recoveryCode ?? '');
  };

  const token = await db.transaction(async (tx) => {
    const right = await rightAnswer(tx, principal);
    if (!right) return undefined;
    // Throwing undoes the code's use: another request ended this challenge first.
    if (!(await claimChallenge(tx, challenge.tokenHash))) throw tokenExpired();
    const account = await findAccount(tx, principal);
    // Deactivated (or no longer verified) since the password step: the attempt stays a failure.
    if (!account?.maySignIn) {
      throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    if (body.recoveryCode !== undefined) {
      const codesLeft = await recoveryCodesLeft(tx, principal);
      await recordTwoStepEvent(tx, deps.site, 'recovery_code_used', account, {
        details: { codesLeft },
      });
    }
    return completeSignIn(tx, attempt, principal.id);
  });
  if (token === undefined) {
    await countWrongAnswer(db, challenge.tokenHash);
    throw wrongAnswer(body);
  }
  return { token, principalId: principal.id };
}
