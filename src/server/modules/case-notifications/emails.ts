import type { MailMessage } from '../../platform/mail';
import { renderLetter, supportClosing } from '../../platform/mail-letter';
import { caseActivityKinds, type CaseActivityKind } from '../../db/schema';
import { partnerLetter } from '../admin-partners/emails';
import type { CaseMailContext } from '../cases/notifications';
import type { NoticeRecipient } from './audience';

/*
 * The e-mails that tell a side of a case what happened on it since it was last told. They name
 * the case number and how many of each kind of thing are new, and link to where to read them;
 * never a message's words, a request's description or a file's name or contents.
 */

export type ActivityCounts = Partial<Record<CaseActivityKind, number>>;

export interface CaseNoticeFacts {
  caseId: string;
  caseNumber: string;
  counts: ActivityCounts;
}

const nouns: Record<CaseActivityKind, [one: string, many: string]> = {
  message: ['new message', 'new messages'],
  request: ['new document request', 'new document requests'],
  upload: ['new document', 'new documents'],
};

/** "a new message", "2 new messages and a new document", in a fixed order of kinds. */
export function activitySummary(counts: ActivityCounts): string {
  const parts = caseActivityKinds.flatMap((kind) => {
    const count = counts[kind] ?? 0;
    if (count === 0) return [];
    const [one, many] = nouns[kind];
    return [count === 1 ? `a ${one}` : `${count} ${many}`];
  });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The e-mail to one side about new things on the case. */
export function caseActivityLetter(
  recipient: NoticeRecipient,
  facts: CaseNoticeFacts,
  context: CaseMailContext,
): MailMessage {
  const summary = activitySummary(facts.counts);
  const { caseNumber } = facts;
  switch (recipient.side) {
    case 'client':
      return renderLetter({
        to: recipient.email,
        replyTo: context.site.supportEmail,
        subject: `You have ${summary} on your case ${caseNumber}`,
        greeting: `Dear ${recipient.firstName},`,
        paragraphs: [
          `You have ${summary} on your case ${caseNumber}.`,
          'To keep your case private, we do not put messages or documents in e-mails. Please sign in to your client portal to see what is new and to reply.',
          'If you are ever unsure whether an e-mail really comes from us, do not use its links: open our website yourself and sign in there.',
          'To change how often we e-mail you, open your preferences in the portal.',
        ],
        action: {
          label: 'Open your case',
          url: `${context.publicUrl}/dashboard/cases/${encodeURIComponent(facts.caseId)}`,
        },
        closing: supportClosing(context.site),
      });
    case 'partner':
      return partnerLetter(recipient, context.site, {
        subject: `Case ${caseNumber}: ${summary}`,
        paragraphs: [
          `Case ${caseNumber} has ${summary} for ${recipient.companyName} in the partner portal.`,
          "To protect the client's privacy, messages and documents stay in the portal and are never sent by e-mail. Please sign in to read them.",
        ],
        action: {
          label: 'Open your partner dashboard',
          url: `${context.publicUrl}/partner-dashboard`,
        },
      });
    case 'staff':
      return renderLetter({
        to: recipient.email,
        subject: `Case ${caseNumber}: ${summary}`,
        greeting: `Dear ${recipient.firstName},`,
        paragraphs: [
          `Case ${caseNumber}, which you own, has ${summary}.`,
          'Messages and documents stay in case oversight and are never sent by e-mail.',
        ],
        action: {
          label: 'Open the case in case oversight',
          url: `${context.publicUrl}/admin/cases?q=${encodeURIComponent(caseNumber)}`,
        },
        closing: ['Timeshare Resolution Advocates'],
      });
  }
}
