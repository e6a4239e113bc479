import type { Executor } from '../../db/client';
import { authTokens } from '../../db/schema';
import { generateToken, hashToken } from '../../platform/auth/tokens';

/** The applicant's Verification tab link works for 30 days; it is not used up by reading it. */
export const VERIFICATION_LINK_LIFETIME_DAYS = 30;
const VERIFICATION_LINK_LIFETIME_MS = VERIFICATION_LINK_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** Stores the hash of a new verification link for the partner and returns the token itself. */
export async function issueVerificationToken(
  executor: Executor,
  partnerId: string,
  now: Date,
): Promise<string> {
  const token = generateToken();
  await executor.insert(authTokens).values({
    tokenHash: hashToken(token),
    purpose: 'partner_verification',
    principalKind: 'partner',
    principalId: partnerId,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_LIFETIME_MS),
    createdAt: now,
  });
  return token;
}

/** Where the confirmation e-mail sends the applicant (the portal's Verification tab). */
export function verificationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/partner-portal?tab=verification&token=${encodeURIComponent(token)}`;
}
