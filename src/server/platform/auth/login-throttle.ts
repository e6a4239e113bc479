import { and, count, eq, gt, gte, max } from 'drizzle-orm';
import { LOGIN_LOCKED_MESSAGE } from '@shared/contracts/auth';
import type { Executor } from '../../db/client';
import { loginAttempts, type PrincipalKind } from '../../db/schema';
import { AppError } from '../errors';

/** design.md: 5 failures on one account, or 50 from one address, within 15 minutes. */
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 50;

export interface LoginAttemptKey {
  kind: PrincipalKind;
  /** Lower-cased. */
  email: string;
  ip: string;
}

const locked = () => new AppError(429, 'LOGIN_LOCKED', LOGIN_LOCKED_MESSAGE);

/**
 * Refuses a sign-in, before the password is checked, while the account or the address is
 * locked. The state is in the database, so every server process enforces the same lock.
 */
export async function assertLoginAllowed(
  executor: Executor,
  key: LoginAttemptKey,
  now = new Date(),
): Promise<void> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const [lastSuccess] = await executor
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.principalKind, key.kind),
        eq(loginAttempts.email, key.email),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, windowStart),
      ),
    );
  // A successful sign-in (or password reset) wipes the slate for the account.
  const accountSince =
    lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const [accountFailures] = await executor
    .select({ total: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.principalKind, key.kind),
        eq(loginAttempts.email, key.email),
        eq(loginAttempts.succeeded, false),
        // A failure in the same millisecond as the success still counts.
        gte(loginAttempts.createdAt, accountSince),
      ),
    );
  if ((accountFailures?.total ?? 0) >= ACCOUNT_FAILURE_LIMIT) throw locked();

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
  if ((addressFailures?.total ?? 0) >= ADDRESS_FAILURE_LIMIT) throw locked();
}

export async function recordLoginAttempt(
  executor: Executor,
  key: LoginAttemptKey,
  succeeded: boolean,
): Promise<void> {
  await executor.insert(loginAttempts).values({
    principalKind: key.kind,
    email: key.email,
    ip: key.ip,
    succeeded,
  });
}
