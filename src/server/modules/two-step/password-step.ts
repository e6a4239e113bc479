import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import type { Database } from '../../db/client';
import { discardAttempt, type ReservedAttempt } from '../../platform/auth/login-throttle';
import { completeSignIn } from '../../platform/auth/sign-in';
import { openChallenge } from './challenges';
import { secondStepMethods } from './methods';

/** A right password's outcome: a second step to take, or a session (limited when `mfaSetupRequired`). */
export type PasswordStepOutcome = MfaRequiredResponse | { token: string; mfaSetupRequired?: true };

/**
 * The end of every sign-in's password step, once the password was right and the account may
 * sign in (decision 020). An enrolled account gets an mfaToken instead of a session, and the
 * reserved attempt is forgotten: the second step counts its own. An account whose role must
 * use two-step sign-in and that has not set it up (`mustEnrol`) gets a limited session.
 */
export async function finishPasswordStep(
  db: Database,
  attempt: ReservedAttempt,
  principalId: string,
  { mustEnrol }: { mustEnrol: boolean },
): Promise<PasswordStepOutcome> {
  const principal = { kind: attempt.key.kind, id: principalId };
  const methods = await secondStepMethods(db, principal);
  if (methods.length > 0) {
    return db.transaction(async (tx) => {
      await discardAttempt(tx, attempt);
      const mfaToken = await openChallenge(tx, principal, attempt.key);
      return { mfaRequired: true as const, mfaToken, methods };
    });
  }
  if (!mustEnrol) return { token: await completeSignIn(db, attempt, principalId) };
  const token = await completeSignIn(db, attempt, principalId, { stage: 'enrolment' });
  return { token, mfaSetupRequired: true };
}
