import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';
import { principalKinds } from './accounts';
import { cases } from './cases';

/** What happened on a case that the other sides hear of by e-mail. */
export const caseActivityKinds = ['message', 'request', 'upload'] as const;
export type CaseActivityKind = (typeof caseActivityKinds)[number];

/**
 * One event on a case waiting to be, or recently, told to one side of it (the client, the
 * assigned partner firm or the staff owner): written in the event's transaction, collected
 * into one e-mail per side by the notice job (modules/case-notifications). Holds no text of
 * the event, only its kind. Removed with the case, so an account deletion takes it along.
 */
export const caseActivityNotices = pgTable(
  'case_activity_notices',
  {
    id: primaryId(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The side to tell. */
    recipient: text('recipient', { enum: principalKinds }).notNull(),
    kind: text('kind', { enum: caseActivityKinds }).notNull(),
    createdAt: createdAt(),
    /** When the e-mail that told of it was queued; null while it waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    index('case_activity_notices_recipient_idx').on(
      table.caseId,
      table.recipient,
      table.notifiedAt,
    ),
  ],
);

export type CaseActivityNotice = typeof caseActivityNotices.$inferSelect;
