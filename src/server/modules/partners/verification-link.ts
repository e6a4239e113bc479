import type { Locale } from '@shared/i18n/locales';
import type { Executor } from '../../db/client';
import { letterLanguage } from '../../platform/mail-letter';
import { issueToken, type TokenKind } from '../../platform/auth/single-use-tokens';

/** The applicant's link to the Verification tab; reading it does not use it up. */
export const PARTNER_VERIFICATION: TokenKind = {
  purpose: 'partner_verification',
  principalKind: 'partner',
};

/** The applicant's Verification tab link works for 30 days. */
export const VERIFICATION_LINK_LIFETIME_DAYS = 30;

/** Where the confirmation e-mail sends the applicant (the portal's Verification tab). */
function verificationUrl(publicUrl: string, token: string, locale: Locale): string {
  const path = `/partner-portal?tab=verification&token=${encodeURIComponent(token)}`;
  return letterLanguage(locale).link(publicUrl, path);
}

/** A new Verification tab link for the partner; only its token's hash is stored. */
export async function issueVerificationLink(
  executor: Executor,
  partnerId: string,
  context: { publicUrl: string; now: Date; locale: Locale },
): Promise<string> {
  const { token } = await issueToken(executor, PARTNER_VERIFICATION, {
    principalId: partnerId,
    lifetimeMs: VERIFICATION_LINK_LIFETIME_DAYS * 24 * 60 * 60 * 1000,
    now: context.now,
  });
  return verificationUrl(context.publicUrl, token, context.locale);
}
