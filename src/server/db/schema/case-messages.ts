import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messageAuthorKinds } from '../../../shared/contracts/case-collaboration';
import { createdAt, primaryId } from './columns';
import { userAccounts, users } from './accounts';
import { caseDocuments, cases } from './cases';
import { partners } from './partners';

/**
 * The conversation on a case between its client, the assigned partner firm and staff. Plain
 * text, stored as written; removed with the case. The author's row is kept by id where there
 * is one (the id goes, the name stays, when that author is deleted).
 */
export const caseMessages = pgTable(
  'case_messages',
  {
    id: primaryId(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind', { enum: messageAuthorKinds }).notNull(),
    /** The author, in the column of its kind; the other two are null. */
    authorClientId: uuid('author_client_id').references(() => userAccounts.id, {
      onDelete: 'set null',
    }),
    authorPartnerId: uuid('author_partner_id').references(() => partners.id, {
      onDelete: 'set null',
    }),
    authorStaffId: uuid('author_staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** As shown when written: the client's full name, the firm's name, or the team name for staff. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    /** A document of the same case the message is about. */
    documentId: uuid('document_id').references(() => caseDocuments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('case_messages_case_id_idx').on(table.caseId, table.createdAt)],
);

/**
 * How far each reader has read a case's conversation: the client, each partner firm and each
 * staff member on their own. Messages by others written after lastReadAt are unread.
 * readerId is the client account's, the firm's or the staff member's id (no foreign key: it
 * names one of three tables).
 */
export const caseMessageReads = pgTable(
  'case_message_reads',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    readerKind: text('reader_kind', { enum: messageAuthorKinds }).notNull(),
    readerId: uuid('reader_id').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.readerKind, table.readerId] })],
);

export type CaseMessageRow = typeof caseMessages.$inferSelect;
export type NewCaseMessageRow = typeof caseMessages.$inferInsert;
export type CaseMessageRead = typeof caseMessageReads.$inferSelect;
