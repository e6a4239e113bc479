/** Requirements §9 "Legal database filters", with the labels people see. */

/** The longest legal database search, in characters. */
export const LEGAL_SEARCH_MAX_LENGTH = 200;

export const legalKinds = ['statutes', 'cases', 'regulations', 'forms', 'resources'] as const;
export type LegalKind = (typeof legalKinds)[number];

/** The resourceType of each kind in item addresses (/legal-database/{resourceType}/{id}). */
export const legalResourceTypeOfKind = {
  statutes: 'legal_statute',
  cases: 'legal_case',
  regulations: 'legal_regulation',
  forms: 'legal_form',
  resources: 'legal_resource',
} as const satisfies Record<LegalKind, string>;

export const jurisdictions = [
  { value: 'federal', label: 'Federal' },
  { value: 'florida', label: 'Florida' },
  { value: 'california', label: 'California' },
  { value: 'nevada', label: 'Nevada' },
  { value: 'hawaii', label: 'Hawaii' },
] as const;

/** Case law also offers the two federal circuits. */
export const caseJurisdictions = [
  ...jurisdictions,
  { value: '9th-circuit', label: '9th Circuit' },
  { value: '11th-circuit', label: '11th Circuit' },
] as const;

export const courts = [
  { value: 'supreme-court', label: 'Supreme Court' },
  { value: 'circuit-court', label: 'Circuit Court' },
  { value: 'district-court', label: 'District Court' },
  { value: 'state-court', label: 'State Court' },
] as const;

export const agencies = [
  { value: 'ftc', label: 'Federal Trade Commission (FTC)' },
  { value: 'hud', label: 'Department of Housing and Urban Development (HUD)' },
  { value: 'cfpb', label: 'Consumer Financial Protection Bureau (CFPB)' },
  { value: 'state-agency', label: 'State agency' },
] as const;

export const formTypes = [
  { value: 'cancellation-letter', label: 'Cancellation letter' },
  { value: 'complaint', label: 'Complaint' },
  { value: 'motion', label: 'Motion' },
  { value: 'contract-review', label: 'Contract review' },
] as const;

export const legalResourceTypes = [
  { value: 'guide', label: 'Guide' },
  { value: 'checklist', label: 'Checklist' },
  { value: 'template', label: 'Template' },
  { value: 'analysis', label: 'Analysis' },
] as const;

export const audiences = [
  { value: 'consumer', label: 'Consumers' },
  { value: 'attorney', label: 'Attorneys' },
  { value: 'staff', label: 'Staff' },
] as const;

/**
 * Audiences whose material is written for professionals: never recommended or listed to
 * clients, and labelled plainly in the legal database (issue 15).
 */
export const professionalAudiences = ['staff', 'attorney'] as const;

export const difficulties = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
] as const;

export const legalCategories = [
  { value: 'timeshare', label: 'Timeshare' },
  { value: 'consumer-protection', label: 'Consumer protection' },
  { value: 'real-estate', label: 'Real estate' },
  { value: 'contract-law', label: 'Contract law' },
  { value: 'contract-disputes', label: 'Contract disputes' },
  { value: 'fraud', label: 'Fraud' },
  { value: 'financial-services', label: 'Financial services' },
] as const;

/** Requirements §7: the optional query filters of each list. */
export const legalFilterKeys = {
  statutes: ['jurisdiction', 'category'],
  cases: ['jurisdiction', 'category', 'court'],
  regulations: ['agency', 'jurisdiction', 'category'],
  forms: ['formType', 'jurisdiction', 'category'],
  resources: ['resourceType', 'category', 'targetAudience', 'difficulty'],
} as const satisfies Record<LegalKind, readonly string[]>;
