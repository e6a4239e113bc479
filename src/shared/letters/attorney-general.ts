import { agencies } from '../agencies';

export interface AttorneyGeneralOffice {
  name: string;
  url: string;
  phones: readonly string[];
  /** What to know before sending, from the facts; null when nothing. */
  note: string | null;
  verifyWithSource: boolean;
}

function fromAgencies(id: string, note: string | null = null): AttorneyGeneralOffice {
  const agency = agencies.find((candidate) => candidate.id === id);
  if (!agency) throw new Error(`No agency ${id}`);
  return {
    name: agency.name,
    url: agency.url,
    phones: agency.phones,
    note,
    verifyWithSource: agency.verifyNote !== null,
  };
}

/**
 * The attorney general's office of the four states our facts (section 5) name one for, with
 * names exactly as there. Other states: the person looks their office up.
 */
export const attorneyGeneralOffices: Readonly<Record<string, AttorneyGeneralOffice>> = {
  florida: fromAgencies('florida-attorney-general'),
  california: fromAgencies('california-attorney-general'),
  nevada: fromAgencies(
    'nevada-attorney-general',
    'This office says other agencies handle timeshare matters; the Nevada Real Estate Division (https://red.nv.gov/Content/Compliance/File_a_Complaint/) regulates Nevada timeshares.',
  ),
  hawaii: {
    name: 'Hawaii Attorney General',
    url: 'https://ag.hawaii.gov/',
    phones: [],
    note: "Hawaii's consumer complaints mainly go to the Hawaii DCCA, Office of Consumer Protection (OCP) (https://cca.hawaii.gov/ocp/, (808) 587-4272).",
    verifyWithSource: true,
  },
};
