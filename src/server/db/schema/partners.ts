import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { localeColumn, primaryId, timestamps } from './columns';
import { partnerVerificationStatuses } from '../../../shared/domain-values';
import { users } from './accounts';
import { cases } from './cases';

/** Partner organizations. passwordHash is empty until the invite link is used. */
export const partners = pgTable(
  'partners',
  {
    id: primaryId(),
    companyName: text('company_name').notNull(),
    companyType: text('company_type').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    businessLicense: text('business_license'),
    barNumber: text('bar_number'),
    jurisdiction: text('jurisdiction').notNull(),
    servicesOffered: text('services_offered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passwordHash: text('password_hash'),
    verificationStatus: text('verification_status', { enum: partnerVerificationStatuses })
      .notNull()
      .default('pending'),
    verificationDocuments: text('verification_documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    verificationNotes: text('verification_notes'),
    agreementAccepted: boolean('agreement_accepted').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    locale: localeColumn(),
    ...timestamps(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('partners_email_lower_idx').on(sql`lower(${table.email})`)],
);

export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: primaryId(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    applicationType: text('application_type').notNull(),
    applicationData: jsonb('application_data').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('submitted'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewNotes: text('review_notes'),
    documents: text('documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    index('partner_applications_partner_id_idx').on(table.partnerId),
    index('partner_applications_status_idx').on(table.status, table.submittedAt),
  ],
);

/** A client referred to a partner; written when an admin assigns a case. */
export const partnerReferrals = pgTable(
  'partner_referrals',
  {
    id: primaryId(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    clientEmail: text('client_email').notNull(),
    clientName: text('client_name').notNull(),
    referralType: text('referral_type').notNull(),
    status: text('status').notNull().default('pending'),
    notes: text('notes'),
    /** node-postgres returns numeric as a string. */
    referralFee: numeric('referral_fee', { precision: 10, scale: 2 }),
    ...timestamps(),
  },
  (table) => [
    index('partner_referrals_partner_id_idx').on(table.partnerId),
    index('partner_referrals_case_id_idx').on(table.caseId),
  ],
);

/** Verification documents a partner uploads; the bytes live in storage under filePath. */
export const partnerDocuments = pgTable(
  'partner_documents',
  {
    id: primaryId(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    fileName: text('file_name').notNull(),
    /** The storage key of the bytes; unique, as an upload is registered once. */
    filePath: text('file_path').notNull().unique(),
    /** Bytes. */
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    isValid: boolean('is_valid').notNull().default(true),
  },
  (table) => [index('partner_documents_partner_id_idx').on(table.partnerId)],
);

export type Partner = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;
export type PartnerApplication = typeof partnerApplications.$inferSelect;
export type NewPartnerApplication = typeof partnerApplications.$inferInsert;
export type PartnerReferral = typeof partnerReferrals.$inferSelect;
export type NewPartnerReferral = typeof partnerReferrals.$inferInsert;
export type PartnerDocument = typeof partnerDocuments.$inferSelect;
export type NewPartnerDocument = typeof partnerDocuments.$inferInsert;
