import type { Locale } from '@shared/i18n/locales';
import { text } from '@shared/i18n/text';
import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import {
  greetingFor,
  letterLanguage,
  renderLetter,
  supportClosing,
  type LetterLanguage,
} from '../../platform/mail-letter';
import { PARTNER_INVITE_LIFETIME_HOURS } from '../partners/service';

/** The partner firm a letter goes to: its contact person is greeted by name, in their language. */
export interface PartnerRecipient {
  email: string;
  contactPerson: string;
  companyName: string;
  locale: Locale;
}

interface PartnerLetterContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

const linkRules = (say: LetterLanguage['say']) =>
  say(
    text(
      'The link works for {hours} hours and can be used once. If it has expired, contact us and we will send you a new one.',
      { hours: PARTNER_INVITE_LIFETIME_HOURS },
    ),
  );

/**
 * A letter to a partner firm's contact person, in their language; replies go to the support
 * mailbox. `write` words the content with the letter's `say`.
 */
export function partnerLetter(
  to: PartnerRecipient,
  site: SiteConfig,
  write: (say: LetterLanguage['say']) => PartnerLetterContent,
): MailMessage {
  const language = letterLanguage(to.locale);
  const content = write(language.say);
  return renderLetter({
    to: to.email,
    language,
    replyTo: site.supportEmail,
    subject: content.subject,
    greeting: greetingFor(language, to.contactPerson),
    paragraphs: content.paragraphs,
    ...(content.action ? { action: content.action } : {}),
    closing: supportClosing(site, language),
  });
}

/** The application was approved: the single-use link to choose a password. */
export function applicationApprovedLetter(
  to: PartnerRecipient,
  site: SiteConfig,
  setPasswordUrl: string,
): MailMessage {
  const companyName = to.companyName;
  return partnerLetter(to, site, (say) => ({
    subject: say(text('Your TRA partnership application is approved')),
    paragraphs: [
      say(
        text(
          'Good news: we have approved the partnership application of {companyName}. Welcome to the Timeshare Resolution Advocates partner network.',
          { companyName },
        ),
      ),
      say(
        text(
          'Your next step is to choose a password for the partner portal, using the link below.',
        ),
      ),
      linkRules(say),
      say(
        text(
          'Once your password is set, sign in to the partner portal to see the cases we assign to you.',
        ),
      ),
    ],
    action: { label: say(text('Set your password')), url: setPasswordUrl },
  }));
}

/** The application was not approved, with the reviewer's reason. */
export function applicationRejectedLetter(
  to: PartnerRecipient,
  site: SiteConfig,
  reason: string,
): MailMessage {
  const companyName = to.companyName;
  return partnerLetter(to, site, (say) => ({
    subject: say(text('Your TRA partnership application')),
    paragraphs: [
      say(
        text(
          'Thank you for applying to join the Timeshare Resolution Advocates partner network on behalf of {companyName}. We have reviewed your application, and we are not able to approve it.',
          { companyName },
        ),
      ),
      say(text('The reason: {reason}', { reason })),
      say(
        text(
          'If you have questions, or information that may change this decision, please write to {email} or call {phone}.',
          { email: site.supportEmail, phone: site.supportPhonePrimary },
        ),
      ),
    ],
  }));
}

/** An admin sent a new set-password link (the first expired, or was lost). */
export function partnerInviteLetter(
  to: PartnerRecipient,
  site: SiteConfig,
  setPasswordUrl: string,
): MailMessage {
  const companyName = to.companyName;
  return partnerLetter(to, site, (say) => ({
    subject: say(text('Your new link to set your TRA partner portal password')),
    paragraphs: [
      say(
        text(
          'Here is a new link to choose the password of the {companyName} account in the Timeshare Resolution Advocates partner portal.',
          { companyName },
        ),
      ),
      linkRules(say),
      say(text('Any link we sent you before no longer works.')),
    ],
    action: { label: say(text('Set your password')), url: setPasswordUrl },
  }));
}
