import { INTAKE_INVITE_LIFETIME_DAYS } from '@shared/contracts/admin-inbox';
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

/**
 * Staff invite the person behind an intake request to create an account (again, if asked), in
 * the language the request was written in.
 */
export function intakeInviteLetter(
  to: { email: string; firstName: string; locale: Locale },
  site: SiteConfig,
  registerUrl: string,
): MailMessage {
  const language = letterLanguage(to.locale);
  const { say } = language;
  return renderLetter({
    to: to.email,
    language,
    replyTo: site.supportEmail,
    subject: say(text('Create your account with Timeshare Resolution Advocates')),
    greeting: greetingFor(language, to.firstName),
    paragraphs: [
      say(
        text(
          'Thank you for asking Timeshare Resolution Advocates for help with your timeshare. We are a nonprofit, and our help is free.',
        ),
      ),
      say(
        text(
          'So that we can work on your request together, we invite you to create an account. The link below opens the sign-up page with your name and e-mail address already filled in: you only choose a password.',
        ),
      ),
      say(
        text(
          'With an account you can tell us more about your situation, see how your case is going and read our updates in one place.',
        ),
      ),
      say(
        text(
          'The link works for {days} days. If we sent you a link before, only this newest one works. If it has expired, you can still create an account on our website, or ask us for a new link.',
          { days: INTAKE_INVITE_LIFETIME_DAYS },
        ),
      ),
      say(text('If you did not ask us for help, you can ignore this e-mail.')),
    ],
    action: { label: say(text('Create your account')), url: registerUrl },
    closing: supportClosing(site, language),
  });
}
