import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCase, CasePriorityChange } from '@shared/contracts/admin-cases';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { adminCasePath } from './get-admin-case';
import { invalidateAdminCases } from './get-admin-cases';

export interface ChangeCasePriorityVariables {
  caseId: string;
  body: CasePriorityChange;
}

/** Changes how soon the team looks at a case; the client is not told. */
export function changeCasePriority({
  caseId,
  body,
}: ChangeCasePriorityVariables): Promise<AdminCase> {
  return staffRequest<AdminCase>(adminCasePath(caseId), { method: 'PATCH', body });
}

export function useChangeCasePriority() {
  const queryClient = useQueryClient();
  return useMutation<AdminCase, ApiError | Error, ChangeCasePriorityVariables>({
    mutationFn: changeCasePriority,
    onSuccess: () => invalidateAdminCases(queryClient),
  });
}
