import { z } from 'zod/mini';

/*
 * Records of the legal database as the API answers them: every stored field (a superset of
 * the §3 screen shapes), dates as ISO strings, and `verifyWithSource` for facts that must be
 * shown with a "verify with the official source" flag.
 */

const common = {
  id: z.string(),
  sourceUrl: z.nullable(z.string()),
  verifyWithSource: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const statuteSchema = z.object({
  ...common,
  title: z.string(),
  citation: z.string(),
  jurisdiction: z.string(),
  category: z.string(),
  summary: z.string(),
  fullText: z.nullable(z.string()),
  effectiveDate: z.nullable(z.string()),
  lastAmended: z.nullable(z.string()),
  status: z.string(),
});
export type Statute = z.infer<typeof statuteSchema>;

export const caseLawSchema = z.object({
  ...common,
  caseName: z.string(),
  citation: z.nullable(z.string()),
  court: z.string(),
  jurisdiction: z.string(),
  category: z.string(),
  decidedDate: z.nullable(z.string()),
  summary: z.string(),
  keyHolding: z.nullable(z.string()),
  relevanceToTimeshare: z.nullable(z.string()),
  precedentialValue: z.string(),
});
export type CaseLaw = z.infer<typeof caseLawSchema>;

export const regulationSchema = z.object({
  ...common,
  title: z.string(),
  agency: z.string(),
  cfr: z.nullable(z.string()),
  federalRegister: z.nullable(z.string()),
  jurisdiction: z.string(),
  category: z.string(),
  summary: z.string(),
  fullText: z.nullable(z.string()),
  effectiveDate: z.nullable(z.string()),
  lastRevised: z.nullable(z.string()),
  status: z.string(),
});
export type Regulation = z.infer<typeof regulationSchema>;

export const legalFormSchema = z.object({
  id: z.string(),
  verifyWithSource: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  title: z.string(),
  formType: z.string(),
  jurisdiction: z.string(),
  category: z.string(),
  description: z.string(),
  /** Text with {{fieldName}} placeholders for the requiredFields. */
  template: z.nullable(z.string()),
  instructions: z.nullable(z.string()),
  requiredFields: z.array(z.string()),
  applicableLaws: z.array(z.string()),
  downloadCount: z.number(),
  /** The ready-to-send letter this form is (src/shared/letters/purposes.ts), or null. */
  purpose: z.nullable(z.string()),
});
export type LegalForm = z.infer<typeof legalFormSchema>;

export const legalResourceSchema = z.object({
  id: z.string(),
  verifyWithSource: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  title: z.string(),
  resourceType: z.string(),
  category: z.string(),
  description: z.string(),
  /** Markdown, as staff wrote it. */
  content: z.nullable(z.string()),
  /** `content` rendered to HTML and cleaned with the guides' allow-list: safe to insert. */
  contentHtml: z.nullable(z.string()),
  targetAudience: z.string(),
  difficulty: z.string(),
  tags: z.array(z.string()),
  relatedStatutes: z.array(z.string()),
  relatedCases: z.array(z.string()),
  lastReviewed: z.nullable(z.string()),
  reviewedBy: z.nullable(z.string()),
  viewCount: z.number(),
});
export type LegalResource = z.infer<typeof legalResourceSchema>;

/** One hit of a search, any kind. `snippet` is HTML whose only tags are <mark> around matches. */
export const legalSearchHitSchema = z.object({
  kind: z.enum(['statutes', 'cases', 'regulations', 'forms', 'resources']),
  id: z.string(),
  title: z.string(),
  citation: z.nullable(z.string()),
  jurisdiction: z.nullable(z.string()),
  snippet: z.string(),
  rank: z.number(),
});
export type LegalSearchHit = z.infer<typeof legalSearchHitSchema>;

export { LEGAL_SEARCH_MAX_LENGTH } from '../legal-filters';
