import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LetterPurpose } from '@shared/letters/purposes';
import type { Database } from '../../client';
import { legalForms } from '../../schema';
import type { FormType, Jurisdiction, LegalCategory } from './types';
import { NOT_LEGAL_ADVICE } from './types';

export interface FormSeed {
  title: string;
  formType: FormType;
  jurisdiction: Jurisdiction;
  category: LegalCategory;
  description: string;
  /** Letter text with {{fieldName}} placeholders. */
  template: string;
  instructions: string;
  /** Exactly the placeholders the template uses, in order of first use. */
  requiredFields: string[];
  /** Citations exactly as in legal-facts.md. */
  applicableLaws: string[];
  verifyWithSource: boolean;
  /** The ready-to-send letter this form is, if it is one (src/shared/letters). */
  purpose: LetterPurpose | null;
}

/** The names of the {{fieldName}} placeholders of a template, in order of first use. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!))];
}

/** A state cancellation letter around the paragraph that names the law. */
function cancellationLetter(lawParagraph: string): string {
  return [
    '{{todayDate}}',
    '{{buyerName}}\n{{buyerAddress}}',
    '{{developerName}}\n{{developerAddress}}',
    'Re: Notice of cancellation of timeshare purchase contract\nResort: {{resortName}}\nContract number: {{contractNumber}}\nContract date: {{contractDate}}',
    'To whom it may concern:',
    lawParagraph,
    'Please treat the contract as cancelled, return all money I have paid under it, and confirm in writing that you have received this notice.',
    'Sincerely,',
    '{{buyerName}}',
  ].join('\n\n');
}

/** Steps common to every cancellation letter. */
const SENDING_STEPS =
  'Fill in every field, sign the letter and keep a copy. Send it in writing to the developer at the address your contract gives for notices, well before the deadline rather than on the last day. Use a method that gives you proof of mailing and of delivery, such as certified mail with a return receipt, and keep the receipts with your copy of the letter.';

/** A form as written here; its requiredFields are read from the template. */
type FormText = Omit<FormSeed, 'requiredFields'>;

const cancellationForms: FormText[] = [
  {
    title: 'Florida Timeshare Cancellation Letter',
    formType: 'cancellation-letter',
    purpose: 'rescission',
    jurisdiction: 'florida',
    category: 'timeshare',
    description:
      'A written notice cancelling a Florida timeshare purchase within the 10-calendar-day cancellation period.',
    template: cancellationLetter(
      'Under section 721.10 of the Florida Statutes, I am cancelling the timeshare purchase contract described above. I am sending this notice within the 10-calendar-day cancellation period.',
    ),
    instructions: [
      'Florida gives a timeshare buyer 10 calendar days to cancel (Fla. Stat. § 721.10). The period ends at midnight of the 10th calendar day after the later of the day you signed the contract or the day you received the last document the law requires.',
      SENDING_STEPS,
      'You cannot waive this right. If a closing took place before the 10 days had passed, you may be able to void it for up to 1 year.',
      NOT_LEGAL_ADVICE,
    ].join('\n\n'),
    applicableLaws: ['Fla. Stat. § 721.10', 'Fla. Stat. ch. 721'],
    verifyWithSource: false,
  },
  {
    title: 'California Timeshare Cancellation Letter',
    formType: 'cancellation-letter',
    purpose: 'rescission',
    jurisdiction: 'california',
    category: 'timeshare',
    description:
      'A written notice cancelling a California timeshare purchase within the rescission period of at least 7 calendar days.',
    template: cancellationLetter(
      'Under section 11238 of the California Business and Professions Code, I am cancelling the timeshare purchase contract described above without penalty. I am sending this notice within the rescission period.',
    ),
    instructions: [
      'California gives a timeshare buyer 7 calendar days to cancel without penalty, or longer if the contract allows it (Cal. Bus. & Prof. Code § 11238). The period runs from the later of the day you signed the contract or the day you received the public report. Your notice is on time if you give it by midnight of the 7th day.',
      SENDING_STEPS,
      'A notice sent by mail is presumed given on the date of its postmark, so keep the postmarked mailing receipt. Section 11239 sets the form of the cancellation notice; if your contract includes that notice, use the address it names.',
      NOT_LEGAL_ADVICE,
    ].join('\n\n'),
    applicableLaws: ['Cal. Bus. & Prof. Code § 11238', 'Cal. Bus. & Prof. Code §§ 11210–11288'],
    verifyWithSource: false,
  },
  {
    title: 'Nevada Timeshare Cancellation Letter',
    formType: 'cancellation-letter',
    purpose: 'rescission',
    jurisdiction: 'nevada',
    category: 'timeshare',
    description:
      'A written notice cancelling a Nevada timeshare purchase within the 5-calendar-day cancellation period.',
    template: cancellationLetter(
      'Under section 119A.410 of the Nevada Revised Statutes, I am cancelling the timeshare purchase contract described above. I am giving this written notice within the 5-calendar-day cancellation period. Under that section, all my payments are to be refunded within 15 days of this notice.',
    ),
    instructions: [
      'Nevada gives a timeshare buyer 5 calendar days after signing to cancel, by written notice given before midnight of the 5th calendar day (NRS 119A.410). Your contract must print this right above your signature (Nev. Admin. Code 119A.255).',
      SENDING_STEPS,
      'You cannot waive this right. The developer must refund all your payments within 15 days of your notice. The statute section number comes from a secondary source, so check it against the official Nevada statutes before you send the letter.',
      NOT_LEGAL_ADVICE,
    ].join('\n\n'),
    applicableLaws: ['NRS 119A.410', 'Nev. Admin. Code 119A.255', 'NRS ch. 119A'],
    verifyWithSource: true,
  },
  {
    title: 'Hawaii Timeshare Cancellation Letter',
    formType: 'cancellation-letter',
    purpose: 'rescission',
    jurisdiction: 'hawaii',
    category: 'timeshare',
    description:
      'A written notice cancelling a Hawaii timeshare purchase within the 7-calendar-day cancellation period.',
    template: cancellationLetter(
      'Under section 514E-8 of the Hawaii Revised Statutes, I am cancelling the timeshare purchase contract described above without penalty. I am sending this notice within the 7-calendar-day cancellation period.',
    ),
    instructions: [
      'In Hawaii the buyer (or the developer) may cancel without penalty within 7 calendar days after the later of the day you signed the contract or the day you received the disclosure statement (Haw. Rev. Stat. § 514E-8).',
      SENDING_STEPS,
      'Your notice takes effect when it is mailed or delivered to the address given in the contract, so send it to exactly that address and keep proof of the date you mailed or delivered it.',
      NOT_LEGAL_ADVICE,
    ].join('\n\n'),
    applicableLaws: ['Haw. Rev. Stat. § 514E-8', 'Haw. Rev. Stat. ch. 514E'],
    verifyWithSource: false,
  },
];

const complaintForm: FormText = {
  title: 'Complaint Letter to a Consumer Protection Agency',
  formType: 'complaint',
  purpose: null,
  jurisdiction: 'federal',
  category: 'consumer-protection',
  description:
    'A letter reporting a timeshare seller, resale company or exit company to a regulator such as the FTC, the CFPB or a state attorney general.',
  template: [
    '{{todayDate}}',
    '{{agencyName}}',
    'From:\n{{buyerName}}\n{{buyerAddress}}\n{{buyerPhone}}\n{{buyerEmail}}',
    'Re: Complaint about {{companyName}}',
    'I am writing to report {{companyName}}, {{companyAddress}}, about my timeshare at {{resortName}} (contract number {{contractNumber}}, dated {{contractDate}}).',
    'What happened:\n{{complaintDescription}}',
    'Amount I have paid to the company: {{amountPaid}}',
    'I believe these may be unfair or deceptive practices. I have kept copies of my contract, receipts and letters, and I can send them on request.',
    'What I am asking for:\n{{resolutionRequested}}',
    'You can reach me by phone or e-mail at the details above. Thank you for looking into my complaint.',
    'Sincerely,',
    '{{buyerName}}',
  ].join('\n\n'),
  instructions: [
    'Choose the agency that fits the problem. FTC ReportFraud (https://reportfraud.ftc.gov/, 1-877-FTC-HELP (382-4357)) takes reports of deceptive timeshare sales, resale, exit and recovery scams, and impersonators. The CFPB (https://www.consumerfinance.gov/complaint/, (855) 411-2372) handles timeshare loans, billing, debt collection and credit reporting. Your state attorney general or real estate regulator handles state-law complaints.',
    'Describe what happened in date order: who contacted you, what they promised, what you paid and what happened next. Most agencies take complaints online; you can paste this letter into their form or send it by mail. Keep a copy and note the date you sent it.',
    'Be wary of anyone who asks for payment up front to recover money you lost in a telemarketing deal: the Telemarketing Sales Rule bans asking for or taking such a fee until 7 business days after the money has been delivered to you.',
    NOT_LEGAL_ADVICE,
  ].join('\n\n'),
  applicableLaws: [
    '15 U.S.C. § 45',
    '16 CFR Part 310',
    '16 CFR Part 461',
    '15 U.S.C. § 1692 et seq.',
  ],
  verifyWithSource: false,
};

/**
 * The letters of guided help (issue 20) that are not one state's own: a cancellation letter for
 * every other state in src/shared/rescission/rules.ts, whose law paragraph the letters API fills
 * from the state's rule ({{lawCitation}}, {{cancellationPeriod}}, {{stateName}}), so no number
 * of days is typed here; a complaint to a state attorney general; a fee dispute; and a letter
 * asking a sales or exit company to stop contacting the owner.
 */
const letterForms: FormText[] = [
  {
    title: 'Timeshare Cancellation Letter (Other States)',
    formType: 'cancellation-letter',
    purpose: 'rescission',
    jurisdiction: 'federal',
    category: 'timeshare',
    description:
      'A written notice cancelling a timeshare purchase within the cancellation period that the law of the state gives, for states without a letter of their own.',
    template: cancellationLetter(
      'Under {{lawCitation}}, the law of {{stateName}}, I am cancelling the timeshare purchase contract described above. I am sending this notice within the cancellation period of {{cancellationPeriod}} that this law gives me.',
    ),
    instructions: [
      'Many states give a timeshare buyer a short period to cancel. When you choose your state, the letter names its law and its period from our rules; check your own last day with our cancellation deadline checker, which also counts weekends and holidays the way your state does.',
      SENDING_STEPS,
      'Some of these rules come from summaries rather than the statute itself; where that is so, the letter is marked "verify with the official source". Your contract may also describe the cancellation right: if it gives you longer, or names an address for notices, follow it.',
      NOT_LEGAL_ADVICE,
    ].join('\n\n'),
    applicableLaws: [],
    verifyWithSource: false,
  },
  {
    title: 'Complaint Letter to a State Attorney General',
    formType: 'complaint',
    purpose: 'attorney-general-complaint',
    jurisdiction: 'federal',
    category: 'consumer-protection',
    description:
      "A letter asking your state attorney general's consumer protection office to look into a timeshare seller, resale company or exit company.",
    template: [
      '{{todayDate}}',
      '{{agencyName}}\n{{agencyAddress}}',
      'From:\n{{buyerName}}\n{{buyerAddress}}\n{{buyerPhone}}\n{{buyerEmail}}',
      'Re: Consumer complaint about {{companyName}}',
      'Dear Attorney General:',
      'I am writing to complain about {{companyName}}, {{companyAddress}}, in connection with my timeshare at {{resortName}} (contract number {{contractNumber}}, signed {{contractDate}}).',
      'What happened:\n{{complaintDescription}}',
      'Amount I have paid: {{amountPaid}}',
      'I believe these may be unfair or deceptive practices under the consumer protection laws of this state. I have kept copies of my contract, receipts and letters, and I can send them on request.',
      'What I am asking for:\n{{resolutionRequested}}',
      'Thank you for looking into my complaint. You can reach me at the details above.',
      'Sincerely,',
      '{{buyerName}}',
    ].join('\n\n'),
    instructions: [
      "Send this letter to the consumer protection office of the attorney general of the state where you bought the timeshare or where the company is. For Florida, California, Nevada and Hawaii we fill in the office's name from our list of agencies; find its mailing address, or its online complaint form, on its official website.",
      'Describe what happened in date order: who contacted you, what they promised, what you paid and what happened next. Keep to facts you can show.',
      'Deceptive practices can also be reported to FTC ReportFraud (https://reportfraud.ftc.gov/, 1-877-FTC-HELP (382-4357)).',
      NOT_LEGAL_ADVICE,
    ].join('\n\n'),
    applicableLaws: ['15 U.S.C. § 45'],
    verifyWithSource: false,
  },
  {
    title: 'Letter Disputing Resort or Maintenance Fees',
    formType: 'complaint',
    purpose: 'fee-dispute',
    jurisdiction: 'federal',
    category: 'timeshare',
    description:
      'A letter to the resort or its management company disputing maintenance fees, special assessments or other charges, and asking for the papers behind them.',
    template: [
      '{{todayDate}}',
      '{{managementCompanyName}}\n{{managementCompanyAddress}}',
      'From:\n{{buyerName}}\n{{buyerAddress}}',
      'Re: Dispute of fees on owner account {{accountNumber}}\nResort: {{resortName}}\nContract number: {{contractNumber}}',
      'To whom it may concern:',
      'I dispute the following charges on my account:\n{{disputedFees}}',
      'Why I dispute them:\n{{disputeReason}}',
      "Please send me in writing: an itemized statement of my account; the part of my contract, or of the owners' association's governing documents, that allows each disputed charge and sets its amount; and the budget or vote on which any increase was based.",
      'Until you have answered, please note on my account that these charges are disputed and do not treat them as late.',
      'Please answer in writing at the address above. I am keeping a copy of this letter.',
      'Sincerely,',
      '{{buyerName}}',
    ].join('\n\n'),
    instructions: [
      'Write down each charge you dispute with its amount and the date of the bill, and say why in a few plain sentences (for example: the increase was never voted on, or a charge is not in your contract).',
      'Keep paying the charges you do not dispute, and keep copies of your bills and of your contract.',
      'If a debt collector (a company collecting for someone else) contacts you about these charges, the Fair Debt Collection Practices Act (15 U.S.C. § 1692 et seq.) gives you rights to have the debt validated and to dispute it.',
      NOT_LEGAL_ADVICE,
    ].join('\n\n'),
    applicableLaws: ['15 U.S.C. § 1692 et seq.'],
    verifyWithSource: false,
  },
  {
    title: 'Letter Asking a Company to Stop Contacting You',
    formType: 'complaint',
    purpose: 'stop-contact',
    jurisdiction: 'federal',
    category: 'consumer-protection',
    description:
      'A letter telling a timeshare sales, resale or exit company to stop calling, texting and writing to you.',
    template: [
      '{{todayDate}}',
      '{{companyName}}\n{{companyAddress}}',
      'From:\n{{buyerName}}\n{{buyerAddress}}',
      'Re: Stop contacting me\nMy phone number: {{buyerPhone}}',
      'To whom it may concern:',
      'Your company has contacted me about my timeshare at {{resortName}}:\n{{contactHistory}}',
      'I do not want to hear from you again. Stop calling me, sending me text messages and contacting me in any other way about buying, selling, renting, transferring or getting out of a timeshare, and remove my name, address and phone number from your calling and mailing lists.',
      'The Telephone Consumer Protection Act (47 U.S.C. § 227) restricts autodialed and prerecorded calls and texts, and telemarketing to numbers on do-not-call lists. The Telemarketing Sales Rule (16 CFR Part 310) bans deceptive and abusive telemarketing and calls to numbers on the national Do Not Call Registry.',
      'I am keeping a record of every call and message I receive after this letter.',
      'Sincerely,',
      '{{buyerName}}',
    ].join('\n\n'),
    instructions: [
      'Use this letter for a company that keeps calling or writing to sell you a timeshare, buy or resell yours, or get you out of it. Name the company exactly as it names itself, and list when and how it contacted you.',
      'Never pay an up-front fee to get back money you lost in a telemarketing deal: the Telemarketing Sales Rule bans asking for or taking such a fee until 7 business days after the money has been delivered to you. Report such offers to FTC ReportFraud (https://reportfraud.ftc.gov/, 1-877-FTC-HELP (382-4357)).',
      NOT_LEGAL_ADVICE,
    ].join('\n\n'),
    applicableLaws: ['47 U.S.C. § 227', '16 CFR Part 310'],
    verifyWithSource: false,
  },
];

export const formSeeds: FormSeed[] = [...cancellationForms, complaintForm, ...letterForms].map(
  (form) => ({
    ...form,
    requiredFields: templatePlaceholders(form.template),
  }),
);

/**
 * Inserts the forms that are missing, keyed on title; existing rows stay as they are, except that
 * a row of one of our titles without a purpose gets its purpose (a column added later).
 */
export async function seedLegalForms(db: Database): Promise<void> {
  const existing = await db
    .select({ title: legalForms.title })
    .from(legalForms)
    .where(
      inArray(
        legalForms.title,
        formSeeds.map((seed) => seed.title),
      ),
    );
  const titles = new Set(existing.map((row) => row.title));
  const missing = formSeeds.filter((seed) => !titles.has(seed.title));
  if (missing.length > 0) await db.insert(legalForms).values(missing);
  for (const seed of formSeeds) {
    if (!seed.purpose || !titles.has(seed.title)) continue;
    await db
      .update(legalForms)
      .set({ purpose: seed.purpose })
      .where(and(eq(legalForms.title, seed.title), isNull(legalForms.purpose)));
  }
}
