import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDocumentView } from '@shared/contracts/cases';
import type { DocumentVisibility } from '@shared/contracts/partner-cases';
import { caseDocumentPath, invalidatePartnerCases } from './partner-case-paths';
import { partnerCaseRequest } from './partner-case-request';

export function setDocumentVisibility(
  caseId: string,
  documentId: string,
  body: DocumentVisibility,
): Promise<CaseDocumentView> {
  return partnerCaseRequest<CaseDocumentView>(caseDocumentPath(caseId, documentId), {
    method: 'PATCH',
    body,
  });
}

/** Shows a document to the client, or makes it private again; the case is refetched. */
export function useSetDocumentVisibility(partnerId: string, caseId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation<CaseDocumentView, Error, DocumentVisibility>({
    mutationFn: (body) => setDocumentVisibility(caseId, documentId, body),
    onSuccess: () => invalidatePartnerCases(queryClient, partnerId),
  });
}
