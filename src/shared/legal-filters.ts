/** Requirements §9 "Legal database filters", with the labels people see. */
import { text } from './i18n/text';

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
  { value: 'federal', label: text('Federal') },
  { value: 'florida', label: text('Florida') },
  { value: 'california', label: text('California') },
  { value: 'nevada', label: text('Nevada') },
  { value: 'hawaii', label: text('Hawaii') },
] as const;

/** Case law also offers the two federal circuits. */
export const caseJurisdictions = [
  ...jurisdictions,
  { value: '9th-circuit', label: text('9th Circuit') },
  { value: '11th-circuit', label: text('11th Circuit') },
] as const;

export const courts = [
  { value: 'supreme-court', label: text('Supreme Court') },
  { value: 'circuit-court', label: text('Circuit Court') },
  { value: 'district-court', label: text('District Court') },
  { value: 'state-court', label: text('State Court') },
] as const;

export const agencies = [
  { value: 'ftc', label: text('Federal Trade Commission (FTC)') },
  { value: 'hud', label: text('Department of Housing and Urban Development (HUD)') },
  { value: 'cfpb', label: text('Consumer Financial Protection Bureau (CFPB)') },
  { value: 'state-agency', label: text('State agency') },
] as const;

export const formTypes = [
  { value: 'cancellation-letter', label: text('Cancellation letter') },
  { value: 'complaint', label: text('Complaint') },
  { value: 'motion', label: text('Motion') },
  { value: 'contract-review', label: text('Contract review') },
] as const;

export const legalResourceTypes = [
  { value: 'guide', label: text('Guide') },
  { value: 'checklist', label: text('Checklist') },
  { value: 'template', label: text('Template') },
  { value: 'analysis', label: text('Analysis') },
] as const;

export const audiences = [
  { value: 'consumer', label: text('Consumers') },
  { value: 'attorney', label: text('Attorneys') },
  { value: 'staff', label: text('Staff') },
] as const;

/**
 * Audiences whose material is written for professionals: never recommended or listed to
 * clients, and labelled plainly in the legal database (issue 15).
 */
export const professionalAudiences = ['staff', 'attorney'] as const;

export const difficulties = [
  { value: 'beginner', label: text('Beginner') },
  { value: 'intermediate', label: text('Intermediate') },
  { value: 'advanced', label: text('Advanced') },
] as const;

export const legalCategories = [
  { value: 'timeshare', label: text('Timeshare') },
  { value: 'consumer-protection', label: text('Consumer protection') },
  { value: 'real-estate', label: text('Real estate') },
  { value: 'contract-law', label: text('Contract law') },
  { value: 'contract-disputes', label: text('Contract disputes') },
  { value: 'fraud', label: text('Fraud') },
  { value: 'financial-services', label: text('Financial services') },
] as const;

/** Requirements §7: the optional query filters of each list. */
export const legalFilterKeys = {
  statutes: ['jurisdiction', 'category'],
  cases: ['jurisdiction', 'category', 'court'],
  regulations: ['agency', 'jurisdiction', 'category'],
  forms: ['formType', 'jurisdiction', 'category'],
  resources: ['resourceType', 'category', 'targetAudience', 'difficulty'],
} as const satisfies Record<LegalKind, readonly string[]>;
