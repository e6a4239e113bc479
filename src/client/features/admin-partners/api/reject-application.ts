import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail, RejectApplication } from '@shared/contracts/admin-partners';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { applicationPath } from './get-application';
import { invalidatePartnerNetwork } from './invalidate-partner-network';

export interface RejectApplicationVariables {
  id: string;
  body: RejectApplication;
}

/** Turns the application down; the server e-mails the applicant the reason. */
export function rejectApplication({
  id,
  body,
}: RejectApplicationVariables): Promise<ApplicationDetail> {
  return staffRequest<ApplicationDetail>(`${applicationPath(id)}/reject`, {
    method: 'POST',
    body,
  });
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation<ApplicationDetail, ApiError | Error, RejectApplicationVariables>({
    mutationFn: rejectApplication,
    onSuccess: () => invalidatePartnerNetwork(queryClient),
  });
}
