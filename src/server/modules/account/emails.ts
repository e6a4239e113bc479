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

/** Who worked on a deleted client's cases: the partner firm, or the staff owner. */
export interface CaseWorker {
  email: string;
  /** Who the letter greets: the firm's contact person or the staff member's first name. */
  name: string;
  kind: 'partner' | 'staff';
}

/**
 * To the partner firm and the staff owner of a deleted client's cases (decision 014). It names
 * only the case numbers: the client's name and details are exactly what they asked us to
 * remove, and the case number is enough to find the matter in the firm's own files.
 */
export function clientDeletedCasesLetter(
  to: CaseWorker,
  site: SiteConfig,
  caseNumbers: string[],
): MailMessage {
  const list = caseNumbers.join(', ');
  const one = caseNumbers.length === 1;
  return renderLetter({
    to: to.email,
    subject: one
      ? `Case ${list} was removed: the client deleted their account`
      : `Cases ${list} were removed: the client deleted their account`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `The client of ${one ? 'case' : 'cases'} ${list} has deleted their Timeshare Resolution Advocates account. As they asked, we are removing ${one ? 'the case' : 'these cases'} from TRA now, with every update, note and document on ${one ? 'it' : 'them'}, including private notes and documents ${to.kind === 'partner' ? 'your firm added' : 'added by staff or the partner firm'}.`,
      'TRA cannot restore them. If you must keep records of this matter, keep them in your own files.',
      'We have not included the client’s name or details in this e-mail, because they asked us to delete them.',
    ],
    closing: supportClosing(site),
    replyTo: site.supportEmail,
  });
}
