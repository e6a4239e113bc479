import type {
  agencies,
  audiences,
  caseJurisdictions,
  courts,
  difficulties,
  formTypes,
  jurisdictions,
  legalCategories,
  legalResourceTypes,
} from '@shared/legal-filters';
import type { contentFormats, helpTypes, preferredTopics } from '@shared/options';

/*
 * The requirements §9 filter values as types, so a seed row with a value outside the lists does not
 * compile. Facts come only from /shared/legal-facts.md; see ./index.ts.
 */

export type Jurisdiction = (typeof jurisdictions)[number]['value'];
export type CaseJurisdiction = (typeof caseJurisdictions)[number]['value'];
export type Court = (typeof courts)[number]['value'];
export type Agency = (typeof agencies)[number]['value'];
export type FormType = (typeof formTypes)[number]['value'];
export type ResourceType = (typeof legalResourceTypes)[number]['value'];
export type Audience = (typeof audiences)[number]['value'];
export type Difficulty = (typeof difficulties)[number]['value'];
export type LegalCategory = (typeof legalCategories)[number]['value'];

/** Tags come from the option lists clients choose from, so recommendations can match them. */
export type ResourceTag =
  | (typeof preferredTopics)[number]['value']
  | (typeof helpTypes)[number]['value']
  | (typeof contentFormats)[number]['value'];

/** Shown with every legal record: the database is general information only. */
export const NOT_LEGAL_ADVICE =
  'This is general legal information, not legal advice. Laws change and every contract is different, so check the official source and speak with a licensed attorney about your own situation.';
