import { useQueryClient } from '@tanstack/react-query';
import type { CaseDocumentView } from '@shared/contracts/cases';
import type { CaseDocumentRequest, CaseUploadRequest } from '@shared/contracts/partner-cases';
import type { UploadTicket } from '@shared/contracts/partners';
import { clientRequest } from '@client/lib/client-session';
import type { ThreeStepUploadSteps } from '@client/lib/three-step-upload';
import { casePath, getCaseQueryOptions } from './get-case';

export type CaseDocumentType = CaseUploadRequest['documentType'];

/** Upload step 1: a signed address to PUT the file to. */
export function requestCaseUpload(
  caseId: string,
  body: CaseUploadRequest,
  signal?: AbortSignal,
): Promise<UploadTicket> {
  return clientRequest<UploadTicket>(casePath(caseId, '/documents/upload'), {
    method: 'POST',
    body,
    signal,
  });
}

/** Upload step 3: adds the sent file to the case, fulfilling the request it names. */
export function registerCaseDocument(
  caseId: string,
  body: CaseDocumentRequest & { requestId?: string },
  signal?: AbortSignal,
): Promise<CaseDocumentView> {
  return clientRequest<CaseDocumentView>(casePath(caseId, '/documents'), {
    method: 'POST',
    body,
    signal,
  });
}

/** The client's two calls of the three-step upload; with `requestId`, the file answers that request. */
export function caseUploadSteps(
  caseId: string,
  requestId?: string,
): ThreeStepUploadSteps<CaseDocumentType, CaseDocumentView> {
  return {
    requestTicket: (request, signal) => requestCaseUpload(caseId, request, signal),
    register: (request, signal) =>
      registerCaseDocument(caseId, requestId ? { ...request, requestId } : request, signal),
  };
}

/** Refetches the case (its documents and requests) after files were added. */
export function useRefreshCase(userId: string, caseId: string) {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({ queryKey: getCaseQueryOptions(userId, caseId).queryKey });
}
