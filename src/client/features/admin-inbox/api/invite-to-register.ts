import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntakeItem } from '@shared/contracts/admin-inbox';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { inboxKindPath } from './get-inbox';
import { refreshInbox } from './refresh-inbox';

/**
 * E-mails the author of an intake request a link to create an account, pre-filled from the
 * request; a new link replaces any earlier one. Answers with the request as it now stands.
 */
export function useInviteToRegister() {
  const queryClient = useQueryClient();
  return useMutation<IntakeItem, ApiError | Error, string>({
    mutationFn: (id) =>
      staffRequest<IntakeItem>(`${inboxKindPath('intake')}/${encodeURIComponent(id)}/invite`, {
        method: 'POST',
      }),
    onSuccess: () => refreshInbox(queryClient),
  });
}
