import type { Database } from '../../client';
import { legalStatutes } from '../../schema';
import type { Jurisdiction, LegalCategory } from './types';

export interface StatuteSeed {
  title: string;
  /** Written exactly as in legal-facts.md; the natural key of the seed. */
  citation: string;
  jurisdiction: Jurisdiction;
  category: LegalCategory;
  summary: string;
  sourceUrl: string;
  /** True where a fact shown comes from a `medium` row of legal-facts.md. */
  verifyWithSource: boolean;
}

/*
 * Section 1 of legal-facts.md: every row (all are `high`, with their `medium` parts either
 * flagged or left out) and the Florida resale act from the optional extras. No row states an
 * exact enactment or amendment date, so effectiveDate and lastAmended stay empty.
 */

const FLORIDA_CHAPTER_721_INDEX =
  'http://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0721/0721ContentsIndex.html';

export const statuteSeeds: StatuteSeed[] = [
  {
    title: 'Florida Vacation Plan and Timesharing Act',
    citation: 'Fla. Stat. ch. 721',
    jurisdiction: 'florida',
    category: 'timeshare',
    summary:
      "Florida's main timeshare law. It governs how timeshare plans in Florida are set up, advertised, sold, managed and resold. The developer must give buyers a public offering statement and hold their money in escrow. Under § 721.21, purchasers and owners' associations can go to court for damages or an injunction.",
    sourceUrl: FLORIDA_CHAPTER_721_INDEX,
    verifyWithSource: false,
  },
  {
    title: 'Florida timeshare cancellation right',
    citation: 'Fla. Stat. § 721.10',
    jurisdiction: 'florida',
    category: 'timeshare',
    summary:
      'A Florida timeshare buyer has 10 calendar days to cancel. The period ends at midnight of the 10th calendar day after whichever happens later: signing the contract, or receiving the last document the law requires. The buyer cannot give this right up. If the closing takes place before the period has ended, the buyer may void it for up to 1 year.',
    sourceUrl: 'https://www.flsenate.gov/Laws/Statutes/2024/721.10',
    verifyWithSource: false,
  },
  {
    title: 'Vacation Ownership and Time-share Act of 2004',
    citation: 'Cal. Bus. & Prof. Code §§ 11210–11288',
    jurisdiction: 'california',
    category: 'timeshare',
    summary:
      "Before selling timeshares in California, wherever the resort is located, a developer needs a public report issued by the California Department of Real Estate (DRE), and each buyer must receive a copy. Section 11245 forbids advertising that materially misrepresents the offer, and § 11211(e) confirms that California's Unfair Competition Law and False Advertising Law still apply in full.",
    sourceUrl:
      'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=11210',
    verifyWithSource: false,
  },
  {
    title: 'California time-share rescission right',
    citation: 'Cal. Bus. & Prof. Code § 11238',
    jurisdiction: 'california',
    category: 'timeshare',
    summary:
      'A California buyer may cancel the purchase without penalty within 7 calendar days (or a longer time if the contract allows one), counted from the later of signing the contract or receiving the public report. A notice given by midnight of the 7th day is on time, and a mailed notice is presumed given on the date of its postmark. Section 11239 sets out the required form of the cancellation notice.',
    sourceUrl:
      'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=11238',
    verifyWithSource: false,
  },
  {
    title: 'Nevada Time Shares law',
    citation: 'NRS ch. 119A',
    jurisdiction: 'nevada',
    category: 'timeshare',
    summary:
      "Nevada's timeshare chapter, in the statutes since 1983. The Real Estate Division licenses timeshare sales agents, representatives and resale brokers, issues sales permits and requires public offering statements. A contract made through a resale broker (§ 119A.4775), and an owner's listing agreement with a resale broker (§ 119A.4777), may each be cancelled within 5 calendar days.",
    sourceUrl: 'https://www.leg.state.nv.us/NRS/NRS-119A.html',
    verifyWithSource: false,
  },
  {
    title: 'Nevada timeshare cancellation right',
    citation: 'NRS 119A.410',
    jurisdiction: 'nevada',
    category: 'timeshare',
    summary:
      'A Nevada buyer has 5 calendar days to cancel, by written notice given before midnight of the 5th calendar day after signing. The buyer cannot waive this right. After receiving the notice, the developer must refund every payment within 15 days. The section number is taken from a secondary source: check it against the official statute.',
    sourceUrl: 'https://www.leg.state.nv.us/NRS/NRS-119A.html#NRS119ASec410',
    verifyWithSource: true,
  },
  {
    title: 'Hawaii Time Sharing Plans law',
    citation: 'Haw. Rev. Stat. ch. 514E',
    jurisdiction: 'hawaii',
    category: 'timeshare',
    summary:
      'Timeshare developers in Hawaii must register and file a disclosure statement with the director of commerce and consumer affairs. Section 514E-11.1 treats certain sales tactics as unfair or deceptive practices under chapter 480, such as not revealing that a gift or prize offer is really a sales presentation. Under § 514E-11.3, a buyer may void a sale made in breach of the chapter.',
    sourceUrl: 'https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0514E/',
    verifyWithSource: true,
  },
  {
    title: 'Hawaii mutual right to cancel',
    citation: 'Haw. Rev. Stat. § 514E-8',
    jurisdiction: 'hawaii',
    category: 'timeshare',
    summary:
      "In Hawaii, the buyer or the developer may cancel the contract without penalty within 7 calendar days, counted from the later of signing or the buyer's receipt of the disclosure statement. A cancellation notice takes effect once it is mailed or delivered to the address given in the contract.",
    sourceUrl:
      'https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0514E/HRS_0514E-0008.htm',
    verifyWithSource: false,
  },
  {
    title: 'Federal Trade Commission Act § 5',
    citation: '15 U.S.C. § 45',
    jurisdiction: 'federal',
    category: 'consumer-protection',
    summary:
      'Part of the FTC Act of 1914, section 5 outlaws unfair or deceptive acts and practices in or affecting commerce. It is the main federal law the FTC relies on when it sues timeshare resale and exit operations.',
    sourceUrl:
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section45&num=0&edition=prelim',
    verifyWithSource: false,
  },
  {
    title: 'Interstate Land Sales Full Disclosure Act (ILSA)',
    citation: '15 U.S.C. § 1701 et seq.',
    jurisdiction: 'federal',
    category: 'real-estate',
    summary:
      'Passed in 1968. Unless an exemption applies, a developer selling lots must register with the CFPB (HUD handled registration until July 21, 2011) and give the buyer a property report before the contract is signed. The buyer may revoke until midnight of the 7th day after signing (§ 1703(b)), or for up to 2 years if no property report was provided (§ 1703(c)). The exemptions are many (improved lots, offerings of fewer than 25 lots and, since 2014, condominium units among them), so whether a particular timeshare offering is covered must be checked on its own facts.',
    sourceUrl:
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1701&num=0&edition=prelim',
    verifyWithSource: true,
  },
  {
    title: 'Truth in Lending Act (TILA)',
    citation: '15 U.S.C. § 1601 et seq.',
    jurisdiction: 'federal',
    category: 'financial-services',
    summary:
      "Passed in 1968 as Title I of the Consumer Credit Protection Act. Lenders must state the cost of credit in a standard form, including the APR and the finance charge, and this covers timeshare loans financed by the developer. The 3-business-day right of rescission in § 1635 only applies to credit secured by the borrower's principal dwelling, so it usually does not reach a loan taken out to buy a timeshare.",
    sourceUrl:
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1601&num=0&edition=prelim',
    verifyWithSource: false,
  },
  {
    title: 'Fair Debt Collection Practices Act (FDCPA)',
    citation: '15 U.S.C. § 1692 et seq.',
    jurisdiction: 'federal',
    category: 'financial-services',
    summary:
      'Passed in 1977. Third-party debt collectors, such as those pursuing unpaid timeshare loans or maintenance fees, may not use abusive, deceptive or unfair practices. Consumers have the right to have a debt validated and to dispute it.',
    sourceUrl:
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692&num=0&edition=prelim',
    verifyWithSource: false,
  },
  {
    title: 'Telephone Consumer Protection Act (TCPA)',
    citation: '47 U.S.C. § 227',
    jurisdiction: 'federal',
    category: 'consumer-protection',
    summary:
      'Passed in 1991. It limits calls and texts made with autodialers or prerecorded messages, and telemarketing to numbers on do-not-call lists, and it lets consumers bring their own lawsuits. It often comes up with timeshare sales calls and with robocalls from exit companies.',
    sourceUrl:
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title47-section227&num=0&edition=prelim',
    verifyWithSource: false,
  },
  {
    title: 'Florida Deceptive and Unfair Trade Practices Act (FDUTPA)',
    citation: 'Fla. Stat. §§ 501.201–501.213',
    jurisdiction: 'florida',
    category: 'consumer-protection',
    summary:
      "Florida's general consumer protection law, in place since 1973. Section 501.204 outlaws unfair methods of competition and unconscionable, unfair or deceptive acts in trade, and Florida courts must give great weight to how FTC Act § 5 has been read. The Attorney General and the state attorneys enforce it, and consumers can sue for their actual damages and attorney's fees.",
    sourceUrl: 'https://www.flsenate.gov/Laws/Statutes/2024/501.204',
    verifyWithSource: false,
  },
  {
    title: 'California Unfair Competition Law (UCL)',
    citation: 'Cal. Bus. & Prof. Code § 17200 et seq.',
    jurisdiction: 'california',
    category: 'consumer-protection',
    summary:
      'The UCL forbids unlawful, unfair or fraudulent business acts and misleading advertising; courts can order injunctions and restitution. The False Advertising Law (§ 17500 et seq.) and the Consumers Legal Remedies Act (Civ. Code § 1750 et seq.) sit beside it, and the 2004 timeshare act keeps the UCL fully in force (§ 11211(e)). The CLRA does not apply to sales of real property (Civ. Code § 1754), which may limit its use for a deeded timeshare.',
    sourceUrl:
      'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=17200',
    verifyWithSource: true,
  },
  {
    title: 'Nevada Deceptive Trade Practices Act',
    citation: 'NRS ch. 598',
    jurisdiction: 'nevada',
    category: 'consumer-protection',
    summary:
      "Nevada's list of deceptive trade practices (NRS 598.0915–598.0925) includes knowingly making false representations and failing to disclose material facts; the Attorney General enforces it. A victim of consumer fraud may sue under NRS 41.600. The Attorney General's Bureau of Consumer Protection states that it does not handle timeshare matters as deceptive trade and refers them to other agencies.",
    sourceUrl: 'https://www.leg.state.nv.us/NRS/NRS-598.html',
    verifyWithSource: false,
  },
  {
    title: 'Hawaii unfair and deceptive practices law (UDAP)',
    citation: 'Haw. Rev. Stat. ch. 480',
    jurisdiction: 'hawaii',
    category: 'consumer-protection',
    summary:
      "Section 480-2 outlaws unfair methods of competition and unfair or deceptive acts. Under § 480-13(b) an injured consumer recovers $1,000 or three times the damages, whichever is more, plus attorney's fees; for elders the minimum alternative is $5,000. The timeshare practices listed in § 514E-11.1 can be pursued under this chapter.",
    sourceUrl:
      'https://www.capitol.hawaii.gov/hrscurrent/Vol11_Ch0476-0490/HRS0480/HRS_0480-0013.htm',
    verifyWithSource: true,
  },
  {
    title: 'Florida Timeshare Resale Accountability Act',
    citation: 'Fla. Stat. § 721.205',
    jurisdiction: 'florida',
    category: 'fraud',
    summary:
      'Added by 2012 Senate Bill 1408. Companies offering timeshare resale services have disclosure and licensing duties, and resale advertisers are restricted in what they may do; a contract that breaks these rules is voidable. The FTC and the Florida Attorney General relied on it in their case against Vacation Communications Group.',
    // legal-facts.md gives no page for the section itself: the official chapter 721 index lists it.
    sourceUrl: FLORIDA_CHAPTER_721_INDEX,
    verifyWithSource: false,
  },
];

/** Inserts the statutes that are missing, keyed on citation; existing rows stay as they are. */
export async function seedLegalStatutes(db: Database): Promise<void> {
  await db
    .insert(legalStatutes)
    .values(statuteSeeds)
    .onConflictDoNothing({ target: legalStatutes.citation });
}
