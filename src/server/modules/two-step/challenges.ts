import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MFA_TOKEN_ATTEMPT_LIMIT, MFA_TOKEN_LIFETIME_MS } from '@shared/contracts/two-step';
import type { Executor } from '../../db/client';
import { mfaChallenges, type PrincipalKind } from '../../db/schema';
import type { LoginAttemptKey } from '../../platform/auth/login-throttle';
import type { SessionRef } from '../../platform/auth/sessions';
import { generateToken, hashToken } from '../../platform/auth/tokens';

/*
 * The pending second step of a sign-in: the password step hands out an `mfaToken` (only its
 * hash is stored) that lives 5 minutes and survives 5 wrong answers.
 */

/** Starts a second step for `principal`; returns the mfaToken. */
export async function openChallenge(
  executor: Executor,
  principal: SessionRef,
  key: LoginAttemptKey,
  now = new Date(),
): Promise<string> {
  const token = generateToken();
  await executor.insert(mfaChallenges).values({
    tokenHash: hashToken(token),
    principalKind: principal.kind,
    principalId: principal.id,
    email: key.email,
    ip: key.ip,
    expiresAt: new Date(now.getTime() + MFA_TOKEN_LIFETIME_MS),
  });
  return token;
}

const live = (tokenHash: string, now: Date) =>
  and(
    eq(mfaChallenges.tokenHash, tokenHash),
    gt(mfaChallenges.expiresAt, now),
    isNull(mfaChallenges.usedAt),
    lt(mfaChallenges.failures, MFA_TOKEN_ATTEMPT_LIMIT),
  );

/** The challenge of `token` if it is of `kind`, unexpired, unused and not worn out. */
export async function liveChallenge(executor: Executor, token: string, kind: PrincipalKind) {
  const [challenge] = await executor
    .select()
    .from(mfaChallenges)
    .where(and(live(hashToken(token), new Date()), eq(mfaChallenges.principalKind, kind)));
  return challenge;
}

export async function countWrongAnswer(executor: Executor, tokenHash: string): Promise<void> {
  await executor
    .update(mfaChallenges)
    .set({ failures: sql`${mfaChallenges.failures} + 1` })
    .where(eq(mfaChallenges.tokenHash, tokenHash));
}

/** Ends a challenge with its right answer; false when another request ended it first. */
export async function claimChallenge(executor: Executor, tokenHash: string): Promise<boolean> {
  const now = new Date();
  const claimed = await executor
    .update(mfaChallenges)
    .set({ usedAt: now })
    .where(live(tokenHash, now))
    .returning({ tokenHash: mfaChallenges.tokenHash });
  return claimed.length === 1;
}

export async function deleteChallengesOf(executor: Executor, principal: SessionRef) {
  await executor
    .delete(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.principalKind, principal.kind),
        eq(mfaChallenges.principalId, principal.id),
      ),
    );
}
