import type { Database } from '../../db/client';
import { recordLoginAttempt, type LoginAttemptKey } from './login-throttle';
import { createSession } from './sessions';

/**
 * The end of a sign-in whose password was right: the success is recorded (it ends a lockout of
 * the account) and a session of `key.kind` starts, in one transaction. Returns the bearer token.
 */
export function completeSignIn(
  db: Database,
  key: LoginAttemptKey,
  principalId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    await recordLoginAttempt(tx, key, true);
    return createSession(tx, { kind: key.kind, id: principalId });
  });
}
