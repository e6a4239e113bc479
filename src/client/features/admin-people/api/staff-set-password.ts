import { useMutation, useQuery } from '@tanstack/react-query';
import type { StaffSetPasswordLink, StaffSetPasswordRequest } from '@shared/contracts/admin-people';
import type { MessageResponse } from '@shared/contracts/auth';
import { apiRequest } from '@client/lib/api-client';

const SET_PASSWORD_PATH = '/api/staff/set-password';

/** Whether the invite link still works, before the form is shown. */
export function useStaffSetPasswordLink(token: string | null) {
  return useQuery({
    queryKey: [SET_PASSWORD_PATH, token] as const,
    queryFn: ({ signal }) =>
      apiRequest<StaffSetPasswordLink>(`${SET_PASSWORD_PATH}/${encodeURIComponent(token!)}`, {
        signal,
      }),
    enabled: token !== null,
  });
}

export function useSetStaffPassword() {
  return useMutation<MessageResponse, Error, StaffSetPasswordRequest>({
    mutationFn: (body) => apiRequest<MessageResponse>(SET_PASSWORD_PATH, { method: 'POST', body }),
  });
}
