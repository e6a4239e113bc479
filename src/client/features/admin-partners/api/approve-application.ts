import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail, ApproveApplication } from '@shared/contracts/admin-partners';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { applicationPath } from './get-application';
import { invalidatePartnerNetwork } from './invalidate-partner-network';

export interface ApproveApplicationVariables {
  id: string;
  body: ApproveApplication;
}

/** Approves the application; the server e-mails the partner a set-password link. */
export function approveApplication({
  id,
  body,
}: ApproveApplicationVariables): Promise<ApplicationDetail> {
  return staffRequest<ApplicationDetail>(`${applicationPath(id)}/approve`, {
    method: 'POST',
    body,
  });
}

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation<ApplicationDetail, ApiError | Error, ApproveApplicationVariables>({
    mutationFn: approveApplication,
    onSuccess: () => invalidatePartnerNetwork(queryClient),
  });
}
