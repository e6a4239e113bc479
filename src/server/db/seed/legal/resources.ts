import { inArray } from 'drizzle-orm';
import type { Database } from '../../client';
import { legalResources } from '../../schema';
import type { Audience, Difficulty, LegalCategory, ResourceTag, ResourceType } from './types';
import { NOT_LEGAL_ADVICE } from './types';

export interface ResourceSeed {
  title: string;
  resourceType: ResourceType;
  category: LegalCategory;
  targetAudience: Audience;
  difficulty: Difficulty;
  description: string;
  /** Paragraphs (Markdown); the not-legal-advice note is added at the end. */
  paragraphs: string[];
  tags: ResourceTag[];
  /** Statute citations exactly as seeded (and as in legal-facts.md). */
  relatedStatutes: string[];
  /** Case citations exactly as seeded. */
  relatedCases: string[];
  verifyWithSource: boolean;
}

/*
 * Written for this product from the facts of legal-facts.md. No review date is claimed:
 * lastReviewed and reviewedBy stay empty.
 */

const STATE_CANCELLATION_SECTIONS = [
  'Fla. Stat. § 721.10',
  'Cal. Bus. & Prof. Code § 11238',
  'NRS 119A.410',
  'Haw. Rev. Stat. § 514E-8',
];

const VACATION_PROPERTY_SERVICES = 'No. 8:11-cv-00595-JDW-MAP (M.D. Fla.)';
const VACATION_COMMUNICATIONS_GROUP = 'No. 6:13-cv-789-Orl-37DAB (M.D. Fla.)';
const INFORMATION_MANAGEMENT_FORUM = 'No. 6:12-cv-986-Orl-28KRS (M.D. Fla.)';
const BLUEGREEN = 'No. 20-24681-Civ-Scola, 2023 WL 7109914 (S.D. Fla.)';
const AMG = '593 U.S. 67 (2021)';
const OBDUSKEY = '139 S. Ct. 1029 (2019)';
const DUGUID = '592 U.S. 395 (2021)';

export const resourceSeeds: ResourceSeed[] = [
  {
    title: 'Timeshare Cancellation Periods in Florida, California, Nevada and Hawaii',
    resourceType: 'guide',
    category: 'timeshare',
    targetAudience: 'consumer',
    difficulty: 'beginner',
    description:
      'How long a new buyer has to cancel in each of the four states we cover, and when the clock starts.',
    paragraphs: [
      'Each of the four states we cover gives a new timeshare buyer a short time to change their mind and cancel. The period is set by state law, it is counted in calendar days, and it starts from a particular event, so the first step is to find the right starting date.',
      [
        '- **Florida (Fla. Stat. § 721.10):** 10 calendar days, ending at midnight of the 10th day after the later of signing the contract or receiving the last document the law requires. The right cannot be waived.',
        '- **California (Cal. Bus. & Prof. Code § 11238):** 7 calendar days, or longer if your contract says so, counted from the later of signing or receiving the public report. A mailed notice counts as given on its postmark date.',
        '- **Nevada (NRS 119A.410):** 5 calendar days after signing, ending at midnight of the 5th day. The notice must be in writing, the right cannot be waived, and the developer must refund your payments within 15 days of the notice.',
        '- **Hawaii (Haw. Rev. Stat. § 514E-8):** 7 calendar days from the later of signing or receiving the disclosure statement. Either side may cancel, and the notice takes effect when it is mailed or delivered to the address in the contract.',
      ].join('\n'),
      'In every state: cancel in writing, send the notice before the deadline, and keep proof of when you sent it. Our cancellation letter for each state follows these rules. If you bought in another state, the number of days and the starting event may be different.',
      'The Nevada section number comes from a secondary source; check it against the official statute.',
    ],
    tags: [
      'Rescission Rights',
      'Legal Rights',
      'State Regulations',
      'Timeline Management',
      'Articles & Guides',
    ],
    relatedStatutes: STATE_CANCELLATION_SECTIONS,
    relatedCases: [],
    verifyWithSource: true,
  },
  {
    title: 'Cancellation Notice Checklist',
    resourceType: 'checklist',
    category: 'timeshare',
    targetAudience: 'consumer',
    difficulty: 'beginner',
    description: 'The steps to take, in order, when you cancel a new timeshare purchase.',
    paragraphs: [
      'Use this list as soon as you decide to cancel. The periods are short, so do not wait until the last day.',
      [
        '- [ ] Find the date you signed the contract and the date you received the required documents (in California the public report, in Hawaii the disclosure statement, in Florida the last document the law requires). In Nevada the count starts from signing.',
        '- [ ] Work out your last day: 10 calendar days in Florida, 7 in California (or longer if the contract allows), 5 in Nevada and 7 in Hawaii.',
        '- [ ] Write your notice with your name and address, the developer, the resort, the contract number and the contract date. Our state cancellation letters have a space for each.',
        '- [ ] Send it in writing to the address in your contract, by a method that gives you proof of mailing and delivery, such as certified mail with a return receipt.',
        '- [ ] Keep a copy of the letter, the mailing receipt and the delivery receipt together with your contract.',
        '- [ ] Watch for the refund. In Nevada the developer must refund all payments within 15 days of your notice.',
        '- [ ] Do not agree to give up the right: in Florida and Nevada it cannot be waived.',
      ].join('\n'),
      'California presumes a mailed notice was given on its postmark date, and in Hawaii the notice takes effect when it is mailed or delivered, which is why the mailing receipt matters.',
    ],
    tags: ['Rescission Rights', 'Checklists', 'Documentation', 'Step-by-Step Guides'],
    relatedStatutes: STATE_CANCELLATION_SECTIONS,
    relatedCases: [],
    verifyWithSource: true,
  },
  {
    title: 'Recognising Timeshare Resale and Exit Scams',
    resourceType: 'guide',
    category: 'fraud',
    targetAudience: 'consumer',
    difficulty: 'beginner',
    description:
      'Warning signs drawn from court cases and federal rules, and what the law says about them.',
    paragraphs: [
      'Courts and regulators have seen the same promises again and again. In FTC v. Vacation Property Services, the court found it deceptive to tell owners that buyers were already waiting for their timeshare, that it could be sold quickly, or that their money would be refunded. In Bluegreen v. Timeshare Lawyers, exit marketers were held liable for claiming their process would protect owners’ credit, and for leading owners to stop paying.',
      'Be careful with anyone who asks for money up front to recover what you lost in an earlier telemarketing deal. The FTC’s Telemarketing Sales Rule (16 CFR Part 310) bans asking for or taking that fee until 7 business days after the recovered money has been delivered to you.',
      'Some callers pretend to be your resort, an escrow agent or a government office. Since Apr. 1, 2024 the FTC’s Impersonation Rule (16 CFR Part 461) forbids materially false claims to be, or to be affiliated with, a government body or a business.',
      'In Florida, the Timeshare Resale Accountability Act (Fla. Stat. § 721.205) gives resale service providers disclosure and licensing duties, and a contract that breaks it is voidable. You can report a suspected scam to the FTC at [ReportFraud.ftc.gov](https://reportfraud.ftc.gov/).',
    ],
    tags: ['Scam Prevention', 'Legal Rights', 'Educational Materials', 'Articles & Guides'],
    relatedStatutes: ['15 U.S.C. § 45', 'Fla. Stat. § 721.205'],
    relatedCases: [VACATION_PROPERTY_SERVICES, BLUEGREEN],
    verifyWithSource: false,
  },
  {
    title: 'Where to Report a Timeshare Problem',
    resourceType: 'checklist',
    category: 'consumer-protection',
    targetAudience: 'consumer',
    difficulty: 'beginner',
    description:
      'The federal and state agencies that take timeshare complaints, and what each one handles.',
    paragraphs: [
      'Pick the agencies that match your problem; you may report to more than one. Keep a copy of everything you send.',
      [
        '- [ ] **[FTC ReportFraud](https://reportfraud.ftc.gov/)**, 1-877-FTC-HELP (382-4357): deceptive sales, resale, exit and recovery scams, impersonators.',
        '- [ ] **[Consumer Financial Protection Bureau](https://www.consumerfinance.gov/complaint/)**, (855) 411-2372: timeshare loans, billing, debt collection and credit reporting.',
        '- [ ] **[FBI Internet Crime Complaint Center](https://www.ic3.gov/)**: timeshare fraud online or across borders.',
        '- [ ] **[Florida Attorney General](https://www.myfloridalegal.com/)**, fraud hotline 1-866-9-NO-SCAM (1-866-966-7226): FDUTPA complaints and resale fraud.',
        '- [ ] **[California Attorney General, Public Inquiry Unit](https://oag.ca.gov/contact/consumer-complaint-against-business-or-company)**, (800) 952-5225: unfair competition, false advertising and scams.',
        '- [ ] **[California Department of Real Estate](https://www.dre.ca.gov/developers/timeshares.html)**: regulator of the timeshare act, its public reports and licensees.',
        '- [ ] **[Nevada Real Estate Division](https://red.nv.gov/Content/Compliance/File_a_Complaint/)**: regulator under NRS ch. 119A; Statement of Fact Form 514 covers timeshare agents and representatives.',
        '- [ ] **[Nevada Attorney General, Bureau of Consumer Protection](https://ag.nv.gov/About/Consumer_Protection/Bureau_of_Consumer_Protection/)**, (702) 486-3132 or (888) 434-9989: deceptive trade; it says timeshare matters go to other agencies.',
        '- [ ] **[Hawaii DCCA Office of Consumer Protection](https://cca.hawaii.gov/ocp/)**, Consumer Resource Center (808) 587-4272: unfair or deceptive practices under chapter 480.',
      ].join('\n'),
      'Our complaint letter template can help you put the facts in order before you fill in an agency’s form.',
    ],
    tags: ['Legal Rights', 'State Regulations', 'Checklists', 'Legal Guidance'],
    relatedStatutes: [
      '15 U.S.C. § 45',
      'Fla. Stat. §§ 501.201–501.213',
      'Cal. Bus. & Prof. Code § 17200 et seq.',
      'NRS ch. 119A',
      'Haw. Rev. Stat. ch. 480',
    ],
    relatedCases: [],
    verifyWithSource: false,
  },
  {
    title: 'How to Use Our Cancellation Letter Templates',
    resourceType: 'template',
    category: 'timeshare',
    targetAudience: 'consumer',
    difficulty: 'intermediate',
    description:
      'Filling in and sending the Florida, California, Nevada and Hawaii cancellation letters.',
    paragraphs: [
      'Each state letter names the section of state law that gives you the right to cancel and asks the developer to confirm the cancellation in writing and to return your money. Choose the letter for the state whose law applies to your purchase.',
      'Fill in every field: your name and address, the developer’s name and the address for notices given in your contract, the resort, the contract number, the contract date and today’s date. Leave nothing blank, and keep a copy of the signed letter.',
      'Timing is what matters most. Florida allows 10 calendar days, California 7 (or longer if the contract says so), Nevada 5 after signing, and Hawaii 7. Send the letter in writing before the deadline, by a method that gives you proof of mailing, and keep the receipts.',
      'The Nevada letter cites NRS 119A.410, a section number taken from a secondary source; check it against the official statute before you send the letter.',
    ],
    tags: ['Document Templates', 'Legal Documents', 'Rescission Rights', 'Documentation'],
    relatedStatutes: STATE_CANCELLATION_SECTIONS,
    relatedCases: [],
    verifyWithSource: true,
  },
  {
    title: 'After AMG Capital: How Money Is Recovered in FTC Timeshare Cases',
    resourceType: 'analysis',
    category: 'consumer-protection',
    targetAudience: 'attorney',
    difficulty: 'advanced',
    description:
      'What the Supreme Court’s 2021 ruling on FTC Act § 13(b) means for redress in resale and exit-scheme cases.',
    paragraphs: [
      'In AMG Capital Management, LLC v. FTC (Apr. 22, 2021) the Supreme Court held that § 13(b) of the FTC Act does not authorise equitable money awards such as restitution or disgorgement. Refunds for consumers must now come by another route: § 19 of the Act, or violations of trade rules such as the Telemarketing Sales Rule (16 CFR Part 310) or the Impersonation Rule (16 CFR Part 461).',
      'The Impersonation Rule, in effect since Apr. 1, 2024, is a trade regulation rule, so a violation lets the FTC ask a court for civil penalties and consumer redress. That makes it relevant to resale and exit operations that pose as resorts, escrow agents or regulators.',
      'Earlier resale cases show the pattern of pleading: in FTC v. Vacation Property Services the court found violations of both FTC Act § 5 and the TSR, and in the Vacation Communications Group case the FTC and Florida joined FTC Act and TSR claims with claims under FDUTPA and Fla. Stat. § 721.205.',
    ],
    tags: ['Attorney Resources', 'Legal Rights', 'Case Examples', 'Financial Impact'],
    relatedStatutes: ['15 U.S.C. § 45', 'Fla. Stat. §§ 501.201–501.213', 'Fla. Stat. § 721.205'],
    relatedCases: [AMG, VACATION_PROPERTY_SERVICES, VACATION_COMMUNICATIONS_GROUP],
    verifyWithSource: false,
  },
  {
    title: 'Federal Cancellation Rights and Timeshares: ILSA, the Cooling-Off Rule and TILA',
    resourceType: 'analysis',
    category: 'real-estate',
    targetAudience: 'attorney',
    difficulty: 'advanced',
    description:
      'Why the federal cancellation rights rarely replace the state rescission statutes for a timeshare buyer.',
    paragraphs: [
      'ILSA (15 U.S.C. § 1701 et seq.) lets a buyer of a non-exempt lot revoke until midnight of the 7th day after signing (§ 1703(b)), or for up to 2 years if no property report was given (§ 1703(c)). Regulation J (12 CFR Part 1010) defines a lot to include an undivided interest carrying a right to exclusive use of a specific portion of land. The exemptions are broad, however (improved lots, fewer than 25 lots, and condominium units since 2014, among others), so whether a timeshare offering is covered must be decided on its facts.',
      'The FTC Cooling-Off Rule (16 CFR Part 429) gives 3 business days to cancel sales made at the buyer’s home ($25 or more) or at temporary locations such as hotel rooms ($130 or more). It excludes real estate and sales at the seller’s permanent place of business, so a deeded timeshare sold at a resort sales office will generally fall outside it.',
      'TILA’s 3-business-day rescission right (15 U.S.C. § 1635; Regulation Z § 1026.23) is limited to credit secured by the consumer’s principal dwelling, so it normally does not reach a timeshare purchase loan, although the disclosure rules do apply to developer financing.',
      'In practice the state statutes (for example Fla. Stat. § 721.10 or Cal. Bus. & Prof. Code § 11238) usually supply the cancellation right. How far ILSA and the Cooling-Off Rule reach timeshares is not settled in our sources, so check each point against the official text.',
    ],
    tags: ['Attorney Resources', 'Contract Analysis', 'Rescission Rights', 'Legal Rights'],
    relatedStatutes: [
      '15 U.S.C. § 1701 et seq.',
      '15 U.S.C. § 1601 et seq.',
      'Fla. Stat. § 721.10',
      'Cal. Bus. & Prof. Code § 11238',
    ],
    relatedCases: [],
    verifyWithSource: true,
  },
  {
    title: 'Timeshare Debt: Loans, Collectors and Nonjudicial Foreclosure',
    resourceType: 'analysis',
    category: 'financial-services',
    targetAudience: 'attorney',
    difficulty: 'intermediate',
    description:
      'The federal consumer-credit rules that apply when a timeshare loan or fee goes unpaid.',
    paragraphs: [
      'TILA (15 U.S.C. § 1601 et seq.) and Regulation Z (12 CFR Part 1026) require standard credit-cost disclosures, including the APR and finance charge, on developer-financed timeshare loans. Their rescission right applies only to credit secured by the principal dwelling, so it rarely helps a timeshare buyer.',
      'When unpaid loans or maintenance fees go to a third-party collector, the FDCPA (15 U.S.C. § 1692 et seq.) bars abusive, deceptive and unfair collection practices and gives the owner validation and dispute rights.',
      'Obduskey v. McCarthy & Holthus LLP (2019) limits that protection in one setting: a business that only carries out nonjudicial foreclosure is not a debt collector under the FDCPA’s main definition, and only § 1692f(6) applies to it. An owner facing nonjudicial foreclosure of a timeshare should expect fewer FDCPA claims against the foreclosing firm.',
      'Exit companies that tell owners to stop paying are a related risk: in Bluegreen v. Timeshare Lawyers the court found that exit marketers had led owners to stop making payments. Owners with loan, billing or collection problems can complain to the CFPB.',
    ],
    tags: ['Attorney Resources', 'Financial Impact', 'Legal Rights', 'Legal Guidance'],
    relatedStatutes: ['15 U.S.C. § 1601 et seq.', '15 U.S.C. § 1692 et seq.'],
    relatedCases: [OBDUSKEY, BLUEGREEN],
    verifyWithSource: false,
  },
  {
    title: 'Intake Guide: Matching a Client’s Situation to the Right Law',
    resourceType: 'guide',
    category: 'timeshare',
    targetAudience: 'staff',
    difficulty: 'intermediate',
    description:
      'Questions for a first conversation with an owner, and the laws in our database each answer points to.',
    paragraphs: [
      'Ask first when and where the owner signed. A recent purchase may still be inside a state cancellation period: 10 calendar days in Florida (Fla. Stat. § 721.10), 7 in California (Cal. Bus. & Prof. Code § 11238), 5 in Nevada (NRS 119A.410) and 7 in Hawaii (Haw. Rev. Stat. § 514E-8). If it might be, tell the owner today and point them to our cancellation letters.',
      'If the owner describes misleading sales claims, the state consumer protection laws are the starting point: FDUTPA in Florida, the UCL in California, NRS ch. 598 in Nevada and chapter 480 in Hawaii, which covers the timeshare sales tactics listed in § 514E-11.1.',
      'If the owner paid a resale or exit company, note what was promised and paid; the FTC Act, the Telemarketing Sales Rule and, in Florida, § 721.205 may apply. For loans, fees sent to collection or foreclosure, note the lender and collector; TILA, the FDCPA and the CFPB are relevant. For unwanted calls and texts, see the TCPA and the Do Not Call provisions of the TSR.',
      'Record dates, documents received and amounts paid in the case file. Staff give general information only: refer questions about a client’s own rights to an attorney partner.',
    ],
    tags: [
      'Legal Guidance',
      'State Regulations',
      'Timeline Management',
      'Documentation',
      'Rescission Rights',
    ],
    relatedStatutes: [
      ...STATE_CANCELLATION_SECTIONS,
      'Fla. Stat. §§ 501.201–501.213',
      'Cal. Bus. & Prof. Code § 17200 et seq.',
      'NRS ch. 598',
      'Haw. Rev. Stat. ch. 480',
    ],
    relatedCases: [],
    verifyWithSource: true,
  },
  {
    title: 'Staff Checklist: Sales Calls, Robocalls and Do Not Call Complaints',
    resourceType: 'checklist',
    category: 'consumer-protection',
    targetAudience: 'staff',
    difficulty: 'beginner',
    description: 'What to record when an owner reports unwanted timeshare or exit-company calls.',
    paragraphs: [
      [
        '- [ ] Record the date and time of each call or text, the number it came from and who the caller said they were.',
        '- [ ] Ask whether the owner’s number is on the National Do Not Call Registry; the Telemarketing Sales Rule (16 CFR Part 310) bars telemarketing calls to registered numbers.',
        '- [ ] Note whether the call was prerecorded or seemed autodialed. The TCPA (47 U.S.C. § 227) restricts autodialed and prerecorded calls and texts; after Facebook, Inc. v. Duguid (2021), equipment counts as an autodialer only if it can store or produce numbers with a random or sequential number generator.',
        '- [ ] If the caller claimed to be the resort, an escrow agent or a government office, note the exact words: the FTC’s Impersonation Rule (16 CFR Part 461) may apply.',
        '- [ ] If the caller asked for an upfront fee to recover money lost in an earlier telemarketing deal, note it: the TSR bans that fee until 7 business days after the money is delivered.',
        '- [ ] Help the owner report to [FTC ReportFraud](https://reportfraud.ftc.gov/), and refer any question about suing under the TCPA to an attorney partner.',
      ].join('\n'),
    ],
    tags: ['Scam Prevention', 'Checklists', 'Documentation', 'Legal Guidance'],
    relatedStatutes: ['47 U.S.C. § 227'],
    relatedCases: [DUGUID],
    verifyWithSource: false,
  },
  {
    title: 'Resale and Exit-Company Litigation: What the Courts Found',
    resourceType: 'analysis',
    category: 'fraud',
    targetAudience: 'attorney',
    difficulty: 'advanced',
    description:
      'Four federal cases against timeshare resale telemarketers and exit marketers, and the claims that worked.',
    paragraphs: [
      'FTC v. Vacation Property Services (M.D. Fla., order of May 21, 2012): claims of ready buyers, quick sales and refunds were deceptive under FTC Act § 5 and the TSR, and calls to Do Not Call numbers also broke the TSR. The owner later settled and was permanently banned from timeshare resale and rental.',
      'FTC & State of Florida v. Vacation Communications Group (M.D. Fla., final order of June 16, 2014): a permanent injunction and default judgment on claims under the FTC Act, the TSR, FDUTPA and Fla. Stat. § 721.205.',
      'FTC & State of Florida v. Information Management Forum (M.D. Fla.): a temporary restraining order and a stipulated preliminary injunction in 2012, on a finding that violations of the FTC Act, the TSR and FDUTPA were likely to be proved. A final judgment has not been confirmed, so check the docket before relying on it.',
      'Bluegreen Vacations Unlimited v. Timeshare Lawyers (S.D. Fla., Oct. 27, 2023): after a bench trial, exit marketers were liable for Lanham Act false advertising, chiefly for claiming their process would protect owners’ credit; the court also found they led owners to stop paying, and credited owners’ testimony that the developer’s own sales pitch had misled them.',
    ],
    tags: ['Attorney Resources', 'Case Examples', 'Case Studies', 'Scam Prevention'],
    relatedStatutes: ['15 U.S.C. § 45', 'Fla. Stat. §§ 501.201–501.213', 'Fla. Stat. § 721.205'],
    relatedCases: [
      VACATION_PROPERTY_SERVICES,
      VACATION_COMMUNICATIONS_GROUP,
      INFORMATION_MANAGEMENT_FORUM,
      BLUEGREEN,
    ],
    verifyWithSource: true,
  },
];

/** The stored content: the paragraphs, then the not-legal-advice note. */
export function resourceContent(seed: ResourceSeed): string {
  return [...seed.paragraphs, `*${NOT_LEGAL_ADVICE}*`].join('\n\n');
}

/** Inserts the resources that are missing, keyed on title; existing rows stay as they are. */
export async function seedLegalResources(db: Database): Promise<void> {
  const existing = await db
    .select({ title: legalResources.title })
    .from(legalResources)
    .where(
      inArray(
        legalResources.title,
        resourceSeeds.map((seed) => seed.title),
      ),
    );
  const titles = new Set(existing.map((row) => row.title));
  const missing = resourceSeeds.filter((seed) => !titles.has(seed.title));
  if (missing.length === 0) return;
  await db.insert(legalResources).values(
    missing.map(({ paragraphs, ...row }) => ({
      ...row,
      content: resourceContent({ ...row, paragraphs }),
    })),
  );
}
