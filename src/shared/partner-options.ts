/*
 * The partner application's option lists (re-exported by options.ts), in a module of their
 * own so the partner portal's first page does not carry every list of the product.
 */
import { labelled } from './option-list';

/** Requirements §5 company type labels of the partner application. */
export const partnerCompanyTypes = [
  { value: 'law-firm', label: 'Law Firm' },
  { value: 'attorney', label: 'Solo Attorney' },
  { value: 'legal-aid', label: 'Legal Aid Organization' },
  { value: 'consultant', label: 'Legal Consultant' },
] as const;
export type PartnerCompanyType = (typeof partnerCompanyTypes)[number]['value'];

/** Requirements §5 services offered choices. */
export const partnerServices = labelled([
  'Timeshare Cancellation',
  'Consumer Protection',
  'Contract Review',
  'Legal Consultation',
  'Debt Settlement',
  'Real Estate Law',
  'Class Action Representation',
  'Other Legal Services',
] as const);
