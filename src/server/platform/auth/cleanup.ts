import { and, eq, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  authTokens,
  loginAttempts,
  mfaChallenges,
  sessions,
  webAuthnChallenges,
} from '../../db/schema';
import { deleteEndedFormLimits } from '../form-rate-limit';
import { ensureJobScheduled, type JobHandler } from '../jobs';
import { KNOWN_SOURCE_MS } from './login-throttle';
import { deleteIdleSessions } from './session-activity';

/** Removes sign-in records and ended form-limit counters nobody needs any more, once an hour. */
export const AUTH_CLEANUP_JOB = 'auth.cleanup';
export const AUTH_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Failed attempts are kept a day (the lockout reads 15 minutes) to help investigate an attack. */
const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Used or expired single-use tokens are kept a week, then removed. */
const AUTH_TOKEN_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface CleanupCounts {
  sessions: number;
  loginAttempts: number;
  authTokens: number;
  mfaChallenges: number;
  webAuthnChallenges: number;
  formRateLimits: number;
}

export async function cleanUpAuthRecords(
  executor: Executor,
  now = new Date(),
): Promise<CleanupCounts> {
  const expiredSessions = await executor
    .delete(sessions)
    .where(lte(sessions.expire, now))
    .returning({ sid: sessions.sid });
  const oldAttempts = await executor
    .delete(loginAttempts)
    .where(
      or(
        and(
          eq(loginAttempts.succeeded, false),
          lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_MS)),
        ),
        // Successes mark the addresses an account signs in from (decision 012).
        lt(loginAttempts.createdAt, new Date(now.getTime() - KNOWN_SOURCE_MS)),
      ),
    )
    .returning({ id: loginAttempts.id });
  const oldTokens = await executor
    .delete(authTokens)
    .where(
      and(
        or(isNotNull(authTokens.usedAt), lte(authTokens.expiresAt, now)),
        lt(authTokens.createdAt, new Date(now.getTime() - AUTH_TOKEN_RETENTION_MS)),
      ),
    )
    .returning({ id: authTokens.id });
  // A second step is over once used or expired (decision 020); nothing needs it after that.
  const endedChallenges = await executor
    .delete(mfaChallenges)
    .where(or(isNotNull(mfaChallenges.usedAt), lte(mfaChallenges.expiresAt, now)))
    .returning({ tokenHash: mfaChallenges.tokenHash });
  // A passkey challenge is taken when answered; only expired ones are left to remove.
  const expiredWebAuthn = await executor
    .delete(webAuthnChallenges)
    .where(lte(webAuthnChallenges.expiresAt, now))
    .returning({ id: webAuthnChallenges.id });
  return {
    sessions: expiredSessions.length + (await deleteIdleSessions(executor, now)),
    loginAttempts: oldAttempts.length,
    authTokens: oldTokens.length,
    mfaChallenges: endedChallenges.length,
    webAuthnChallenges: expiredWebAuthn.length,
    formRateLimits: await deleteEndedFormLimits(executor, now),
  };
}

/** Makes sure exactly one clean-up is waiting, due at `runAt`; safe for several processes. */
export async function scheduleAuthCleanup(db: Database, runAt = new Date()): Promise<void> {
  await ensureJobScheduled(db, AUTH_CLEANUP_JOB, runAt);
}

/** Cleans up, then schedules the next run an interval later. */
export function authCleanupJobHandler(db: Database): JobHandler {
  return async () => {
    await cleanUpAuthRecords(db);
    await scheduleAuthCleanup(db, new Date(Date.now() + AUTH_CLEANUP_INTERVAL_MS));
  };
}
