import { caseDocumentTypes, optionLabel } from '@shared/options';
import { formatLongDate } from '@shared/rescission/dates';
import type { MailMessage } from '../../platform/mail';
import { renderLetter, supportClosing } from '../../platform/mail-letter';
import type { CaseMailContext, CaseRecipient } from '../cases/notifications';

export interface RequestReminderFacts {
  caseNumber: string;
  /** What is asked for, in the asker's words. */
  title: string;
  documentType: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** The firm's name, or the organization's team name. */
  askedBy: string;
}

/**
 * Reminds the client, two days before its due day, of a document asked of them. It names the
 * case and what is asked and links to the portal; nothing of the case's files or messages is
 * in it (e-mail is not a safe channel, and scammers copy our e-mails).
 */
export function requestReminderLetter(
  recipient: CaseRecipient,
  facts: RequestReminderFacts,
  context: CaseMailContext,
): MailMessage {
  const due = formatLongDate(facts.dueDate);
  return renderLetter({
    to: recipient.email,
    replyTo: context.site.supportEmail,
    subject: `Reminder: your case ${facts.caseNumber} needs a document from you`,
    greeting: `Dear ${recipient.firstName},`,
    paragraphs: [
      // TODO(i18n): recipient language
      `${facts.askedBy} asked you for a document for your case ${facts.caseNumber}: ${facts.title} (${optionLabel(caseDocumentTypes, facts.documentType).message}). It is due on ${due}.`,
      'You can upload it in your client portal: open your case and choose the request under "What we need from you". Please upload it there rather than attaching it to an e-mail; the portal keeps it safe with your case.',
      'If you cannot send it in time, or do not have it, let us know and we will work it out with you.',
    ],
    action: { label: 'Open your dashboard', url: `${context.publicUrl}/dashboard` },
    closing: supportClosing(context.site, { inviteReply: true }),
  });
}
