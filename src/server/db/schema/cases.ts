import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamps } from './columns';
import { casePriorities, caseStatuses } from '../../../shared/domain-values';
import { documentRequestStatuses } from '../../../shared/contracts/case-collaboration';
import { userAccounts, users } from './accounts';
import { partners } from './partners';

/**
 * Source of case numbers (TRA-<year>-<nextval padded to 6 digits>). A sequence hands out each
 * value once even under concurrent inserts; gaps (rolled-back transactions) are harmless.
 */
export const caseNumberSequence = pgSequence('case_number_seq', { startWith: 1, increment: 1 });

/** A client's case. Removed with the owning account. */
export const cases = pgTable(
  'cases',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    caseNumber: text('case_number').notNull().unique(),
    status: text('status', { enum: caseStatuses }).notNull().default('submitted'),
    priority: text('priority', { enum: casePriorities }).notNull().default('medium'),
    timeshareCompany: text('timeshare_company').notNull(),
    /** Free text (spec: "purchaseDate (free text, optional)"). */
    purchaseDate: text('purchase_date'),
    situation: text('situation').notNull(),
    /** The staff member who owns the case. */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** The verified partner the case is assigned to (design addition). */
    assignedPartnerId: uuid('assigned_partner_id').references(() => partners.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    index('cases_user_id_idx').on(table.userId),
    index('cases_assigned_partner_id_idx').on(table.assignedPartnerId),
    index('cases_status_idx').on(table.status),
    index('cases_updated_at_idx').on(table.updatedAt),
  ],
);

/** Notes on a case; private ones (isPublic false) are never shown to the client. */
export const caseUpdates = pgTable(
  'case_updates',
  {
    id: primaryId(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    /** Display name of the author (e.g. a partner's company or "TRA Team"). */
    createdBy: text('created_by').notNull(),
    /**
     * The partner firm that wrote it; null for the organization's own updates. A private
     * update of a firm stays that firm's when the case moves to another (modules/cases/access).
     */
    authorPartnerId: uuid('author_partner_id').references(() => partners.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [index('case_updates_case_id_idx').on(table.caseId, table.createdAt)],
);

/** Files attached to a case; the bytes live in storage under storageKey. */
export const caseDocuments = pgTable(
  'case_documents',
  {
    id: primaryId(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    /** Bytes. */
    fileSize: integer('file_size').notNull(),
    /** Requirements §5 document type (contract, correspondence, ...). */
    documentType: text('document_type').notNull().default('other'),
    /** Display name of who uploaded it (a partner's company, or "TRA Team"). */
    uploadedBy: text('uploaded_by').notNull(),
    /** The partner firm that uploaded it; null for the organization's own (see authorPartnerId). */
    uploadedByPartnerId: uuid('uploaded_by_partner_id').references(() => partners.id, {
      onDelete: 'set null',
    }),
    /**
     * The client who uploaded it, for the client's own uploads (null for the firm's and the
     * organization's). The client always sees their own uploads (modules/cases/access).
     */
    uploadedByClientId: uuid('uploaded_by_client_id').references(() => userAccounts.id, {
      onDelete: 'set null',
    }),
    isPublic: boolean('is_public').notNull().default(false),
    /** Unique: an upload is registered once. */
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('case_documents_case_id_idx').on(table.caseId, table.createdAt)],
);

/**
 * A document the partner firm or staff ask the client for. Open until a client upload naming
 * it fulfils it or the asker cancels it; the client is reminded once, two days before the due
 * day.
 */
export const caseDocumentRequests = pgTable(
  'case_document_requests',
  {
    id: primaryId(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** Requirements §5 document type the client is asked for. */
    documentType: text('document_type').notNull(),
    /** A calendar day, YYYY-MM-DD. */
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status', { enum: documentRequestStatuses }).notNull().default('open'),
    /** The partner firm that asked; null when staff asked (or the firm is gone). */
    askedByPartnerId: uuid('asked_by_partner_id').references(() => partners.id, {
      onDelete: 'set null',
    }),
    /** The staff member who asked; null when a partner firm asked (or the member is gone). */
    askedByStaffId: uuid('asked_by_staff_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Display name of who asked (the firm's name, or "TRA Team"). */
    askedBy: text('asked_by').notNull(),
    /** The client's upload that fulfilled it. */
    documentId: uuid('document_id').references(() => caseDocuments.id, { onDelete: 'set null' }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the reminder e-mail was queued (or passed over for a client who takes none). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('case_document_requests_case_id_idx').on(table.caseId),
    index('case_document_requests_due_idx').on(table.status, table.dueDate),
  ],
);

/** One row per client account. */
export const userPreferences = pgTable('user_preferences', {
  id: primaryId(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => userAccounts.id, { onDelete: 'cascade' }),
  timeshareStatus: text('timeshare_status').notNull().default('current_owner'),
  preferredTopics: text('preferred_topics')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  experienceLevel: text('experience_level').notNull().default('beginner'),
  previousCancellationAttempts: boolean('previous_cancellation_attempts').notNull().default(false),
  helpTypePriority: text('help_type_priority')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  contentFormatPreferences: text('content_format_preferences')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  notificationFrequency: text('notification_frequency').notNull().default('weekly'),
  ...timestamps(),
});

/** The onboarding wizard's answers as submitted (requirements §3 "Onboarding answers"), one per account. */
export const onboardingAnswers = pgTable('onboarding_answers', {
  id: primaryId(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => userAccounts.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export type Case = typeof cases.$inferSelect;
export type NewCase = typeof cases.$inferInsert;
export type CaseUpdate = typeof caseUpdates.$inferSelect;
export type NewCaseUpdate = typeof caseUpdates.$inferInsert;
export type CaseDocument = typeof caseDocuments.$inferSelect;
export type NewCaseDocument = typeof caseDocuments.$inferInsert;
export type CaseDocumentRequest = typeof caseDocumentRequests.$inferSelect;
export type NewCaseDocumentRequest = typeof caseDocumentRequests.$inferInsert;
export type UserPreferences = typeof userPreferences.$inferSelect;
export type NewUserPreferences = typeof userPreferences.$inferInsert;
export type OnboardingAnswers = typeof onboardingAnswers.$inferSelect;
export type NewOnboardingAnswers = typeof onboardingAnswers.$inferInsert;

/**
 * The "What can I do?" interview's answers kept on a client's account (issue 20), so they can
 * come back on another device. One row per client; the plan is made again from them.
 */
export const helpInterviews = pgTable('help_interviews', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => userAccounts.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  ...timestamps(),
});
