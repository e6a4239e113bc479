/**
 * The laws, rules and cases the scam check cites, taken only from the legal reference facts
 * (citations and official addresses exactly as written there). Each is also a record of our legal
 * database; its id there is made at seed time, so the page links to the database's search for
 * the citation rather than spelling an id.
 */
export interface ScamSource {
  id: string;
  title: string;
  citation: string;
  /** The official source, exactly as the facts give it; empty where they give none. */
  sourceUrl: string;
  /** Set where the facts rate what we say about it medium: shown with "verify with the official source". */
  verifyWithSource: boolean;
}

export const scamSources = {
  tsr: {
    id: 'tsr',
    title: 'Telemarketing Sales Rule (TSR)',
    citation: '16 CFR § 310.4(a)(3)',
    sourceUrl: 'https://www.ecfr.gov/current/title-16/part-310',
    verifyWithSource: false,
  },
  ftcAct: {
    id: 'ftc-act',
    title: 'Federal Trade Commission Act § 5',
    citation: '15 U.S.C. § 45',
    sourceUrl:
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section45&num=0&edition=prelim',
    verifyWithSource: false,
  },
  impersonationRule: {
    id: 'impersonation-rule',
    title: 'Trade Regulation Rule on Impersonation of Government and Businesses',
    citation: '16 CFR Part 461',
    sourceUrl: 'https://www.ecfr.gov/current/title-16/part-461',
    verifyWithSource: false,
  },
  floridaResaleAct: {
    id: 'florida-resale-act',
    title: 'Florida Timeshare Resale Accountability Act',
    citation: 'Fla. Stat. § 721.205',
    // The facts give no address for this section; we print none rather than guess one.
    sourceUrl: '',
    verifyWithSource: false,
  },
  bluegreen: {
    id: 'bluegreen',
    title: 'Bluegreen Vacations Unlimited, Inc. v. Timeshare Lawyers, P.A.',
    citation: 'No. 20-24681-Civ-Scola, 2023 WL 7109914 (S.D. Fla.)',
    sourceUrl: '',
    verifyWithSource: false,
  },
  vacationPropertyServices: {
    id: 'vacation-property-services',
    title: 'FTC v. Vacation Property Services, Inc.',
    citation: 'No. 8:11-cv-00595-JDW-MAP (M.D. Fla.)',
    sourceUrl: '',
    verifyWithSource: false,
  },
} as const satisfies Record<string, ScamSource>;
