import { text } from '@shared/i18n/text';
import type { MailMessage } from '../../platform/mail';
import {
  greetingFor,
  letterLanguage,
  renderLetter,
  supportClosing,
  type LetterLanguage,
} from '../../platform/mail-letter';
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

/**
 * "a new message", "2 new messages and a new document", in a fixed order of kinds: one ICU
 * message, so each language orders and joins the parts its own way.
 */
export function activitySummary(counts: ActivityCounts, say: LetterLanguage['say']): string {
  const [messages, requests, uploads] = caseActivityKinds.map((kind) => counts[kind] ?? 0);
  return say(
    text(
      '{parts, select, m {{messages, plural, one {a new message} other {# new messages}}} r {{requests, plural, one {a new document request} other {# new document requests}}} u {{uploads, plural, one {a new document} other {# new documents}}} mr {{messages, plural, one {a new message} other {# new messages}} and {requests, plural, one {a new document request} other {# new document requests}}} mu {{messages, plural, one {a new message} other {# new messages}} and {uploads, plural, one {a new document} other {# new documents}}} ru {{requests, plural, one {a new document request} other {# new document requests}} and {uploads, plural, one {a new document} other {# new documents}}} other {{messages, plural, one {a new message} other {# new messages}}, {requests, plural, one {a new document request} other {# new document requests}} and {uploads, plural, one {a new document} other {# new documents}}}}',
      {
        parts: [messages ? 'm' : '', requests ? 'r' : '', uploads ? 'u' : ''].join('') || 'none',
        messages,
        requests,
        uploads,
      },
    ),
  );
}

/** The e-mail to one side about new things on the case, in the recipient's language. */
export function caseActivityLetter(
  recipient: NoticeRecipient,
  facts: CaseNoticeFacts,
  context: CaseMailContext,
): MailMessage {
  const { caseNumber } = facts;
  switch (recipient.side) {
    case 'client': {
      const language = letterLanguage(recipient.locale);
      const { say } = language;
      const summary = activitySummary(facts.counts, say);
      return renderLetter({
        to: recipient.email,
        language,
        replyTo: context.site.supportEmail,
        subject: say(text('You have {summary} on your case {caseNumber}', { summary, caseNumber })),
        greeting: greetingFor(language, recipient.firstName),
        paragraphs: [
          say(text('You have {summary} on your case {caseNumber}.', { summary, caseNumber })),
          say(
            text(
              'To keep your case private, we do not put messages or documents in e-mails. Please sign in to your client portal to see what is new and to reply.',
            ),
          ),
          say(
            text(
              'If you are ever unsure whether an e-mail really comes from us, do not use its links: open our website yourself and sign in there.',
            ),
          ),
          say(text('To change how often we e-mail you, open your preferences in the portal.')),
        ],
        action: {
          label: say(text('Open your case')),
          url: language.link(
            context.publicUrl,
            `/dashboard/cases/${encodeURIComponent(facts.caseId)}`,
          ),
        },
        closing: supportClosing(context.site, language),
      });
    }
    case 'partner':
      return partnerLetter(recipient, context.site, (say) => {
        const summary = activitySummary(facts.counts, say);
        const companyName = recipient.companyName;
        return {
          subject: say(text('Case {caseNumber}: {summary}', { caseNumber, summary })),
          paragraphs: [
            say(
              text('Case {caseNumber} has {summary} for {companyName} in the partner portal.', {
                caseNumber,
                summary,
                companyName,
              }),
            ),
            say(
              text(
                "To protect the client's privacy, messages and documents stay in the portal and are never sent by e-mail. Please sign in to read them.",
              ),
            ),
          ],
          action: {
            label: say(text('Open your partner dashboard')),
            url: letterLanguage(recipient.locale).link(context.publicUrl, '/partner-dashboard'),
          },
        };
      });
    case 'staff': {
      const language = letterLanguage(recipient.locale);
      const { say } = language;
      const summary = activitySummary(facts.counts, say);
      return renderLetter({
        to: recipient.email,
        language,
        subject: say(text('Case {caseNumber}: {summary}', { caseNumber, summary })),
        greeting: greetingFor(language, recipient.firstName),
        paragraphs: [
          say(text('Case {caseNumber}, which you own, has {summary}.', { caseNumber, summary })),
          say(text('Messages and documents stay in case oversight and are never sent by e-mail.')),
        ],
        action: {
          label: say(text('Open the case in case oversight')),
          url: language.link(context.publicUrl, `/admin/cases?q=${encodeURIComponent(caseNumber)}`),
        },
        closing: ['Timeshare Resolution Advocates'],
      });
    }
  }
}
