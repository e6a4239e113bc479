import { and, count, eq, gt, gte, max, sql } from 'drizzle-orm';
import { LOGIN_LOCKED_MESSAGE } from '@shared/contracts/auth';
import type { Database, Executor } from '../../db/client';
import { loginAttempts, type PrincipalKind } from '../../db/schema';
import { AppError } from '../errors';
import { serviceEventsOf } from '../metrics/service-events';
import { verifyPassword } from './passwords';

/*
 * The one rule for trying a password (decision 012, which supersedes part of 007): every
 * caller that checks a password (client, partner and staff sign-in, password change, e-mail
 * change, account deletion) goes through `checkPasswordWithinLimit`. The attempt is reserved
 * in the database, as a failure, before argon2 runs; the count and the check happen under
 * advisory locks on the account and on the address, so requests sent at once, to any number
 * of processes, cannot all pass the check before one of them is counted.
 */

/** design.md: 5 failures on one account, or 50 from one address, within 15 minutes. */
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 50;
/**
 * An address the account signed in from within this time is a known source: it has a budget of
 * its own, so a stranger typing someone's e-mail five times cannot lock them out (decision 012).
 */
export const KNOWN_SOURCE_MS = 30 * 24 * 60 * 60 * 1000;

export interface LoginAttemptKey {
  kind: PrincipalKind;
  /** Lower-cased. */
  email: string;
  ip: string;
}

/** A reserved attempt: it counts as a failure unless `recordAttemptSucceeded` marks it. */
export interface ReservedAttempt {
  id: string;
  key: LoginAttemptKey;
}

export interface PasswordCheck {
  matches: boolean;
  attempt: ReservedAttempt;
}

const locked = () => new AppError(429, 'LOGIN_LOCKED', LOGIN_LOCKED_MESSAGE);

// Advisory lock keys share one 64-bit space; the prefixes keep accounts and addresses apart.
const advisoryLock = (executor: Executor, name: string) =>
  executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);

const sameAccount = (key: LoginAttemptKey) =>
  and(eq(loginAttempts.principalKind, key.kind), eq(loginAttempts.email, key.email));

/** Whether the account signed in successfully from `key.ip` lately. */
async function isKnownSource(executor: Executor, key: LoginAttemptKey, now: Date) {
  const [row] = await executor
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        sameAccount(key),
        eq(loginAttempts.ip, key.ip),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, new Date(now.getTime() - KNOWN_SOURCE_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a password may be tried now. An account's count starts at the later of "15 minutes
 * ago" and its last success. A known source counts only its own failures; any other address
 * counts every failure of the account, so strangers share 5 guesses in any 15 minutes.
 */
async function isLocked(executor: Executor, key: LoginAttemptKey, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const [lastSuccess] = await executor
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        sameAccount(key),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, windowStart),
      ),
    );
  const accountSince =
    lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const ownFailuresOnly = await isKnownSource(executor, key, now);
  const [accountFailures] = await executor
    .select({ total: count() })
    .from(loginAttempts)
    .where(
      and(
        sameAccount(key),
        eq(loginAttempts.succeeded, false),
        // A failure in the same millisecond as the success still counts.
        gte(loginAttempts.createdAt, accountSince),
        ownFailuresOnly ? eq(loginAttempts.ip, key.ip) : undefined,
      ),
    );
  if ((accountFailures?.total ?? 0) >= ACCOUNT_FAILURE_LIMIT) return true;

  const [addressFailures] = await executor
    .select({ total: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, key.ip),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, windowStart),
      ),
    );
  return (addressFailures?.total ?? 0) >= ADDRESS_FAILURE_LIMIT;
}

/**
 * Counts an attempt before its password is checked, or refuses it (429, spec wording) when the
 * account or the address has no guesses left. Refused attempts are not recorded, so a lock ends
 * 15 minutes after the failures, not after the last try.
 */
export function reserveLoginAttempt(
  db: Database,
  key: LoginAttemptKey,
  now = new Date(),
): Promise<ReservedAttempt> {
  return db.transaction(async (tx) => {
    // Always the account first, then the address: one order, so two requests never deadlock.
    await advisoryLock(tx, `login-account:${key.kind}:${key.email}`);
    await advisoryLock(tx, `login-address:${key.ip}`);
    if (await isLocked(tx, key, now)) {
      serviceEventsOf(db).signInLocked(key.kind);
      throw locked();
    }
    const [row] = await tx
      .insert(loginAttempts)
      .values({ principalKind: key.kind, email: key.email, ip: key.ip, succeeded: false })
      .returning({ id: loginAttempts.id });
    return { id: row!.id, key };
  });
}

/** Marks a reserved attempt as a success: it ends the account's count and makes a known source. */
export async function recordAttemptSucceeded(
  executor: Executor,
  attempt: ReservedAttempt,
): Promise<void> {
  await executor
    .update(loginAttempts)
    .set({ succeeded: true })
    .where(eq(loginAttempts.id, attempt.id));
}

/**
 * The one way to check a password someone typed: reserves the attempt (or refuses with 429),
 * then verifies it against `passwordHash` (a decoy hash when there is none). A wrong password
 * needs nothing more; on success the caller calls `recordAttemptSucceeded` (sign-in does so
 * through `completeSignIn`).
 */
export async function checkPasswordWithinLimit(
  db: Database,
  key: LoginAttemptKey,
  passwordHash: string | null | undefined,
  password: string,
): Promise<PasswordCheck> {
  const attempt = await reserveLoginAttempt(db, key);
  const matches = await verifyPassword(passwordHash, password);
  if (!matches) serviceEventsOf(db).passwordRefused(key.kind);
  return { matches, attempt };
}

/**
 * Forgets a reserved attempt, as neither a failure nor a success: a right password whose sign-in
 * still needs a second step (decision 020). A success would end the account's count and give
 * whoever knows the password fresh guesses at the code; the second step counts its own attempts.
 */
export async function discardAttempt(executor: Executor, attempt: ReservedAttempt): Promise<void> {
  await executor.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
}

/** A success that proved the account some other way (a reset or set-password link). */
export async function recordLoginSuccess(executor: Executor, key: LoginAttemptKey): Promise<void> {
  await executor.insert(loginAttempts).values({
    principalKind: key.kind,
    email: key.email,
    ip: key.ip,
    succeeded: true,
  });
}
