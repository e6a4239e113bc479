import { inArray, or } from 'drizzle-orm';
import type { Database } from '../../client';
import { legalCases } from '../../schema';
import type { CaseJurisdiction, Court, LegalCategory } from './types';

export interface CaseSeed {
  caseName: string;
  /** Exactly as in legal-facts.md (a reporter citation or a docket number); never made up. */
  citation: string | null;
  court: Court;
  jurisdiction: CaseJurisdiction;
  /** Only where legal-facts.md states the exact day of the decision. */
  decidedDate: string | null;
  category: LegalCategory;
  summary: string;
  keyHolding: string;
  relevanceToTimeshare: string;
  /** Supreme Court holdings bind; a district court's decision is persuasive only. */
  precedentialValue: 'binding' | 'persuasive';
  /**
   * legal-facts.md gives no official source URL for any case (its "Found at" column is not to
   * be cited), so this stays empty rather than pointing at a secondary site.
   */
  sourceUrl: string | null;
  verifyWithSource: boolean;
}

/*
 * Section 3 of legal-facts.md. All cases are federal; the file places none in the 9th or 11th
 * circuit lists, so their jurisdiction is "federal". The cases it "considered but left out"
 * are not here, nor is the medium-confidence money award in Bluegreen.
 */
export const caseSeeds: CaseSeed[] = [
  {
    caseName: 'FTC v. Vacation Property Services, Inc.',
    citation: 'No. 8:11-cv-00595-JDW-MAP (M.D. Fla.)',
    court: 'district-court',
    jurisdiction: 'federal',
    decidedDate: '2012-05-21',
    category: 'fraud',
    summary:
      'An FTC action against a timeshare resale telemarketer, filed in the Middle District of Florida on Mar. 22, 2011. In its order of May 21, 2012 the court granted, in part, the FTC’s motions for default and summary judgment.',
    keyHolding:
      'Telling owners that buyers were already waiting for their timeshare, or that it could be sold quickly, and promising refunds were deceptive practices under FTC Act § 5 and the Telemarketing Sales Rule. Calling numbers on the Do Not Call Registry also broke the rule. The owner’s personal liability for money was left for trial; he settled in Oct. 2012 and was banned for good from the timeshare resale and rental business.',
    relevanceToTimeshare:
      'Shows the resale sales pitch that regulators treat as deceptive (ready buyers, quick sales, refund promises), which helps owners recognise a resale scam before they pay.',
    precedentialValue: 'persuasive',
    sourceUrl: null,
    verifyWithSource: false,
  },
  {
    caseName: 'FTC & State of Florida v. Vacation Communications Group, LLC',
    citation: 'No. 6:13-cv-789-Orl-37DAB (M.D. Fla.)',
    court: 'district-court',
    jurisdiction: 'federal',
    decidedDate: '2014-06-16',
    category: 'fraud',
    summary:
      'A joint action by the FTC and Florida against a timeshare resale telemarketing operation trading as Universal Timeshare Sales Associates and M.G.M. Universal Timeshares. A preliminary injunction was entered on June 6, 2013, and the final order (Doc. 102) on June 16, 2014.',
    keyHolding:
      'The final order imposed a permanent injunction and entered a default judgment against the operation. The claims were based on the FTC Act, the Telemarketing Sales Rule, FDUTPA and Florida’s Timeshare Resale Accountability Act (Fla. Stat. § 721.205).',
    relevanceToTimeshare:
      'An example of federal law and Florida law, including the state’s resale-specific statute, being used together to shut down a resale telemarketer.',
    precedentialValue: 'persuasive',
    sourceUrl: null,
    verifyWithSource: false,
  },
  {
    caseName:
      'FTC & State of Florida v. Information Management Forum, Inc. (d/b/a Vacation Property Marketing)',
    citation: 'No. 6:12-cv-986-Orl-28KRS (M.D. Fla.)',
    court: 'district-court',
    jurisdiction: 'federal',
    // Several orders, none of them confirmed as the final decision: see the summary.
    decidedDate: null,
    category: 'fraud',
    summary:
      'An FTC and Florida action against a telemarketer of timeshare rentals and resales. The court issued a temporary restraining order on June 28, 2012 and then a stipulated preliminary injunction; on June 4, 2013 the magistrate judge recommended a default judgment. A final judgment has not been confirmed.',
    keyHolding:
      'In granting preliminary relief, the court found that the FTC and Florida were likely to prove violations of the FTC Act, the Telemarketing Sales Rule and FDUTPA.',
    relevanceToTimeshare:
      'Shows that rental and resale telemarketing aimed at owners can be stopped early, through injunctions under federal and Florida law, while the case goes on.',
    precedentialValue: 'persuasive',
    sourceUrl: null,
    verifyWithSource: true,
  },
  {
    caseName: 'Bluegreen Vacations Unlimited, Inc. v. Timeshare Lawyers, P.A.',
    citation: 'No. 20-24681-Civ-Scola, 2023 WL 7109914 (S.D. Fla.)',
    court: 'district-court',
    jurisdiction: 'federal',
    decidedDate: '2023-10-27',
    category: 'fraud',
    summary:
      'A timeshare developer sued timeshare-exit marketers for false advertising under the Lanham Act; the Southern District of Florida decided the case after a bench trial.',
    keyHolding:
      'Pandora Marketing and its owners were liable for Lanham Act false advertising. Their central false claim was that their exit process would protect owners’ credit, and they also led owners to stop making payments. The court found the owners had been harmed twice over and believed their testimony that the developer’s own sales presentation had misled them.',
    relevanceToTimeshare:
      'An exit company that promises to protect an owner’s credit, or tells owners to stop paying, can be held liable; the court also accepted that owners may have been misled in the original sale.',
    precedentialValue: 'persuasive',
    sourceUrl: null,
    verifyWithSource: false,
  },
  {
    caseName: 'AMG Capital Management, LLC v. FTC',
    citation: '593 U.S. 67 (2021)',
    court: 'supreme-court',
    jurisdiction: 'federal',
    decidedDate: '2021-04-22',
    category: 'consumer-protection',
    summary:
      'The Supreme Court decided whether § 13(b) of the FTC Act lets the FTC obtain money for consumers in court.',
    keyHolding:
      'Section 13(b) gives neither the FTC the power to ask for, nor the courts the power to grant, equitable money awards such as restitution or disgorgement. To get refunds for consumers the FTC now has to use other routes, such as § 19 of the Act or violations of rules like the Telemarketing Sales Rule or the Impersonation Rule.',
    relevanceToTimeshare:
      'Changes how money can be recovered for owners in FTC cases against timeshare resale and exit schemes: claims under trade rules now carry more of the weight.',
    precedentialValue: 'binding',
    sourceUrl: null,
    verifyWithSource: false,
  },
  {
    caseName: 'Obduskey v. McCarthy & Holthus LLP',
    citation: '139 S. Ct. 1029 (2019)',
    court: 'supreme-court',
    jurisdiction: 'federal',
    decidedDate: '2019-03-20',
    category: 'financial-services',
    summary:
      'The Supreme Court decided whether a business that only carries out nonjudicial foreclosures is a debt collector under the FDCPA.',
    keyHolding:
      'Such a business falls outside the FDCPA’s main definition of a "debt collector"; of the Act’s rules, only § 1692f(6) applies to it.',
    relevanceToTimeshare:
      'An owner facing a nonjudicial foreclosure of a timeshare may have fewer FDCPA protections against the firm that carries it out.',
    precedentialValue: 'binding',
    sourceUrl: null,
    verifyWithSource: false,
  },
  {
    caseName: 'Facebook, Inc. v. Duguid',
    citation: '592 U.S. 395 (2021)',
    court: 'supreme-court',
    jurisdiction: 'federal',
    decidedDate: '2021-04-01',
    category: 'consumer-protection',
    summary:
      'The Supreme Court decided what counts as an "automatic telephone dialing system" under the TCPA.',
    keyHolding:
      'Equipment is an autodialer under the TCPA only if it can store or produce telephone numbers with a random or sequential number generator.',
    relevanceToTimeshare:
      'Narrows the marketing calls and texts that the TCPA’s autodialer limits reach, which matters when owners complain about timeshare sales or exit-company calls.',
    precedentialValue: 'binding',
    sourceUrl: null,
    verifyWithSource: false,
  },
];

/**
 * Inserts the cases that are missing. A case counts as present when a row has its citation,
 * or its name when the citation is unknown; existing rows stay as they are.
 */
export async function seedLegalCases(db: Database): Promise<void> {
  const citations = caseSeeds.flatMap((seed) => (seed.citation ? [seed.citation] : []));
  const names = caseSeeds.map((seed) => seed.caseName);
  const existing = await db
    .select({ citation: legalCases.citation, caseName: legalCases.caseName })
    .from(legalCases)
    .where(or(inArray(legalCases.citation, citations), inArray(legalCases.caseName, names)));
  const knownCitations = new Set(existing.map((row) => row.citation));
  const knownNames = new Set(existing.map((row) => row.caseName));
  const missing = caseSeeds.filter((seed) =>
    seed.citation ? !knownCitations.has(seed.citation) : !knownNames.has(seed.caseName),
  );
  if (missing.length > 0) await db.insert(legalCases).values(missing).onConflictDoNothing();
}
