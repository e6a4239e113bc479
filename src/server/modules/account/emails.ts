import type { Locale } from '@shared/i18n/locales';
import { text } from '@shared/i18n/text';
import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import {
  greetingFor,
  letterLanguage,
  renderLetter,
  supportClosing,
} from '../../platform/mail-letter';

interface Recipient {
  email: string;
  firstName: string;
  locale: Locale;
}

/** To the NEW address: the single-use link that proves the person can read it. */
export function confirmNewEmailLetter(
  to: Recipient,
  site: SiteConfig,
  confirmUrl: string,
): MailMessage {
  const language = letterLanguage(to.locale);
  const { say } = language;
  return renderLetter({
    to: to.email,
    language,
    subject: say(text('Please confirm your new e-mail address')),
    greeting: greetingFor(language, to.firstName),
    paragraphs: [
      say(
        text(
          'You asked to use this e-mail address for your Timeshare Resolution Advocates account.',
        ),
      ),
      say(
        text(
          'Please click the link below to confirm it. The link works once, for 24 hours. After that you sign in with this address.',
        ),
      ),
      say(text('If you did not ask for this, you can ignore this e-mail: nothing changes.')),
    ],
    action: { label: say(text('Confirm my new e-mail address')), url: confirmUrl },
    closing: supportClosing(site, language),
    replyTo: site.supportEmail,
  });
}

/** To the OLD address: a heads-up, in case someone else is trying to take the account. */
export function emailChangeRequestedLetter(
  to: Recipient,
  site: SiteConfig,
  newEmail: string,
): MailMessage {
  const language = letterLanguage(to.locale);
  const { say } = language;
  return renderLetter({
    to: to.email,
    language,
    subject: say(text('A change of your e-mail address was requested')),
    greeting: greetingFor(language, to.firstName),
    paragraphs: [
      say(
        text(
          'Someone signed in to your Timeshare Resolution Advocates account asked to change its e-mail address to {newEmail}. The change happens only when the link we sent to that address is clicked.',
          { newEmail },
        ),
      ),
      say(
        text(
          'If this was not you, please change your password and contact us right away at {email} or {phone}.',
          { email: site.supportEmail, phone: site.supportPhonePrimary },
        ),
      ),
    ],
    closing: supportClosing(site, language),
    replyTo: site.supportEmail,
  });
}

/** Who worked on a deleted client's cases: the partner firm, or the staff owner. */
export interface CaseWorker {
  email: string;
  /** Who the letter greets: the firm's contact person or the staff member's first name. */
  name: string;
  kind: 'partner' | 'staff';
  locale: Locale;
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
  const language = letterLanguage(to.locale);
  const { say } = language;
  const list = caseNumbers.join(', ');
  const facts = { count: caseNumbers.length, list, kind: to.kind };
  return renderLetter({
    to: to.email,
    language,
    subject: say(
      text(
        '{count, plural, one {Case {list} was removed: the client deleted their account} other {Cases {list} were removed: the client deleted their account}}',
        facts,
      ),
    ),
    greeting: greetingFor(language, to.name),
    paragraphs: [
      say(
        text(
          '{count, plural, one {The client of case {list} has deleted their Timeshare Resolution Advocates account. As they asked, we are removing the case from TRA now, with every update, note and document on it, including private notes and documents {kind, select, partner {your firm added} other {added by staff or the partner firm}}.} other {The client of cases {list} has deleted their Timeshare Resolution Advocates account. As they asked, we are removing these cases from TRA now, with every update, note and document on them, including private notes and documents {kind, select, partner {your firm added} other {added by staff or the partner firm}}.}}',
          facts,
        ),
      ),
      say(
        text(
          'TRA cannot restore them. If you must keep records of this matter, keep them in your own files.',
        ),
      ),
      say(
        text(
          'We have not included the client’s name or details in this e-mail, because they asked us to delete them.',
        ),
      ),
    ],
    closing: supportClosing(site, language),
    replyTo: site.supportEmail,
  });
}
