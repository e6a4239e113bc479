import type { CaseStatus } from '@shared/domain-values';
import { caseStatusOptions, optionLabel } from '@shared/options';
import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import { renderLetter, supportClosing } from '../../platform/mail-letter';

/** What the case e-mails need to know about the running site. */
export interface CaseMailContext {
  /** The site's public address without a trailing slash. */
  publicUrl: string;
  site: SiteConfig;
}

export interface CaseRecipient {
  email: string;
  firstName: string;
}

export interface CaseMailFacts {
  caseNumber: string;
  timeshareCompany: string;
}

/** A change a client hears about: a new status, or a new public update on the case. */
export type CaseChange =
  { kind: 'status'; status: CaseStatus } | { kind: 'update'; title: string; description: string };

const dashboardAction = (context: CaseMailContext) => ({
  label: 'View your case',
  url: `${context.publicUrl}/dashboard`,
});

/** The client's confirmation that a new case arrived, with what happens next. */
export function caseOpenedLetter(
  recipient: CaseRecipient,
  facts: CaseMailFacts,
  context: CaseMailContext,
): MailMessage {
  return renderLetter({
    to: recipient.email,
    replyTo: context.site.supportEmail,
    subject: `We received your case ${facts.caseNumber}`,
    greeting: `Dear ${recipient.firstName},`,
    paragraphs: [
      `Thank you for reaching out. We have received your case about ${facts.timeshareCompany}.`,
      `Your case number is ${facts.caseNumber}. Please mention it whenever you contact us.`,
      'What happens next: a member of our team will review your situation and be in touch within 24-48 hours. You can follow the progress of your case and read our updates in your client portal at any time.',
    ],
    action: dashboardAction(context),
    closing: supportClosing(context.site, { inviteReply: true }),
  });
}

/** Tells a client their case's status changed, or that it has a new public update. */
export function caseChangedLetter(
  recipient: CaseRecipient,
  facts: CaseMailFacts,
  change: CaseChange,
  context: CaseMailContext,
): MailMessage {
  const paragraphs =
    change.kind === 'status'
      ? [
          // TODO(i18n): recipient language
          `The status of your case ${facts.caseNumber} (${facts.timeshareCompany}) is now: ${optionLabel(caseStatusOptions, change.status).message}.`,
        ]
      : [
          `There is a new update on your case ${facts.caseNumber} (${facts.timeshareCompany}).`,
          change.title,
          change.description,
        ];
  return renderLetter({
    to: recipient.email,
    replyTo: context.site.supportEmail,
    subject:
      change.kind === 'status'
        ? // TODO(i18n): recipient language
          `Your case ${facts.caseNumber} is now ${optionLabel(caseStatusOptions, change.status).message}`
        : `New update on your case ${facts.caseNumber}`,
    greeting: `Dear ${recipient.firstName},`,
    paragraphs: [
      ...paragraphs,
      'You can see every update in your client portal. To change how often we e-mail you, open your preferences there.',
    ],
    action: dashboardAction(context),
    closing: supportClosing(context.site, { inviteReply: true }),
  });
}
