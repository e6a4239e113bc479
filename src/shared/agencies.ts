/**
 * Government agencies a timeshare owner may complain to, taken only from section 5 of the legal
 * reference facts (names, addresses and phone numbers exactly as given there). Agencies whose
 * page the facts mark as unconfirmed keep only the address that is confirmed.
 */
import { text, type TextDescriptor } from './i18n/text';

export type AgencyJurisdiction = 'federal' | 'florida' | 'california' | 'nevada' | 'hawaii';

export interface Agency {
  id: string;
  name: string;
  jurisdiction: AgencyJurisdiction;
  /** What to take to it, in plain words. The name is a proper name and stays as it is. */
  useFor: TextDescriptor;
  url: string;
  /** Phone numbers as the facts print them; empty when they give none. */
  phones: readonly string[];
  /** Set where the facts rate the address or role medium: shown with "verify with the official source". */
  verifyNote: TextDescriptor | null;
}

export const agencies: readonly Agency[] = [
  {
    id: 'ftc-reportfraud',
    name: 'FTC ReportFraud',
    jurisdiction: 'federal',
    useFor: text(
      'Deceptive timeshare sales, resale, exit and recovery scams, and people pretending to be someone they are not.',
    ),
    url: 'https://reportfraud.ftc.gov/',
    phones: ['1-877-FTC-HELP (382-4357)'],
    verifyNote: null,
  },
  {
    id: 'cfpb',
    name: 'Consumer Financial Protection Bureau (CFPB)',
    jurisdiction: 'federal',
    useFor: text('Timeshare loans, billing, debt collection and credit reports.'),
    url: 'https://www.consumerfinance.gov/complaint/',
    phones: ['(855) 411-2372'],
    verifyNote: null,
  },
  {
    id: 'fbi-ic3',
    name: 'FBI Internet Crime Complaint Center (IC3)',
    jurisdiction: 'federal',
    useFor: text('Timeshare fraud that happened online or across borders.'),
    url: 'https://www.ic3.gov/',
    phones: [],
    verifyNote: null,
  },
  {
    id: 'florida-attorney-general',
    name: 'Florida Attorney General (Consumer Protection)',
    jurisdiction: 'florida',
    useFor: text('Unfair or deceptive trade practices and timeshare resale fraud in Florida.'),
    url: 'https://www.myfloridalegal.com/',
    phones: ['1-866-9-NO-SCAM (1-866-966-7226)'],
    verifyNote: null,
  },
  {
    id: 'florida-dbpr-timeshares',
    name: 'Florida DBPR: Division of Florida Condominiums, Timeshares, and Mobile Homes',
    jurisdiction: 'florida',
    useFor: text(
      'The regulator of Florida timeshare plans: public offering statements, advertising and compliance.',
    ),
    url: 'https://condos.myfloridalicense.com/services/',
    phones: [],
    verifyNote: text('Check this address on the official Florida DBPR site before you rely on it.'),
  },
  {
    id: 'california-attorney-general',
    name: 'California Attorney General (Public Inquiry Unit)',
    jurisdiction: 'california',
    useFor: text('Unfair competition, false advertising and scams in California.'),
    url: 'https://oag.ca.gov/contact/consumer-complaint-against-business-or-company',
    phones: ['(800) 952-5225'],
    verifyNote: null,
  },
  {
    id: 'california-dre',
    name: 'California Department of Real Estate (DRE)',
    jurisdiction: 'california',
    useFor: text(
      'The regulator of California timeshare sales (public reports) and of real estate licensees.',
    ),
    url: 'https://www.dre.ca.gov/developers/timeshares.html',
    phones: [],
    verifyNote: null,
  },
  {
    id: 'nevada-attorney-general',
    name: 'Nevada Attorney General, Bureau of Consumer Protection',
    jurisdiction: 'nevada',
    useFor: text(
      'Deceptive trade practices in Nevada. Its own page says other agencies handle timeshare matters.',
    ),
    url: 'https://ag.nv.gov/About/Consumer_Protection/Bureau_of_Consumer_Protection/',
    phones: ['(702) 486-3132', '(888) 434-9989'],
    verifyNote: null,
  },
  {
    id: 'nevada-real-estate-division',
    name: 'Nevada Real Estate Division',
    jurisdiction: 'nevada',
    useFor: text(
      'The regulator of Nevada timeshares, including complaints about timeshare agents and representatives.',
    ),
    url: 'https://red.nv.gov/Content/Compliance/File_a_Complaint/',
    phones: [],
    verifyNote: null,
  },
  {
    id: 'hawaii-dcca-ocp',
    name: 'Hawaii DCCA, Office of Consumer Protection (OCP)',
    jurisdiction: 'hawaii',
    useFor: text('Complaints about unfair or deceptive practices in Hawaii.'),
    url: 'https://cca.hawaii.gov/ocp/',
    phones: ['(808) 587-4272'],
    verifyNote: null,
  },
];

/** The state agencies for a state id ('florida'); none where the facts list none. */
export function stateAgencies(stateId: string): Agency[] {
  return agencies.filter(
    (agency) => agency.jurisdiction !== 'federal' && agency.jurisdiction === stateId,
  );
}

export function agencyById(id: string): Agency {
  const agency = agencies.find((candidate) => candidate.id === id);
  if (!agency) throw new Error(`No agency ${id}`);
  return agency;
}
