/*
 * The partner application's option lists (re-exported by options.ts), in a module of their
 * own so the partner portal's first page does not carry every list of the product.
 */
import { text } from './i18n/text';

/** Requirements §5 company type labels of the partner application. */
export const partnerCompanyTypes = [
  { value: 'law-firm', label: text('Law Firm') },
  { value: 'attorney', label: text('Solo Attorney') },
  { value: 'legal-aid', label: text('Legal Aid Organization') },
  { value: 'consultant', label: text('Legal Consultant') },
] as const;
export type PartnerCompanyType = (typeof partnerCompanyTypes)[number]['value'];

/** Requirements §5 services offered choices. */
export const partnerServices = [
  { value: 'Timeshare Cancellation', label: text('Timeshare Cancellation') },
  { value: 'Consumer Protection', label: text('Consumer Protection') },
  { value: 'Contract Review', label: text('Contract Review') },
  { value: 'Legal Consultation', label: text('Legal Consultation') },
  { value: 'Debt Settlement', label: text('Debt Settlement') },
  { value: 'Real Estate Law', label: text('Real Estate Law') },
  { value: 'Class Action Representation', label: text('Class Action Representation') },
  { value: 'Other Legal Services', label: text('Other Legal Services') },
] as const;
