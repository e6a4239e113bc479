/**
 * State cancellation (rescission, "cooling-off") periods for new timeshare purchases, taken
 * only from section 4 of the project's legal reference facts (/work/shared/legal-facts.md) and,
 * for the official source addresses, its statute rows. Rows marked `high` are published as
 * they are; rows marked `medium` (and the medium part of a high row) carry a `verifyNote`,
 * shown with a "verify with the official source" flag. Leads marked LOW / UNCONFIRMED are left
 * out. All wording is our own. General information, not legal advice.
 *
 * Nothing here is guessed: where the facts name no official address, `sourceUrl` is null, and
 * where they do not say whether weekends count, `dayType` is 'not-stated'.
 */
import { text, type TextDescriptor } from '../i18n/text';

/**
 * How the days are counted. 'not-stated': the law says "days" and our facts do not say
 * whether weekends and holidays count; we count every day, which gives the earliest date.
 */
export type DayType = 'calendar' | 'business' | 'not-stated';

/** The event the clock runs from, as the facts give it. Where several are listed, the later one controls. */
export type TriggerKind =
  | 'signing'
  | 'sale'
  | 'agreement-date'
  | 'later-of-signing-and-disclosure'
  | 'disclosure-receipt'
  | 'latest-of-contract-disclosure-and-occupancy';

export type Confidence = 'high' | 'medium';

export interface RescissionRule {
  /** A stable id, the state's name in lower case with dashes: 'north-carolina'. */
  id: string;
  state: string;
  days: number;
  dayType: DayType;
  /** More days when the buyer did not inspect the timeshare in person before signing (Tennessee). */
  daysWithoutInspection?: number;
  trigger: TriggerKind;
  /** What the clock runs from, in plain words, to follow "from". */
  triggerText: TextDescriptor;
  /** The papers whose receipt starts (or can start) the clock, to follow "the date you received". */
  disclosureName: TextDescriptor | null;
  /** When the last day is a Sunday it does not count, so the last day is the Monday (South Carolina). */
  sundayMovesToMonday?: boolean;
  citation: string;
  /** The official text, where the facts give its address. */
  sourceUrl: string | null;
  /** What the facts say about giving notice, in plain words (empty when they say nothing). */
  notice: readonly TextDescriptor[];
  /** Other points from the facts worth knowing, in plain words. */
  notes: readonly TextDescriptor[];
  confidence: Confidence;
  /** What to check with the official source; set for every medium row. */
  verifyNote: TextDescriptor | null;
}

export const rescissionRules: readonly RescissionRule[] = [
  {
    id: 'alaska',
    state: 'Alaska',
    days: 15,
    dayType: 'not-stated',
    trigger: 'disclosure-receipt',
    triggerText: text('the day you received the public offering statement'),
    disclosureName: text('public offering statement'),
    citation: 'Alaska Stat. § 34.08.580(a)',
    sourceUrl: null,
    notice: [],
    notes: [
      text('This right is for cancelling before the timeshare is transferred (conveyed) to you.'),
    ],
    confidence: 'medium',
    verifyNote: text(
      'We found this rule in summaries, not in the statute itself, and they do not say whether weekends and holidays count.',
    ),
  },
  {
    id: 'arizona',
    state: 'Arizona',
    days: 10,
    dayType: 'calendar',
    trigger: 'signing',
    triggerText: text('the day you signed the purchase agreement'),
    disclosureName: null,
    citation: 'A.R.S. § 32-2197.03',
    sourceUrl: null,
    notice: [],
    notes: [
      text('The period used to be 7 days. A 2019 law (Laws 2019, chapter 245) made it 10 days.'),
    ],
    confidence: 'high',
    verifyNote: null,
  },
  {
    id: 'arkansas',
    state: 'Arkansas',
    days: 5,
    dayType: 'not-stated',
    trigger: 'signing',
    triggerText: text('the day you signed'),
    disclosureName: null,
    citation: 'Ark. Code § 18-14-409',
    sourceUrl: null,
    notice: [],
    notes: [
      text(
        'If you have not yet received the public offering statement, you may also cancel at any time before you receive it.',
      ),
    ],
    confidence: 'medium',
    verifyNote: text(
      'We found this rule in summaries, not in the statute itself, and they do not say whether weekends and holidays count.',
    ),
  },
  {
    id: 'california',
    state: 'California',
    days: 7,
    dayType: 'calendar',
    trigger: 'later-of-signing-and-disclosure',
    triggerText: text(
      'the later of two days: the day you signed, or the day you received the public report',
    ),
    disclosureName: text('public report'),
    citation: 'Cal. Bus. & Prof. Code § 11238',
    sourceUrl:
      'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=11238',
    notice: [
      text('Your notice is on time if you give it by midnight of the 7th day.'),
      text(
        'A notice sent by mail counts as given on the date of its postmark, so keep proof of the postmark.',
      ),
      text('Section 11239 sets out the form the cancellation notice takes.'),
    ],
    notes: [
      text('You can cancel without any penalty.'),
      text('Your contract may give you longer than 7 days.'),
    ],
    confidence: 'high',
    verifyNote: null,
  },
  {
    id: 'colorado',
    state: 'Colorado',
    days: 5,
    dayType: 'calendar',
    trigger: 'sale',
    triggerText: text('the day of the sale'),
    disclosureName: null,
    citation: 'C.R.S. § 6-1-703(1)(b)',
    sourceUrl: null,
    notice: [],
    notes: [],
    confidence: 'high',
    verifyNote: null,
  },
  {
    id: 'delaware',
    state: 'Delaware',
    days: 5,
    dayType: 'business',
    trigger: 'signing',
    triggerText: text('the day you signed'),
    disclosureName: null,
    citation: '6 Del. C. § 2824(a)',
    sourceUrl: null,
    notice: [],
    notes: [],
    confidence: 'medium',
    verifyNote: text(
      'Sources disagree. The statute text we saw says 5 business days, but other lists say 3 days or 15 days.',
    ),
  },
  {
    id: 'florida',
    state: 'Florida',
    days: 10,
    dayType: 'calendar',
    trigger: 'later-of-signing-and-disclosure',
    triggerText: text(
      'the later of two days: the day you signed, or the day you received the last document the law requires you to be given',
    ),
    disclosureName: text('last of the required documents'),
    citation: 'Fla. Stat. § 721.10',
    sourceUrl: 'https://www.flsenate.gov/Laws/Statutes/2024/721.10',
    notice: [text('You can cancel until midnight at the end of the 10th calendar day.')],
    notes: [
      text('You cannot give up this right, even by signing something that says you do.'),
      text(
        'If the sale was closed before the 10 days were over, you may be able to undo that closing for up to 1 year.',
      ),
    ],
    confidence: 'high',
    verifyNote: null,
  },
  {
    id: 'georgia',
    state: 'Georgia',
    days: 7,
    dayType: 'not-stated',
    trigger: 'later-of-signing-and-disclosure',
    triggerText: text(
      'the later of two days: the day you signed, or the day you received the public offering statement',
    ),
    disclosureName: text('public offering statement'),
    citation: 'O.C.G.A. § 44-3-174',
    sourceUrl: null,
    notice: [],
    notes: [],
    confidence: 'medium',
    verifyNote: text(
      'We found this rule only in secondary sources, and they disagree on whether Sundays and holidays count.',
    ),
  },
  {
    id: 'hawaii',
    state: 'Hawaii',
    days: 7,
    dayType: 'calendar',
    trigger: 'later-of-signing-and-disclosure',
    triggerText: text(
      'the later of two days: the day you signed, or the day you received the disclosure statement',
    ),
    disclosureName: text('disclosure statement'),
    citation: 'Haw. Rev. Stat. § 514E-8',
    sourceUrl:
      'https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0514E/HRS_0514E-0008.htm',
    notice: [
      text(
        'Your notice takes effect when it is mailed, or delivered, to the address given in your contract.',
      ),
    ],
    notes: [
      text('You can cancel without any penalty.'),
      text('The seller can also cancel during these 7 days.'),
    ],
    confidence: 'high',
    verifyNote: null,
  },
  {
    id: 'maryland',
    state: 'Maryland',
    days: 10,
    dayType: 'calendar',
    trigger: 'latest-of-contract-disclosure-and-occupancy',
    triggerText: text(
      'the latest of three days: the date of the contract, the day you received the last of the offering documents, or the day the timeshare was ready for you to use',
    ),
    disclosureName: text('last of the offering documents'),
    citation: 'Md. Code, Real Prop. § 11A-114(a)',
    sourceUrl: null,
    notice: [],
    notes: [
      text(
        'The day the timeshare is ready for you to use does not count if the seller has a bond in place for it. If you are not sure, ask us.',
      ),
    ],
    confidence: 'high',
    verifyNote: null,
  },
  {
    id: 'michigan',
    state: 'Michigan',
    days: 9,
    dayType: 'business',
    trigger: 'disclosure-receipt',
    triggerText: text('the day you received the required documents'),
    disclosureName: text('required documents'),
    citation: 'MCL § 559.184(2)',
    sourceUrl: null,
    notice: [],
    notes: [
      text('This rule is for timeshares sold in condominium form.'),
      text('This right is for cancelling before the timeshare is transferred (conveyed) to you.'),
    ],
    confidence: 'medium',
    verifyNote: text('We found this rule in a summary, not in the statute itself.'),
  },
  {
    id: 'missouri',
    state: 'Missouri',
    days: 5,
    dayType: 'not-stated',
    trigger: 'agreement-date',
    triggerText: text('the date of the agreement'),
    disclosureName: null,
    citation: 'Mo. Rev. Stat. § 407.620',
    sourceUrl: null,
    notice: [],
    notes: [],
    confidence: 'medium',
    verifyNote: text(
      'We found this rule in a summary, not in the statute itself, and it does not say whether weekends and holidays count.',
    ),
  },
  {
    id: 'nevada',
    state: 'Nevada',
    days: 5,
    dayType: 'calendar',
    trigger: 'signing',
    triggerText: text('the day you signed'),
    disclosureName: null,
    citation: 'NRS 119A.410',
    // The chapter page: the facts mark the section anchor as a pattern and its number as medium.
    sourceUrl: 'https://www.leg.state.nv.us/NRS/NRS-119A.html',
    notice: [
      text('Cancel in writing.'),
      text('You can cancel until midnight at the end of the 5th calendar day after you signed.'),
    ],
    notes: [
      text('You cannot give up this right.'),
      text('The developer must pay back everything you paid within 15 days of your notice.'),
      text(
        'Nevada rules (NAC 119A.255) require your contract to explain this right just above your signature.',
      ),
    ],
    confidence: 'high',
    verifyNote: text(
      'The 5 calendar days are confirmed. The section number, NRS 119A.410, is how other sources cite it; we have not confirmed it in the official text.',
    ),
  },
  {
    id: 'new-jersey',
    state: 'New Jersey',
    days: 7,
    dayType: 'calendar',
    trigger: 'later-of-signing-and-disclosure',
    triggerText: text(
      'the later of two days: the day you signed, or the day you received the public offering statement',
    ),
    disclosureName: text('public offering statement'),
    citation:
      'N.J.S.A. 45:15-16.50 et seq. (New Jersey Real Estate Timeshare Act, L. 2006, c. 63; exact section not confirmed)',
    sourceUrl: null,
    notice: [],
    notes: [],
    confidence: 'medium',
    verifyNote: text(
      'We have not confirmed which section of the New Jersey Real Estate Timeshare Act gives this right.',
    ),
  },
  {
    id: 'north-carolina',
    state: 'North Carolina',
    days: 5,
    dayType: 'not-stated',
    trigger: 'later-of-signing-and-disclosure',
    triggerText: text(
      'the later of two days: the day you signed, or the day you received the public offering statement and the other required documents',
    ),
    disclosureName: text('public offering statement and the other required documents'),
    citation: 'N.C. Gen. Stat. § 93A-45(a)',
    sourceUrl: null,
    notice: [],
    notes: [],
    confidence: 'high',
    verifyNote: null,
  },
  {
    id: 'south-carolina',
    state: 'South Carolina',
    days: 5,
    dayType: 'not-stated',
    sundayMovesToMonday: true,
    trigger: 'later-of-signing-and-disclosure',
    triggerText: text(
      'the later of two days: the day you signed, or the day you received the disclosure statement',
    ),
    disclosureName: text('disclosure statement'),
    citation: 'S.C. Code § 27-32-40(A)(5)(a)',
    sourceUrl: null,
    notice: [],
    notes: [text('If the 5th day is a Sunday, it does not count, so you have until the Monday.')],
    confidence: 'high',
    verifyNote: null,
  },
  {
    id: 'tennessee',
    state: 'Tennessee',
    days: 10,
    daysWithoutInspection: 15,
    dayType: 'not-stated',
    trigger: 'signing',
    triggerText: text('the day you signed'),
    disclosureName: null,
    citation: 'Tenn. Code Ann. § 66-32-114',
    sourceUrl: null,
    notice: [],
    notes: [
      text(
        'You have 15 days instead of 10 if you did not inspect the timeshare in person before you signed.',
      ),
      text(
        'Until you receive the public offering statement, the contract can also be cancelled (voided).',
      ),
    ],
    confidence: 'high',
    verifyNote: null,
  },
  {
    id: 'texas',
    state: 'Texas',
    days: 5,
    dayType: 'calendar',
    trigger: 'later-of-signing-and-disclosure',
    triggerText: text(
      'the later of two days: the day you signed and were given your copy of the contract, or the day you received the disclosure statement',
    ),
    disclosureName: text('disclosure statement'),
    citation: 'Tex. Prop. Code § 221.041(a)',
    sourceUrl: null,
    notice: [],
    notes: [
      text(
        'The law says you may cancel "before the sixth day", so the 5th day is your last full day.',
      ),
    ],
    confidence: 'medium',
    verifyNote: text('We saw the statute only as quoted by secondary sources.'),
  },
  {
    id: 'utah',
    state: 'Utah',
    days: 5,
    dayType: 'business',
    trigger: 'signing',
    triggerText: text('the day you signed'),
    disclosureName: null,
    citation: 'Utah Code § 57-19-12',
    sourceUrl: null,
    notice: [],
    notes: [],
    confidence: 'medium',
    verifyNote: text('We found this rule in a summary, not in the statute itself.'),
  },
  {
    id: 'virginia',
    state: 'Virginia',
    days: 7,
    dayType: 'calendar',
    trigger: 'signing',
    triggerText: text('the day you signed'),
    disclosureName: null,
    citation: 'Va. Code § 55.1-2221 (formerly § 55-376)',
    sourceUrl: null,
    notice: [],
    notes: [],
    confidence: 'medium',
    verifyNote: text('We found this rule in a summary, not in the statute itself.'),
  },
  {
    id: 'wisconsin',
    state: 'Wisconsin',
    days: 5,
    dayType: 'business',
    trigger: 'later-of-signing-and-disclosure',
    triggerText: text(
      'the later of two days: the day you signed, or the day you received the last document the law requires you to be given',
    ),
    disclosureName: text('last of the required documents'),
    citation: 'Wis. Stat. § 707.47(2)',
    sourceUrl: null,
    notice: [],
    notes: [],
    confidence: 'high',
    verifyNote: null,
  },
];

/** The rule for a state id ('florida'), or undefined when it is not in our data. */
export function findRule(stateId: string): RescissionRule | undefined {
  return rescissionRules.find((rule) => rule.id === stateId);
}

/** Whether the rule must be shown with a "verify with the official source" flag. */
export function needsVerification(rule: RescissionRule): boolean {
  return rule.confidence === 'medium' || rule.verifyNote !== null;
}

/** Which of the optional dates the rule counts from. */
export function usesDisclosureDate(rule: RescissionRule): boolean {
  return (
    rule.trigger === 'later-of-signing-and-disclosure' ||
    rule.trigger === 'disclosure-receipt' ||
    rule.trigger === 'latest-of-contract-disclosure-and-occupancy'
  );
}

export function usesReadyDate(rule: RescissionRule): boolean {
  return rule.trigger === 'latest-of-contract-disclosure-and-occupancy';
}

export function asksAboutInspection(rule: RescissionRule): boolean {
  return rule.daysWithoutInspection !== undefined;
}
