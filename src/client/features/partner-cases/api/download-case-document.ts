import type { CaseDocumentView } from '@shared/contracts/cases';
import { clearSignIn, readToken } from '@client/lib/auth-storage';
import { downloadWithToken } from '@client/lib/download-file';
import { caseDocumentPath } from './partner-case-paths';
import { isSessionEnded, reportSessionEnded, SignInRequiredError } from './partner-case-request';

type DocumentRef = Pick<CaseDocumentView, 'id' | 'fileName'>;

/**
 * Fetches a case document with the partner's token (design.md: the same token as every other
 * partner call) and saves it under its name.
 */
export async function downloadCaseDocument(caseId: string, document: DocumentRef): Promise<void> {
  const token = readToken('partner');
  if (token === null) throw new SignInRequiredError();
  try {
    await downloadWithToken(
      caseDocumentPath(caseId, document.id) + '/download',
      token,
      document.fileName,
    );
  } catch (error) {
    // Like every other partner call (partnerRequest): a 401 means the session has ended.
    if (isSessionEnded(error)) {
      if (readToken('partner') === token) clearSignIn('partner');
      reportSessionEnded();
    }
    throw error;
  }
}
