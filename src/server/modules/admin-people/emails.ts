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

/** design.md: set-password (invite) links work for 72 hours. */
export const STAFF_INVITE_LIFETIME_HOURS = 72;

/** A staff member is invited (or re-invited) to choose the password of the staff area. */
export function staffInviteLetter(
  to: { email: string; firstName: string; locale: Locale },
  site: SiteConfig,
  setPasswordUrl: string,
): MailMessage {
  const language = letterLanguage(to.locale);
  const { say } = language;
  return renderLetter({
    to: to.email,
    language,
    replyTo: site.supportEmail,
    subject: say(text('Set your password for the TRA staff area')),
    greeting: greetingFor(language, to.firstName),
    paragraphs: [
      say(
        text(
          'An administrator has given you an account in the Timeshare Resolution Advocates staff area.',
        ),
      ),
      say(
        text(
          'Please choose your password with the link below. After that you can sign in to the staff area.',
        ),
      ),
      say(
        text(
          'The link works for {hours} hours and can be used once. Any link we sent you before no longer works. If it has expired, ask an administrator for a new one.',
          { hours: STAFF_INVITE_LIFETIME_HOURS },
        ),
      ),
    ],
    action: { label: say(text('Set your password')), url: setPasswordUrl },
    closing: supportClosing(site, language),
  });
}
