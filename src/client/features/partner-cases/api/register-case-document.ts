import type { CaseDocumentView } from '@shared/contracts/cases';
import type { CaseDocumentRequest } from '@shared/contracts/partner-cases';
import { caseDocumentsPath } from './partner-case-paths';
import { partnerCaseRequest } from './partner-case-request';

/** Upload step 3 (requirements §7): adds the uploaded file to the case. */
export function registerCaseDocument(
  caseId: string,
  body: CaseDocumentRequest,
  signal?: AbortSignal,
): Promise<CaseDocumentView> {
  return partnerCaseRequest<CaseDocumentView>(caseDocumentsPath(caseId), {
    method: 'POST',
    body,
    signal,
  });
}
