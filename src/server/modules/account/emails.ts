import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import { renderLetter, supportClosing } from '../../platform/mail-letter';

interface Recipient {
  email: string;
  firstName: string;
}

/** To the NEW address: the single-use link that proves the person can read it. */
export function confirmNewEmailLetter(
  to: Recipient,
  site: SiteConfig,
  confirmUrl: string,
): MailMessage {
  return renderLetter({
    to: to.email,
    subject: 'Please confirm your new e-mail address',
    greeting: `Dear ${to.firstName},`,
    paragraphs: [
      'You asked to use this e-mail address for your Timeshare Resolution Advocates account.',
      'Please click the link below to confirm it. The link works once, for 24 hours. After that you sign in with this address.',
      'If you did not ask for this, you can ignore this e-mail: nothing changes.',
    ],
    action: { label: 'Confirm my new e-mail address', url: confirmUrl },
    closing: supportClosing(site),
    replyTo: site.supportEmail,
  });
}

/** To the OLD address: a heads-up, in case someone else is trying to take the account. */
export function emailChangeRequestedLetter(
  to: Recipient,
  site: SiteConfig,
  newEmail: string,
): MailMessage {
  return renderLetter({
    to: to.email,
    subject: 'A change of your e-mail address was requested',
    greeting: `Dear ${to.firstName},`,
    paragraphs: [
      `Someone signed in to your Timeshare Resolution Advocates account asked to change its e-mail address to ${newEmail}. The change happens only when the link we sent to that address is clicked.`,
      `If this was not you, please change your password and contact us right away at ${site.supportEmail} or ${site.supportPhonePrimary}.`,
    ],
    closing: supportClosing(site),
    replyTo: site.supportEmail,
  });
}
