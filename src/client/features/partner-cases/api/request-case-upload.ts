import type { CaseUploadRequest } from '@shared/contracts/partner-cases';
import type { UploadTicket } from '@shared/contracts/partners';
import { caseDocumentsPath } from './partner-case-paths';
import { partnerCaseRequest } from './partner-case-request';

/** Upload step 1 (requirements §7): a signed address to PUT the file to. */
export function requestCaseUpload(
  caseId: string,
  body: CaseUploadRequest,
  signal?: AbortSignal,
): Promise<UploadTicket> {
  return partnerCaseRequest<UploadTicket>(`${caseDocumentsPath(caseId)}/upload`, {
    method: 'POST',
    body,
    signal,
  });
}
