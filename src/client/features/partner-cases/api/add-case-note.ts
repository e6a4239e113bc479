import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseUpdate } from '@shared/contracts/cases';
import type { CaseNote } from '@shared/contracts/partner-cases';
import { invalidatePartnerCases, partnerCasePath } from './partner-case-paths';
import { partnerCaseRequest } from './partner-case-request';

export function addCaseNote(caseId: string, body: CaseNote): Promise<CaseUpdate> {
  return partnerCaseRequest<CaseUpdate>(`${partnerCasePath(caseId)}/notes`, {
    method: 'POST',
    body,
  });
}

/** Adds a note (public or private) to a case; list and detail are refetched. */
export function useAddCaseNote(partnerId: string, caseId: string) {
  const queryClient = useQueryClient();
  return useMutation<CaseUpdate, Error, CaseNote>({
    mutationFn: (body) => addCaseNote(caseId, body),
    onSuccess: () => invalidatePartnerCases(queryClient, partnerId),
  });
}
