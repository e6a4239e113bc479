/**
 * The laws an action plan may cite, with their titles, citations and official addresses exactly
 * as the legal reference facts give them (a test checks each against the file). A plan links a
 * law to its record in the legal database by searching the database for the citation.
 */
import { text, type TextDescriptor } from '../i18n/text';
import type { LegalKind } from '../legal-filters';

export interface LawReference {
  /** Official names keep their English in every language; our own descriptions are translated. */
  title: TextDescriptor;
  citation: string;
  /** The official text, where the facts give its address. */
  sourceUrl: string | null;
  /** Which part of the legal database holds it. */
  kind: Extract<LegalKind, 'statutes' | 'regulations' | 'cases'>;
  /** Set where the facts rate the citation or its address medium. */
  verifyNote: TextDescriptor | null;
}

const statute = (
  title: TextDescriptor,
  citation: string,
  sourceUrl: string | null,
  verifyNote: TextDescriptor | null = null,
): LawReference => ({ title, citation, sourceUrl, kind: 'statutes', verifyNote });

const regulation = (title: TextDescriptor, citation: string, sourceUrl: string): LawReference => ({
  title,
  citation,
  sourceUrl,
  kind: 'regulations',
  verifyNote: null,
});

export const laws = {
  ftcAct: statute(
    text('Federal Trade Commission Act § 5'),
    '15 U.S.C. § 45',
    'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section45&num=0&edition=prelim',
  ),
  telemarketingSalesRule: regulation(
    text('Telemarketing Sales Rule (TSR)'),
    '16 CFR Part 310',
    'https://www.ecfr.gov/current/title-16/part-310',
  ),
  impersonationRule: regulation(
    text('Trade Regulation Rule on Impersonation of Government and Businesses'),
    '16 CFR Part 461',
    'https://www.ecfr.gov/current/title-16/part-461',
  ),
  telephoneConsumerProtection: statute(
    text('Telephone Consumer Protection Act (TCPA)'),
    '47 U.S.C. § 227',
    'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title47-section227&num=0&edition=prelim',
  ),
  truthInLending: statute(
    text('Truth in Lending Act (TILA)'),
    '15 U.S.C. § 1601 et seq.',
    'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1601&num=0&edition=prelim',
  ),
  fairDebtCollection: statute(
    text('Fair Debt Collection Practices Act (FDCPA)'),
    '15 U.S.C. § 1692 et seq.',
    'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692&num=0&edition=prelim',
  ),
  exitMarketerFalseAdvertising: {
    title: text('Bluegreen Vacations Unlimited, Inc. v. Timeshare Lawyers, P.A.'),
    citation: 'No. 20-24681-Civ-Scola, 2023 WL 7109914 (S.D. Fla.)',
    sourceUrl: null,
    kind: 'cases',
    verifyNote: null,
  },
  floridaResaleAccountability: statute(
    text('Florida Timeshare Resale Accountability Act'),
    'Fla. Stat. § 721.205',
    null,
  ),
} satisfies Record<string, LawReference>;

/** Each state's law against unfair or deceptive practices, where the facts give one. */
export const stateConsumerLaws: Readonly<Record<string, LawReference>> = {
  florida: statute(
    text('Florida Deceptive and Unfair Trade Practices Act (FDUTPA)'),
    'Fla. Stat. §§ 501.201–501.213',
    'https://www.flsenate.gov/Laws/Statutes/2024/501.204',
  ),
  california: statute(
    text('California Unfair Competition Law (UCL)'),
    'Cal. Bus. & Prof. Code § 17200 et seq.',
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=17200',
  ),
  nevada: statute(
    text('Nevada Deceptive Trade Practices Act'),
    'NRS ch. 598',
    'https://www.leg.state.nv.us/NRS/NRS-598.html',
  ),
  hawaii: statute(
    text('Hawaii unfair and deceptive practices law (UDAP)'),
    'Haw. Rev. Stat. ch. 480 (§§ 480-2, 480-13)',
    'https://www.capitol.hawaii.gov/hrscurrent/Vol11_Ch0476-0490/HRS0480/HRS_0480-0013.htm',
    text('Check the address of the official text on the Hawaii legislature site.'),
  ),
};
