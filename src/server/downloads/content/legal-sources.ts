/**
 * The legal facts the downloads state, taken only from rows marked `high` in the project's
 * legal reference facts (/work/shared/legal-facts.md). Where a row is high for one part and
 * medium for another (the Nevada section number), the medium part is shown with a visible
 * "verify with the official source" flag. Wording in the downloads is our own.
 */

export interface StateCancellationRule {
  state: 'Florida' | 'California' | 'Nevada' | 'Hawaii';
  /** The citation printed with the rule. */
  citation: string;
  days: number;
  dayType: 'calendar';
  /** Official source address, as listed in the reference facts. */
  sourceUrl: string;
}

export const stateCancellationRules: readonly StateCancellationRule[] = [
  {
    state: 'Florida',
    citation: 'Fla. Stat. § 721.10',
    days: 10,
    dayType: 'calendar',
    sourceUrl: 'https://www.flsenate.gov/Laws/Statutes/2024/721.10',
  },
  {
    state: 'California',
    citation: 'Cal. Bus. & Prof. Code § 11238',
    days: 7,
    dayType: 'calendar',
    sourceUrl:
      'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=11238',
  },
  {
    // The 5 days are high confidence; the section number (NRS 119A.410) is not, so the
    // chapter is cited and the section is shown only with a "verify" flag.
    state: 'Nevada',
    citation: 'NRS chapter 119A',
    days: 5,
    dayType: 'calendar',
    sourceUrl: 'https://www.leg.state.nv.us/NRS/NRS-119A.html',
  },
  {
    state: 'Hawaii',
    citation: 'Haw. Rev. Stat. § 514E-8',
    days: 7,
    dayType: 'calendar',
    sourceUrl:
      'https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0514E/HRS_0514E-0008.htm',
  },
];

export function stateRule(state: StateCancellationRule['state']): StateCancellationRule {
  const rule = stateCancellationRules.find((candidate) => candidate.state === state);
  if (!rule) throw new Error(`No cancellation rule for ${state}`);
  return rule;
}

/** Official addresses used in the downloads (each one listed in the reference facts). */
export const officialUrls = {
  nevadaContractRule: 'https://www.leg.state.nv.us/NAC/NAC-119A.html#NAC119ASec255',
  ftcCoolingOffRule: 'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-D/part-429',
  telemarketingSalesRule: 'https://www.ecfr.gov/current/title-16/part-310',
  impersonationRule: 'https://www.ecfr.gov/current/title-16/part-461',
  regulationZ: 'https://www.ecfr.gov/current/title-12/part-1026',
  interstateLandSales:
    'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1701&num=0&edition=prelim',
  ftcReportFraud: 'https://reportfraud.ftc.gov/',
  cfpbComplaint: 'https://www.consumerfinance.gov/complaint/',
  fbiIc3: 'https://www.ic3.gov/',
  floridaAttorneyGeneral: 'https://www.myfloridalegal.com/',
  californiaAttorneyGeneral:
    'https://oag.ca.gov/contact/consumer-complaint-against-business-or-company',
  californiaDreTimeshares: 'https://www.dre.ca.gov/developers/timeshares.html',
  nevadaRealEstateDivision: 'https://red.nv.gov/Content/Compliance/File_a_Complaint/',
  hawaiiConsumerProtection: 'https://cca.hawaii.gov/ocp/',
} as const;

/** Telephone numbers listed in the reference facts (all from `high` rows). */
export const officialPhones = {
  ftc: '1-877-FTC-HELP (1-877-382-4357)',
  cfpb: '(855) 411-2372',
  floridaAttorneyGeneral: '1-866-9-NO-SCAM (1-866-966-7226)',
  californiaAttorneyGeneral: '(800) 952-5225',
  hawaiiConsumerResourceCenter: '(808) 587-4272',
} as const;
