import { or, inArray } from 'drizzle-orm';
import type { Database } from '../../client';
import { legalRegulations } from '../../schema';
import type { Agency, Jurisdiction, LegalCategory } from './types';

export interface RegulationSeed {
  title: string;
  agency: Agency;
  /** The rule's citation exactly as in legal-facts.md (a CFR part, or a state code section). */
  cfr: string;
  federalRegister: string | null;
  jurisdiction: Jurisdiction;
  category: LegalCategory;
  summary: string;
  /** Only where legal-facts.md states the exact day. */
  effectiveDate: string | null;
  sourceUrl: string;
  verifyWithSource: boolean;
}

/*
 * Section 2 of legal-facts.md. The FCC's TCPA rules are left out there (no "fcc" agency);
 * Regulation F is a `medium` row, so it carries the verify flag.
 */
export const regulationSeeds: RegulationSeed[] = [
  {
    title:
      'FTC Cooling-Off Rule (Rule Concerning Cooling-Off Period for Sales Made at Homes or at Certain Other Locations)',
    agency: 'ftc',
    cfr: '16 CFR Part 429',
    federalRegister: null,
    jurisdiction: 'federal',
    category: 'consumer-protection',
    summary:
      "Gives a buyer 3 business days to cancel a covered sale: a sale of $25 or more made at the buyer's home, or of $130 or more made at a temporary location such as a hotel room or a fair. Real estate, insurance and securities are excluded, and so are sales at the seller's permanent place of business. A deeded timeshare sold at a resort's sales office will therefore usually fall outside the rule.",
    effectiveDate: null,
    sourceUrl: 'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-D/part-429',
    verifyWithSource: true,
  },
  {
    title: 'Telemarketing Sales Rule (TSR)',
    agency: 'ftc',
    cfr: '16 CFR Part 310',
    federalRegister: null,
    jurisdiction: 'federal',
    category: 'fraud',
    summary:
      'Forbids deceptive and abusive telemarketing, and calls to numbers on the National Do Not Call Registry. Under § 310.4(a)(3), a company offering to recover money a consumer lost in an earlier telemarketing transaction may not ask for or accept payment until 7 business days after the recovered money has been delivered to the consumer. The FTC has charged timeshare resale telemarketers under the misrepresentation and Do Not Call provisions.',
    effectiveDate: '1995-12-31',
    sourceUrl: 'https://www.ecfr.gov/current/title-16/part-310',
    verifyWithSource: false,
  },
  {
    title: 'Regulation Z (Truth in Lending)',
    agency: 'cfpb',
    cfr: '12 CFR Part 1026',
    federalRegister: null,
    jurisdiction: 'federal',
    category: 'financial-services',
    summary:
      "The CFPB rule that carries out TILA. It sets the credit-cost disclosures for consumer loans, timeshare financing included. Its right of rescission (§ 1026.23) only applies when the lender takes a security interest in the consumer's principal dwelling.",
    effectiveDate: null,
    sourceUrl: 'https://www.ecfr.gov/current/title-12/part-1026',
    verifyWithSource: false,
  },
  {
    title: 'Regulation J (Land Registration), implementing ILSA',
    agency: 'cfpb',
    cfr: '12 CFR Part 1010',
    federalRegister: '76 FR 79486',
    jurisdiction: 'federal',
    category: 'real-estate',
    summary:
      'Rules for a developer\'s registration under ILSA (the Statement of Record) and for the Property Report. A "lot" includes an undivided interest that carries a right to exclusive use of a specific part of the land. The CFPB issued it as an interim final rule on Dec. 21, 2011, replacing HUD\'s former rule at 24 CFR Part 1710.',
    effectiveDate: null,
    sourceUrl: 'https://www.ecfr.gov/current/title-12/part-1010',
    verifyWithSource: false,
  },
  {
    title: "Regulation K (Purchasers' Revocation Rights, Sales Practices and Standards)",
    agency: 'cfpb',
    cfr: '12 CFR Part 1011',
    federalRegister: '76 FR 79486',
    jurisdiction: 'federal',
    category: 'real-estate',
    summary:
      "The companion to Regulation J under ILSA, dealing with buyers' revocation rights and standards for sales practices. The CFPB issued it in the same 2011 rule as Regulation J.",
    effectiveDate: null,
    sourceUrl: 'https://www.ecfr.gov/current/title-12/part-1011',
    verifyWithSource: true,
  },
  {
    title: 'Trade Regulation Rule on Impersonation of Government and Businesses',
    agency: 'ftc',
    cfr: '16 CFR Part 461',
    federalRegister: '89 FR 15017',
    jurisdiction: 'federal',
    category: 'fraud',
    summary:
      'Forbids materially false impersonation of a government body or a business (or of their officers), and materially false claims of being affiliated with or endorsed by one (§§ 461.2–461.3). The final rule was published on Mar. 1, 2024. Because it is a trade regulation rule, the FTC can ask a court for civil penalties and for redress for consumers when it is broken. It applies to resale and exit scammers who pretend to be a resort, an escrow agent or a regulator.',
    effectiveDate: '2024-04-01',
    sourceUrl: 'https://www.ecfr.gov/current/title-16/part-461',
    verifyWithSource: false,
  },
  {
    title: 'Regulation F (Debt Collection Practices), implementing the FDCPA',
    agency: 'cfpb',
    cfr: '12 CFR Part 1006',
    federalRegister: null,
    jurisdiction: 'federal',
    category: 'financial-services',
    summary:
      'The CFPB rule under the FDCPA on how debt collectors may communicate, what their validation notices must contain, and harassment. It applies to third-party collectors of timeshare debts.',
    effectiveDate: '2021-11-30',
    sourceUrl: 'https://www.ecfr.gov/current/title-12/part-1006',
    verifyWithSource: true,
  },
  {
    title: 'Nevada contract-language rule for timeshare sales',
    agency: 'state-agency',
    cfr: 'Nev. Admin. Code 119A.255',
    federalRegister: null,
    jurisdiction: 'nevada',
    category: 'timeshare',
    summary:
      "A Nevada Real Estate Division rule (state code, not the CFR). Every sales contract must state, above the buyer's signature, that the buyer may cancel until midnight of the 5th calendar day, that this right cannot be waived, and that the developer will refund within 15 days of the notice. A clause saying that no representations were made except those in the contract is not allowed. A related rule, NAC 119A.257 (in effect since 2018), asks for similar disclosures from resale brokers, with a 20-day refund.",
    effectiveDate: null,
    sourceUrl: 'https://www.leg.state.nv.us/NAC/NAC-119A.html#NAC119ASec255',
    verifyWithSource: false,
  },
];

/**
 * Inserts the regulations that are missing. The table has no unique key, so a seed counts as
 * present when a row has its citation (cfr) or its title; existing rows stay as they are.
 */
export async function seedLegalRegulations(db: Database): Promise<void> {
  const existing = await db
    .select({ cfr: legalRegulations.cfr, title: legalRegulations.title })
    .from(legalRegulations)
    .where(
      or(
        inArray(
          legalRegulations.cfr,
          regulationSeeds.map((seed) => seed.cfr),
        ),
        inArray(
          legalRegulations.title,
          regulationSeeds.map((seed) => seed.title),
        ),
      ),
    );
  const cfrs = new Set(existing.map((row) => row.cfr));
  const titles = new Set(existing.map((row) => row.title));
  const missing = regulationSeeds.filter((seed) => !cfrs.has(seed.cfr) && !titles.has(seed.title));
  if (missing.length > 0) await db.insert(legalRegulations).values(missing);
}
