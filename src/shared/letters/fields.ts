import { text, type TextDescriptor } from '../i18n/text';
import { fieldLabel } from './template';

/**
 * The placeholders our letters use, with the words a person sees beside each box. A caller
 * (the action plan) prefills them by these names; a placeholder staff invent later still works
 * and is labelled from its name. The labels travel as English text (the letters API sends them)
 * and are translated where shown: `i18n._(label)` finds them in the catalogue by their English.
 */
export const letterFieldLabels = {
  todayDate: text("Today's date"),
  buyerName: text('Your full name'),
  buyerAddress: text('Your mailing address'),
  buyerPhone: text('Your phone number'),
  buyerEmail: text('Your e-mail address'),
  developerName: text('Seller (developer) name'),
  developerAddress: text("Seller's address for notices (from your contract)"),
  resortName: text('Resort name'),
  contractNumber: text('Contract number'),
  contractDate: text('Date you signed the contract'),
  companyName: text('Company name'),
  companyAddress: text('Company address'),
  companyPhone: text('Phone number the company calls from'),
  agencyName: text('Agency name'),
  agencyAddress: text('Agency mailing address'),
  managementCompanyName: text('Resort or management company name'),
  managementCompanyAddress: text('Resort or management company address'),
  accountNumber: text('Owner account number'),
  disputedFees: text('Fees you dispute (what and how much)'),
  disputeReason: text('Why you dispute them'),
  complaintDescription: text('What happened, in date order'),
  amountPaid: text('Amount you paid the company'),
  resolutionRequested: text('What you are asking for'),
  contactHistory: text('When and how they contacted you'),
} as const satisfies Record<string, TextDescriptor>;

export type LetterField = keyof typeof letterFieldLabels;

/** Fields the server fills from our rules (the law paragraph), never typed by the person. */
export const computedLetterFields = ['stateName', 'lawCitation', 'cancellationPeriod'] as const;
export type ComputedLetterField = (typeof computedLetterFields)[number];

export function isComputedField(name: string): name is ComputedLetterField {
  return (computedLetterFields as readonly string[]).includes(name);
}

/** The label of a field: ours when we know it, otherwise its name in words. */
export function letterFieldLabel(name: string): string {
  return (letterFieldLabels as Record<string, TextDescriptor>)[name]?.message ?? fieldLabel(name);
}

/** The most a person may type into one box; the whole letter stays a few pages at most. */
export const MAX_FIELD_LENGTH = 2000;
