import type { SiteConfig } from '@shared/site-config';
import type { Executor } from '../../db/client';
import { issueToken, type TokenKind } from '../../platform/auth/single-use-tokens';
import { enqueueMail } from '../../platform/mail';
import { letterLanguage } from '../../platform/mail-letter';
import type { Locale } from '@shared/i18n/locales';
import { STAFF_INVITE_LIFETIME_HOURS, staffInviteLetter } from './emails';

/** The link that lets a new (or locked-out) staff member choose a password. */
export const STAFF_INVITE: TokenKind = { purpose: 'signup_invite', principalKind: 'staff' };

/**
 * Issues a new single-use set-password link (earlier ones stop working) and queues the e-mail
 * with it. Call it inside the transaction of the change, so a rollback sends nothing.
 */
export async function sendStaffInvite(
  tx: Executor,
  member: { id: string; email: string; firstName: string; locale: Locale },
  context: { publicUrl: string; site: SiteConfig; now: Date },
): Promise<{ expiresAt: Date }> {
  const { token, expiresAt } = await issueToken(tx, STAFF_INVITE, {
    principalId: member.id,
    lifetimeMs: STAFF_INVITE_LIFETIME_HOURS * 60 * 60 * 1000,
    now: context.now,
    replaceOutstanding: true,
  });
  const path = `/staff-login/set-password?token=${encodeURIComponent(token)}`;
  const url = letterLanguage(member.locale).link(context.publicUrl, path);
  await enqueueMail(tx, staffInviteLetter(member, context.site, url));
  return { expiresAt };
}
