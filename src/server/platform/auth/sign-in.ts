import type { Database } from '../../db/client';
import { recordAttemptSucceeded, type ReservedAttempt } from './login-throttle';
import { createSession, type SessionOptions } from './sessions';

/**
 * The end of a sign-in whose password was right: the reserved attempt is marked a success (it
 * ends a lockout of the account) and a session of the attempt's kind starts, in one
 * transaction. Returns the bearer token.
 */
export function completeSignIn(
  db: Database,
  attempt: ReservedAttempt,
  principalId: string,
  options: Pick<SessionOptions, 'stage'> = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    await recordAttemptSucceeded(tx, attempt);
    return createSession(tx, { kind: attempt.key.kind, id: principalId }, options);
  });
}
