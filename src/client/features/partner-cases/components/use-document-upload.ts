import { useQueryClient } from '@tanstack/react-query';
import type { CaseDocumentView } from '@shared/contracts/cases';
import type { CaseUploadRequest } from '@shared/contracts/partner-cases';
import { useThreeStepUpload, type UploadInput } from '@client/lib/use-three-step-upload';
import { invalidatePartnerCases } from '../api/partner-case-paths';
import { registerCaseDocument } from '../api/register-case-document';
import { requestCaseUpload } from '../api/request-case-upload';

export type UploadRequest = UploadInput<CaseUploadRequest['documentType']>;

/** A case document's three-step upload; the case shows the new document afterwards. */
export function useDocumentUpload(partnerId: string, caseId: string) {
  const queryClient = useQueryClient();
  return useThreeStepUpload<CaseUploadRequest['documentType'], CaseDocumentView>({
    requestTicket: (request, signal) => requestCaseUpload(caseId, request, signal),
    register: (request, signal) => registerCaseDocument(caseId, request, signal),
    // Not awaited, so the dialog's 1.5 s start at once.
    onSuccess: () => void invalidatePartnerCases(queryClient, partnerId),
  });
}
