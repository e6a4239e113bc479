import type { CaseDocumentView } from '@shared/contracts/cases';
import { readToken } from '@client/lib/auth-storage';
import { downloadWithToken } from '@client/lib/download-file';
import { CASES_PATH } from './get-cases';

/** Fetches one of the case's shared documents with the client's sign-in and saves it. */
export function downloadCaseDocument(
  caseId: string,
  document: Pick<CaseDocumentView, 'id' | 'fileName'>,
): Promise<void> {
  return downloadWithToken(
    `${CASES_PATH}/${encodeURIComponent(caseId)}/documents/${encodeURIComponent(document.id)}/download`,
    readToken('client'),
    document.fileName,
  );
}
