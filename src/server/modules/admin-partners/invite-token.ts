import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authTokens } from '../../db/schema';
import { generateToken, hashToken } from '../../platform/auth/tokens';

/** design.md: set-password (invite) links work for 72 hours. */
export const PARTNER_INVITE_LIFETIME_HOURS = 72;
const PARTNER_INVITE_LIFETIME_MS = PARTNER_INVITE_LIFETIME_HOURS * 60 * 60 * 1000;

export interface IssuedInvite {
  /** The token itself: it goes into the e-mail and is never stored. */
  token: string;
  expiresAt: Date;
}

/**
 * A new single-use set-password link for a partner. Earlier links still out are cancelled
 * (marked used), so only the newest e-mail works. Call it inside the transaction that sends
 * the e-mail, so a rollback leaves the earlier link usable.
 */
export async function issuePartnerInvite(
  executor: Executor,
  partnerId: string,
  now: Date,
): Promise<IssuedInvite> {
  await executor
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.purpose, 'partner_invite'),
        eq(authTokens.principalKind, 'partner'),
        eq(authTokens.principalId, partnerId),
        isNull(authTokens.usedAt),
      ),
    );
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + PARTNER_INVITE_LIFETIME_MS);
  await executor.insert(authTokens).values({
    tokenHash: hashToken(token),
    purpose: 'partner_invite',
    principalKind: 'partner',
    principalId: partnerId,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

/** Where the partner's e-mail sends them (the client's partnerSetPassword route). */
export function setPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/partner-login/set-password?token=${encodeURIComponent(token)}`;
}
