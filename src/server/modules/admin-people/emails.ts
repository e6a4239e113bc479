import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import { renderLetter, supportClosing } from '../../platform/mail-letter';

/** design.md: set-password (invite) links work for 72 hours. */
export const STAFF_INVITE_LIFETIME_HOURS = 72;

/** A staff member is invited (or re-invited) to choose the password of the staff area. */
export function staffInviteLetter(
  to: { email: string; firstName: string },
  site: SiteConfig,
  setPasswordUrl: string,
): MailMessage {
  return renderLetter({
    to: to.email,
    replyTo: site.supportEmail,
    subject: 'Set your password for the TRA staff area',
    greeting: `Dear ${to.firstName},`,
    paragraphs: [
      'An administrator has given you an account in the Timeshare Resolution Advocates staff area.',
      'Please choose your password with the link below. After that you can sign in to the staff area.',
      `The link works for ${STAFF_INVITE_LIFETIME_HOURS} hours and can be used once. Any link we sent you before no longer works. If it has expired, ask an administrator for a new one.`,
    ],
    action: { label: 'Set your password', url: setPasswordUrl },
    closing: supportClosing(site),
  });
}
