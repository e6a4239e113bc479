import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCase, CaseAssignment } from '@shared/contracts/admin-cases';
import type { ApiError } from '@client/lib/api-client';
import { ADMIN_CASES_PATH, invalidatePartnerNetwork } from '@client/lib/partner-network-queries';
import { staffRequest } from '@client/lib/staff-session';

export interface AssignCaseVariables {
  caseId: string;
  body: CaseAssignment;
}

/** Gives the case to a verified partner; the server e-mails the client and the partner. */
export function assignCase({ caseId, body }: AssignCaseVariables): Promise<AdminCase> {
  return staffRequest<AdminCase>(`${ADMIN_CASES_PATH}/${encodeURIComponent(caseId)}/partner`, {
    method: 'PUT',
    body,
  });
}

export function useAssignCase() {
  const queryClient = useQueryClient();
  return useMutation<AdminCase, ApiError | Error, AssignCaseVariables>({
    mutationFn: assignCase,
    onSuccess: () => invalidatePartnerNetwork(queryClient),
  });
}
