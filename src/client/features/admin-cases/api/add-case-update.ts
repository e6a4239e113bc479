import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCaseUpdate } from '@shared/contracts/admin-cases';
import type { CaseUpdate } from '@shared/contracts/cases';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { adminCasePath } from './get-admin-case';
import { invalidateAdminCases } from './get-admin-cases';

export interface AddCaseUpdateVariables {
  caseId: string;
  body: StaffCaseUpdate;
}

/** A staff update on a case: a public one is shown to the client and e-mailed to them. */
export function addCaseUpdate({ caseId, body }: AddCaseUpdateVariables): Promise<CaseUpdate> {
  return staffRequest<CaseUpdate>(`${adminCasePath(caseId)}/updates`, { method: 'POST', body });
}

export function useAddCaseUpdate() {
  const queryClient = useQueryClient();
  return useMutation<CaseUpdate, ApiError | Error, AddCaseUpdateVariables>({
    mutationFn: addCaseUpdate,
    onSuccess: () => invalidateAdminCases(queryClient),
  });
}
