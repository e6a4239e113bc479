import { text } from '@shared/i18n/text';
import { caseDocumentTypes, optionLabel } from '@shared/options';
import type { MailMessage } from '../../platform/mail';
import {
  greetingFor,
  letterLanguage,
  renderLetter,
  supportClosing,
} from '../../platform/mail-letter';
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
  const language = letterLanguage(recipient.locale);
  const { say } = language;
  const { caseNumber, askedBy, title } = facts;
  return renderLetter({
    to: recipient.email,
    language,
    replyTo: context.site.supportEmail,
    subject: say(
      text('Reminder: your case {caseNumber} needs a document from you', { caseNumber }),
    ),
    greeting: greetingFor(language, recipient.firstName),
    paragraphs: [
      say(
        text(
          '{askedBy} asked you for a document for your case {caseNumber}: {title} ({documentType}). It is due on {due}.',
          {
            askedBy,
            caseNumber,
            title,
            documentType: say(optionLabel(caseDocumentTypes, facts.documentType)),
            due: language.longDate(facts.dueDate),
          },
        ),
      ),
      say(
        text(
          'You can upload it in your client portal: open your case and choose the request under "What we need from you". Please upload it there rather than attaching it to an e-mail; the portal keeps it safe with your case.',
        ),
      ),
      say(
        text(
          'If you cannot send it in time, or do not have it, let us know and we will work it out with you.',
        ),
      ),
    ],
    action: {
      label: say(text('Open your dashboard')),
      url: language.link(context.publicUrl, '/dashboard'),
    },
    closing: supportClosing(context.site, language, { inviteReply: true }),
  });
}
