import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseStatusUpdate, PartnerCase } from '@shared/contracts/partner-cases';
import { invalidatePartnerCases, partnerCasePath } from './partner-case-paths';
import { partnerCaseRequest } from './partner-case-request';

export function updateCaseStatus(caseId: string, body: CaseStatusUpdate): Promise<PartnerCase> {
  return partnerCaseRequest<PartnerCase>(`${partnerCasePath(caseId)}/status`, {
    method: 'PUT',
    body,
  });
}

/** Sets a case's status (with optional notes for the client); list and detail are refetched. */
export function useUpdateCaseStatus(partnerId: string, caseId: string) {
  const queryClient = useQueryClient();
  return useMutation<PartnerCase, Error, CaseStatusUpdate>({
    mutationFn: (body) => updateCaseStatus(caseId, body),
    onSuccess: () => invalidatePartnerCases(queryClient, partnerId),
  });
}
