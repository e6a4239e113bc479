import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { primaryId, timestamps } from './columns';

/*
 * The legal database (spec §3). Every table carries verifyWithSource: legal-facts.md lets a
 * medium-confidence fact be published only with a visible "verify with the official source"
 * flag. Where a fact is unknown the field stays empty (legal-facts.md), so only the fields the
 * screens always show are required.
 */

export const legalStatutes = pgTable('legal_statutes', {
  id: primaryId(),
  title: text('title').notNull(),
  citation: text('citation').notNull().unique(),
  jurisdiction: text('jurisdiction').notNull(),
  category: text('category').notNull(),
  fullText: text('full_text'),
  summary: text('summary').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }),
  lastAmended: date('last_amended', { mode: 'string' }),
  status: text('status').notNull().default('active'),
  sourceUrl: text('source_url'),
  isRelevant: boolean('is_relevant').notNull().default(true),
  verifyWithSource: boolean('verify_with_source').notNull().default(false),
  ...timestamps(),
});

export const legalCases = pgTable('legal_cases', {
  id: primaryId(),
  caseName: text('case_name').notNull(),
  /** Unique when known; may stay empty (NULL) rather than be invented (legal-facts.md). */
  citation: text('citation').unique(),
  court: text('court').notNull(),
  jurisdiction: text('jurisdiction').notNull(),
  decidedDate: date('decided_date', { mode: 'string' }),
  category: text('category').notNull(),
  summary: text('summary').notNull(),
  keyHolding: text('key_holding'),
  relevanceToTimeshare: text('relevance_to_timeshare'),
  fullOpinion: text('full_opinion'),
  sourceUrl: text('source_url'),
  precedentialValue: text('precedential_value').notNull().default('binding'),
  isRelevant: boolean('is_relevant').notNull().default(true),
  verifyWithSource: boolean('verify_with_source').notNull().default(false),
  ...timestamps(),
});

export const legalRegulations = pgTable('legal_regulations', {
  id: primaryId(),
  title: text('title').notNull(),
  agency: text('agency').notNull(),
  cfr: text('cfr'),
  federalRegister: text('federal_register'),
  jurisdiction: text('jurisdiction').notNull(),
  category: text('category').notNull(),
  summary: text('summary').notNull(),
  fullText: text('full_text'),
  effectiveDate: date('effective_date', { mode: 'string' }),
  lastRevised: date('last_revised', { mode: 'string' }),
  status: text('status').notNull().default('active'),
  sourceUrl: text('source_url'),
  isRelevant: boolean('is_relevant').notNull().default(true),
  verifyWithSource: boolean('verify_with_source').notNull().default(false),
  ...timestamps(),
});

export const legalForms = pgTable('legal_forms', {
  id: primaryId(),
  title: text('title').notNull(),
  formType: text('form_type').notNull(),
  jurisdiction: text('jurisdiction').notNull(),
  description: text('description').notNull(),
  template: text('template'),
  instructions: text('instructions'),
  /** Names of the fields the person fills in. */
  requiredFields: jsonb('required_fields')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  applicableLaws: text('applicable_laws')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  category: text('category').notNull(),
  isPublic: boolean('is_public').notNull().default(true),
  downloadCount: integer('download_count').notNull().default(0),
  verifyWithSource: boolean('verify_with_source').notNull().default(false),
  ...timestamps(),
});

export const legalResources = pgTable('legal_resources', {
  id: primaryId(),
  title: text('title').notNull(),
  resourceType: text('resource_type').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  content: text('content'),
  targetAudience: text('target_audience').notNull(),
  difficulty: text('difficulty').notNull().default('beginner'),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  relatedStatutes: text('related_statutes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Citations (or ids) of related legal_cases rows. */
  relatedCases: jsonb('related_cases')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  lastReviewed: date('last_reviewed', { mode: 'string' }),
  /** Name of the reviewer as shown with the resource. */
  reviewedBy: text('reviewed_by'),
  isPublic: boolean('is_public').notNull().default(true),
  viewCount: integer('view_count').notNull().default(0),
  verifyWithSource: boolean('verify_with_source').notNull().default(false),
  ...timestamps(),
});

export type LegalStatute = typeof legalStatutes.$inferSelect;
export type NewLegalStatute = typeof legalStatutes.$inferInsert;
export type LegalCase = typeof legalCases.$inferSelect;
export type NewLegalCase = typeof legalCases.$inferInsert;
export type LegalRegulation = typeof legalRegulations.$inferSelect;
export type NewLegalRegulation = typeof legalRegulations.$inferInsert;
export type LegalForm = typeof legalForms.$inferSelect;
export type NewLegalForm = typeof legalForms.$inferInsert;
export type LegalResource = typeof legalResources.$inferSelect;
export type NewLegalResource = typeof legalResources.$inferInsert;
