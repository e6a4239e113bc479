import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@client/lib/api-client';
import { invalidatePartnerNetwork, PARTNERS_PATH } from '@client/lib/partner-network-queries';
import { staffRequest } from '@client/lib/staff-session';

/** E-mails a verified partner a new set-password link (earlier links stop working). */
export function invitePartner(partnerId: string): Promise<{ message: string }> {
  return staffRequest<{ message: string }>(
    `${PARTNERS_PATH}/${encodeURIComponent(partnerId)}/invite`,
    { method: 'POST' },
  );
}

export function useInvitePartner() {
  const queryClient = useQueryClient();
  return useMutation<{ message: string }, ApiError | Error, string>({
    mutationFn: invitePartner,
    onSuccess: () => invalidatePartnerNetwork(queryClient),
  });
}
