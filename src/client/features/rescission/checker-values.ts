/** The value of the "My state is not listed" choice. */
export const NOT_LISTED = 'not-listed';

/** What the checker's form holds: its schema (checker-schema.ts) checks these. */
export interface CheckerValues {
  stateId: string;
  signedOn: string;
  disclosureOn: string;
  readyOn: string;
  inspection: '' | 'yes' | 'no' | 'not-sure';
}

export const emptyCheckerValues: CheckerValues = {
  stateId: '',
  signedOn: '',
  disclosureOn: '',
  readyOn: '',
  inspection: '',
};
