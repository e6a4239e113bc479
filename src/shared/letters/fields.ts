import { fieldLabel } from './template';

/**
 * The placeholders our letters use, with the words a person sees beside each box. A caller
 * (the action plan) prefills them by these names; a placeholder staff invent later still works
 * and is labelled from its name.
 */
export const letterFieldLabels = {
  todayDate: "Today's date",
  buyerName: 'Your full name',
  buyerAddress: 'Your mailing address',
  buyerPhone: 'Your phone number',
  buyerEmail: 'Your e-mail address',
  developerName: 'Seller (developer) name',
  developerAddress: "Seller's address for notices (from your contract)",
  resortName: 'Resort name',
  contractNumber: 'Contract number',
  contractDate: 'Date you signed the contract',
  companyName: 'Company name',
  companyAddress: 'Company address',
  companyPhone: 'Phone number the company calls from',
  agencyName: 'Agency name',
  agencyAddress: 'Agency mailing address',
  managementCompanyName: 'Resort or management company name',
  managementCompanyAddress: 'Resort or management company address',
  accountNumber: 'Owner account number',
  disputedFees: 'Fees you dispute (what and how much)',
  disputeReason: 'Why you dispute them',
  complaintDescription: 'What happened, in date order',
  amountPaid: 'Amount you paid the company',
  resolutionRequested: 'What you are asking for',
  contactHistory: 'When and how they contacted you',
} as const satisfies Record<string, string>;

export type LetterField = keyof typeof letterFieldLabels;

/** Fields the server fills from our rules (the law paragraph), never typed by the person. */
export const computedLetterFields = ['stateName', 'lawCitation', 'cancellationPeriod'] as const;
export type ComputedLetterField = (typeof computedLetterFields)[number];

export function isComputedField(name: string): name is ComputedLetterField {
  return (computedLetterFields as readonly string[]).includes(name);
}

/** The label of a field: ours when we know it, otherwise its name in words. */
export function letterFieldLabel(name: string): string {
  return (letterFieldLabels as Record<string, string>)[name] ?? fieldLabel(name);
}

/** The most a person may type into one box; the whole letter stays a few pages at most. */
export const MAX_FIELD_LENGTH = 2000;
