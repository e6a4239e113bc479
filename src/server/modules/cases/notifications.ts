import type { CaseStatus } from '@shared/domain-values';
import type { Locale } from '@shared/i18n/locales';
import { text } from '@shared/i18n/text';
import { caseStatusOptions, optionLabel } from '@shared/options';
import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import {
  greetingFor,
  letterLanguage,
  renderLetter,
  supportClosing,
  type LetterLanguage,
} from '../../platform/mail-letter';

/** What the case e-mails need to know about the running site. */
export interface CaseMailContext {
  /** The site's public address without a trailing slash. */
  publicUrl: string;
  site: SiteConfig;
}

export interface CaseRecipient {
  email: string;
  firstName: string;
  /** The language of the client's account. */
  locale: Locale;
}

export interface CaseMailFacts {
  caseNumber: string;
  timeshareCompany: string;
}

/** A change a client hears about: a new status, or a new public update on the case. */
export type CaseChange =
  { kind: 'status'; status: CaseStatus } | { kind: 'update'; title: string; description: string };

const dashboardAction = (language: LetterLanguage, context: CaseMailContext) => ({
  label: language.say(text('View your case')),
  url: language.link(context.publicUrl, '/dashboard'),
});

/** The client's confirmation that a new case arrived, with what happens next. */
export function caseOpenedLetter(
  recipient: CaseRecipient,
  facts: CaseMailFacts,
  context: CaseMailContext,
): MailMessage {
  const language = letterLanguage(recipient.locale);
  const { say } = language;
  const { caseNumber, timeshareCompany } = facts;
  return renderLetter({
    to: recipient.email,
    language,
    replyTo: context.site.supportEmail,
    subject: say(text('We received your case {caseNumber}', { caseNumber })),
    greeting: greetingFor(language, recipient.firstName),
    paragraphs: [
      say(
        text('Thank you for reaching out. We have received your case about {timeshareCompany}.', {
          timeshareCompany,
        }),
      ),
      say(
        text('Your case number is {caseNumber}. Please mention it whenever you contact us.', {
          caseNumber,
        }),
      ),
      say(
        text(
          'What happens next: a member of our team will review your situation and be in touch within 24-48 hours. You can follow the progress of your case and read our updates in your client portal at any time.',
        ),
      ),
    ],
    action: dashboardAction(language, context),
    closing: supportClosing(context.site, language, { inviteReply: true }),
  });
}

/** Tells a client their case's status changed, or that it has a new public update. */
export function caseChangedLetter(
  recipient: CaseRecipient,
  facts: CaseMailFacts,
  change: CaseChange,
  context: CaseMailContext,
): MailMessage {
  const language = letterLanguage(recipient.locale);
  const { say } = language;
  const { caseNumber, timeshareCompany } = facts;
  const status = change.kind === 'status' ? say(optionLabel(caseStatusOptions, change.status)) : '';
  const paragraphs =
    change.kind === 'status'
      ? [
          say(
            text('The status of your case {caseNumber} ({timeshareCompany}) is now: {status}.', {
              caseNumber,
              timeshareCompany,
              status,
            }),
          ),
        ]
      : [
          say(
            text('There is a new update on your case {caseNumber} ({timeshareCompany}).', {
              caseNumber,
              timeshareCompany,
            }),
          ),
          change.title,
          change.description,
        ];
  return renderLetter({
    to: recipient.email,
    language,
    replyTo: context.site.supportEmail,
    subject:
      change.kind === 'status'
        ? say(text('Your case {caseNumber} is now {status}', { caseNumber, status }))
        : say(text('New update on your case {caseNumber}', { caseNumber })),
    greeting: greetingFor(language, recipient.firstName),
    paragraphs: [
      ...paragraphs,
      say(
        text(
          'You can see every update in your client portal. To change how often we e-mail you, open your preferences there.',
        ),
      ),
    ],
    action: dashboardAction(language, context),
    closing: supportClosing(context.site, language, { inviteReply: true }),
  });
}
