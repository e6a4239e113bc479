import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationDetail,
  ApproveApplication,
  RejectApplication,
} from '@shared/contracts/admin-partners';
import type { ApiError } from '@client/lib/api-client';
import { invalidatePartnerNetwork } from '@client/lib/partner-network-queries';
import { staffRequest } from '@client/lib/staff-session';
import { applicationPath } from './get-application';

/**
 * Approving verifies the partner and e-mails a set-password link; rejecting e-mails the
 * applicant the reason.
 */
export type ReviewDecision = 'approve' | 'reject';

export interface ReviewApplicationVariables {
  id: string;
  body: ApproveApplication | RejectApplication;
}

export function reviewApplication(
  decision: ReviewDecision,
  { id, body }: ReviewApplicationVariables,
): Promise<ApplicationDetail> {
  return staffRequest<ApplicationDetail>(`${applicationPath(id)}/${decision}`, {
    method: 'POST',
    body,
  });
}

export function useReviewApplication(decision: ReviewDecision) {
  const queryClient = useQueryClient();
  return useMutation<ApplicationDetail, ApiError | Error, ReviewApplicationVariables>({
    mutationFn: (variables) => reviewApplication(decision, variables),
    onSuccess: () => invalidatePartnerNetwork(queryClient),
  });
}
