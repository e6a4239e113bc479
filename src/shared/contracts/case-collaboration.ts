import { z } from 'zod/mini';
import { caseDocumentTypes, optionValues } from '../options';
import { isIsoDate } from '../rescission/dates';
import { optionalText, requiredText } from './fields';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/*
 * The work of a case between the client, the assigned partner firm and staff: messages on the
 * case and requests for documents the client still has to send. The same shapes serve all three
 * sides (`/api/cases/:id/…`, `/api/partners/cases/:id/…`, `/api/admin/cases/:id/…`).
 */

export const messageAuthorKinds = ['client', 'partner', 'staff'] as const;
export type MessageAuthorKind = (typeof messageAuthorKinds)[number];

/** Longest message, in characters. */
export const MAX_MESSAGE_LENGTH = 5000;

export const caseMessageSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  authorKind: z.enum(messageAuthorKinds),
  /** The client's name, the firm's name, or the organisation's team name for staff. */
  authorName: z.string(),
  /** Plain text; line breaks are kept and it is never read as HTML. */
  body: z.string(),
  /** A document of the case the message is about, if any. */
  documentId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type CaseMessage = z.infer<typeof caseMessageSchema>;

/** Oldest first. */
export const caseMessageListSchema = z.object({ messages: z.array(caseMessageSchema) });
export type CaseMessageList = z.infer<typeof caseMessageListSchema>;

export const EMPTY_MESSAGE_MESSAGE = english(text('Please write a message before sending it.'));
export const MESSAGE_TOO_LONG_MESSAGE = english(
  text('A message can be at most {max} characters. Please shorten it or send it in two parts.', {
    max: MAX_MESSAGE_LENGTH.toLocaleString('en-US'),
  }),
);

/** A message's documentId that is not a document of the case its author may see. */
export const UNKNOWN_MESSAGE_DOCUMENT_MESSAGE = english(
  text('The document is not one of this case.'),
);

export const newCaseMessageSchema = z.object({
  body: z.string({ error: EMPTY_MESSAGE_MESSAGE }).check(
    z.refine((body) => body.trim().length > 0, EMPTY_MESSAGE_MESSAGE),
    z.maxLength(MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG_MESSAGE),
  ),
  documentId: z.optional(z.string().check(z.uuid(UNKNOWN_MESSAGE_DOCUMENT_MESSAGE))),
});
export type NewCaseMessage = z.output<typeof newCaseMessageSchema>;

export const documentRequestStatuses = ['open', 'fulfilled', 'cancelled'] as const;
export type DocumentRequestStatus = (typeof documentRequestStatuses)[number];

/** A due date is a calendar day, `YYYY-MM-DD`. */
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const documentRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  documentType: z.string(),
  dueDate: z.nullable(z.string()),
  status: z.enum(documentRequestStatuses),
  /** Who asked: the firm's name, or the organisation's team name for staff. */
  askedBy: z.string(),
  createdAt: z.string(),
  /** When the client's upload fulfilled it, and which document that was. */
  fulfilledAt: z.nullable(z.string()),
  documentId: z.nullable(z.string()),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const INVALID_DUE_DATE_MESSAGE = english(
  text('Please give the due date as a day, for example 2027-01-31.'),
);

export const newDocumentRequestSchema = z.object({
  title: requiredText(
    text('Title is required.'),
    text('Title must be {max} characters or fewer.'),
    200,
  ),
  description: optionalText(text('Description must be {max} characters or fewer.'), 2000),
  documentType: z.enum(optionValues(caseDocumentTypes), {
    error: english(text('Please choose the kind of document you need.')),
  }),
  dueDate: z.optional(
    z.string({ error: INVALID_DUE_DATE_MESSAGE }).check(
      z.regex(DAY_PATTERN, INVALID_DUE_DATE_MESSAGE),
      // A real day: Date.parse would take 2027-02-30 (as March 2), which the database refuses.
      z.refine(isIsoDate, INVALID_DUE_DATE_MESSAGE),
    ),
  ),
});
export type NewDocumentRequest = z.output<typeof newDocumentRequestSchema>;
export type NewDocumentRequestInput = z.input<typeof newDocumentRequestSchema>;

export const DUE_DATE_IN_THE_PAST_MESSAGE = english(
  text('This due date has already passed. Please choose today or a later day.'),
);
export const REQUEST_NOT_FOUND_MESSAGE = english(text('We could not find that request.'));
/** A client upload naming a request that is not an open request of this case. */
export const REQUEST_NOT_OPEN_FOR_UPLOAD_MESSAGE = english(
  text(
    'This request is no longer open on this case, so the file was not added. Please reload the page to see what we still need from you.',
  ),
);
export const REQUEST_ALREADY_FULFILLED_MESSAGE = english(
  text('This request cannot be cancelled: the client has already sent the document.'),
);
export const REQUEST_ALREADY_CANCELLED_MESSAGE = english(
  text('This request has already been cancelled.'),
);
export const REQUEST_CANCEL_NOT_ALLOWED_MESSAGE = english(
  text('Only the firm that asked for this document, or our team, can cancel the request.'),
);

/**
 * An open request whose due day has passed is overdue (one rule for the client, the firm and
 * staff). `today` is the calendar day where the case is worked, `YYYY-MM-DD`.
 */
export function isRequestOverdue(
  request: Pick<DocumentRequest, 'status' | 'dueDate'>,
  today: string,
): boolean {
  return request.status === 'open' && request.dueDate !== null && request.dueDate < today;
}

/** What a listed case asks of its reader (the list answers of every side carry both). */
export interface ListedCaseAttention {
  unreadMessages: number;
  openRequestDueDate: string | null;
}

/** A case in a list has an overdue request when its earliest open due day has passed. */
export function hasOverdueRequest(listed: ListedCaseAttention, today: string): boolean {
  return isRequestOverdue({ status: 'open', dueDate: listed.openRequestDueDate }, today);
}

/** The lists' "needs attention" filter: unread messages, or an open request past its due day. */
export const caseAttentionFilterValues = ['unread', 'overdue'] as const;
export type CaseAttentionFilter = (typeof caseAttentionFilterValues)[number];

export const caseAttentionFilterOptions: readonly {
  value: CaseAttentionFilter;
  label: string;
}[] = [
  { value: 'unread', label: 'With unread messages' },
  { value: 'overdue', label: 'With an overdue request' },
];

export function needsAttention(
  listed: ListedCaseAttention,
  filter: CaseAttentionFilter,
  today: string,
): boolean {
  return filter === 'unread' ? listed.unreadMessages > 0 : hasOverdueRequest(listed, today);
}
