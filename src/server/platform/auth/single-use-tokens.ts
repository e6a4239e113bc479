import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authTokens, type AuthTokenPurpose, type PrincipalKind } from '../../db/schema';
import { generateToken, hashToken } from './tokens';

/*
 * Links sent by e-mail (password reset, partner invite, partner verification) carry a random
 * token; auth_tokens keeps only its SHA-256, with what it is for, whose it is and until when it
 * works. A token is used up by claiming it; cancelling marks the ones still out as used.
 */

/** What a token is for and whose it is, e.g. a client's password reset. */
export interface TokenKind {
  purpose: AuthTokenPurpose;
  principalKind: PrincipalKind;
}

export interface IssuedToken {
  /** The token itself: it goes into the e-mail and is never stored. */
  token: string;
  expiresAt: Date;
}

const ofKind = (kind: TokenKind) =>
  and(eq(authTokens.purpose, kind.purpose), eq(authTokens.principalKind, kind.principalKind));

/** Makes every token of this kind that the principal still has out unusable. */
export async function cancelOutstandingTokens(
  executor: Executor,
  kind: TokenKind,
  principalId: string,
  now: Date,
): Promise<void> {
  await executor
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(ofKind(kind), eq(authTokens.principalId, principalId), isNull(authTokens.usedAt)));
}

/**
 * Stores a new token for the principal, valid for `lifetimeMs`. With `replaceOutstanding`,
 * earlier ones still out stop working, so only the newest e-mail works. Call it inside the
 * transaction that queues the e-mail, so a rollback leaves the earlier links usable.
 */
export async function issueToken(
  executor: Executor,
  kind: TokenKind,
  options: { principalId: string; lifetimeMs: number; now: Date; replaceOutstanding?: boolean },
): Promise<IssuedToken> {
  const { principalId, now } = options;
  if (options.replaceOutstanding) {
    await cancelOutstandingTokens(executor, kind, principalId, now);
  }
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + options.lifetimeMs);
  await executor.insert(authTokens).values({
    tokenHash: hashToken(token),
    ...kind,
    principalId,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

/**
 * A where-condition on auth_tokens: this token, of this kind, not used and not expired at `at`.
 * Join authTokens.principalId to the principal's table to look up whose it is.
 */
export function usableToken(kind: TokenKind, token: string, at = new Date()): SQL | undefined {
  return and(
    eq(authTokens.tokenHash, hashToken(token)),
    ofKind(kind),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, at),
  );
}

/**
 * Uses the token up with a conditional UPDATE, so of two requests racing with one token exactly
 * one wins. Returns whose it is, or undefined when it is not (or no longer) usable.
 */
export async function claimToken(
  executor: Executor,
  kind: TokenKind,
  token: string,
  now: Date,
): Promise<{ principalId: string } | undefined> {
  const [claimed] = await executor
    .update(authTokens)
    .set({ usedAt: now })
    .where(usableToken(kind, token, now))
    .returning({ principalId: authTokens.principalId });
  return claimed;
}
