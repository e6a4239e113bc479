import type { Locale } from '@shared/i18n/locales';
import type { Executor } from '../../db/client';
import { letterLanguage } from '../../platform/mail-letter';
import { issueToken, type TokenKind } from '../../platform/auth/single-use-tokens';

/** The link of the approval (and re-invite) e-mail that lets a partner choose a password. */
export const PARTNER_INVITE: TokenKind = { purpose: 'partner_invite', principalKind: 'partner' };

/** design.md: set-password (invite) links work for 72 hours. */
export const PARTNER_INVITE_LIFETIME_HOURS = 72;

/** Where the partner's e-mail sends them (the client's partnerSetPassword route). */
function setPasswordUrl(publicUrl: string, token: string, locale: Locale): string {
  const path = `/partner-login/set-password?token=${encodeURIComponent(token)}`;
  return letterLanguage(locale).link(publicUrl, path);
}

/**
 * A new single-use set-password link for a partner. Earlier links still out are cancelled,
 * so only the newest e-mail works. Call it inside the transaction that sends the e-mail, so a
 * rollback leaves the earlier link usable.
 */
export async function issuePartnerInvite(
  executor: Executor,
  partner: { id: string; locale: Locale },
  context: { publicUrl: string; now: Date },
): Promise<{ url: string; expiresAt: Date }> {
  const { token, expiresAt } = await issueToken(executor, PARTNER_INVITE, {
    principalId: partner.id,
    lifetimeMs: PARTNER_INVITE_LIFETIME_HOURS * 60 * 60 * 1000,
    now: context.now,
    replaceOutstanding: true,
  });
  return { url: setPasswordUrl(context.publicUrl, token, partner.locale), expiresAt };
}
