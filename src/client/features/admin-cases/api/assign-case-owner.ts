import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseOwnerAssignment, CaseOwnerAssignmentResult } from '@shared/contracts/admin-cases';
import type { ApiError } from '@client/lib/api-client';
import { ADMIN_CASES_PATH } from '@client/lib/partner-network-queries';
import { staffRequest } from '@client/lib/staff-session';
import { invalidateAdminCases } from './get-admin-cases';

/** Gives the cases a staff owner, or none (ownerId null); all of them or none of them. */
export function assignCaseOwner(body: CaseOwnerAssignment): Promise<CaseOwnerAssignmentResult> {
  return staffRequest<CaseOwnerAssignmentResult>(`${ADMIN_CASES_PATH}/owner`, {
    method: 'POST',
    body,
  });
}

export function useAssignCaseOwner() {
  const queryClient = useQueryClient();
  return useMutation<CaseOwnerAssignmentResult, ApiError | Error, CaseOwnerAssignment>({
    mutationFn: assignCaseOwner,
    // A failure may mean a case is gone (404): the list is refetched either way.
    onSettled: () => invalidateAdminCases(queryClient),
  });
}
