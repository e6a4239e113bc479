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
  /** The language the person reads us in (their account's). */
  locale: Locale;
}

/** Sent once an account is created: what happens next and how to reach a person. */
export function welcomeLetter(to: Recipient, site: SiteConfig, publicUrl: string): MailMessage {
  const language = letterLanguage(to.locale);
  const { say } = language;
  return renderLetter({
    to: to.email,
    language,
    subject: say(text('Welcome to Timeshare Resolution Advocates')),
    greeting: greetingFor(language, to.firstName),
    paragraphs: [
      say(
        text(
          'Thank you for creating your account with Timeshare Resolution Advocates. We are a nonprofit, and our help is free.',
        ),
      ),
      say(
        text(
          'Your next step: sign in and complete the short onboarding. It asks a few questions about your timeshare and your situation, so we understand what you need.',
        ),
      ),
      say(
        text(
          'Once you have told us about your situation, a member of our team reviews it and replies within 24-48 hours.',
        ),
      ),
    ],
    action: {
      label: say(text('Go to your dashboard')),
      url: language.link(publicUrl, '/dashboard'),
    },
    closing: supportClosing(site, language),
    replyTo: site.supportEmail,
  });
}

/** The single-use link to choose a new password (`resetUrl` is already in the person's language). */
export function passwordResetLetter(
  to: Recipient,
  site: SiteConfig,
  resetUrl: string,
): MailMessage {
  const language = letterLanguage(to.locale);
  const { say } = language;
  return renderLetter({
    to: to.email,
    language,
    subject: say(text('Choose a new password for your TRA account')),
    greeting: greetingFor(language, to.firstName),
    paragraphs: [
      say(
        text(
          'We received a request to choose a new password for your Timeshare Resolution Advocates account.',
        ),
      ),
      say(
        text(
          'The link below works for 1 hour and can be used once. If it has expired, you can ask for a new one on the sign-in page.',
        ),
      ),
      say(
        text(
          'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
        ),
      ),
    ],
    action: { label: say(text('Choose a new password')), url: resetUrl },
    closing: supportClosing(site, language),
    replyTo: site.supportEmail,
  });
}

/**
 * Tells the owner their password changed, in case it was not them. `keptDevice`: changed while
 * signed in, so the device that made the change stays signed in and only the others are signed out.
 */
export function passwordChangedLetter(
  to: Recipient,
  site: SiteConfig,
  { keptDevice = false } = {},
): MailMessage {
  const language = letterLanguage(to.locale);
  const { say } = language;
  const signedOut = keptDevice
    ? text(
        'The password for your Timeshare Resolution Advocates account was just changed. For your safety, every other device that was signed in has been signed out.',
      )
    : text(
        'The password for your Timeshare Resolution Advocates account was just changed. For your safety, every device that was signed in has been signed out.',
      );
  return renderLetter({
    to: to.email,
    language,
    subject: say(text('Your password was changed')),
    greeting: greetingFor(language, to.firstName),
    paragraphs: [
      say(signedOut),
      say(
        text('If you did not do this, please contact us right away at {email} or {phone}.', {
          email: site.supportEmail,
          phone: site.supportPhonePrimary,
        }),
      ),
    ],
    closing: supportClosing(site, language),
    replyTo: site.supportEmail,
  });
}
