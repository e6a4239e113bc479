import { useQuery } from '@tanstack/react-query';
import type { SetPasswordLink } from '@shared/contracts/partners';
import { apiRequest } from '@client/lib/api-client';

export const SET_PASSWORD_PATH = '/api/partners/set-password';

export function checkSetPasswordLink(
  token: string,
  signal?: AbortSignal,
): Promise<SetPasswordLink> {
  return apiRequest<SetPasswordLink>(`${SET_PASSWORD_PATH}/${encodeURIComponent(token)}`, {
    signal,
  });
}

/** Checks the invitation link once before its form shows; disabled without a token. */
export function useSetPasswordLink(token: string | null) {
  return useQuery({
    queryKey: [SET_PASSWORD_PATH, token],
    queryFn: ({ signal }) => checkSetPasswordLink(token ?? '', signal),
    enabled: token !== null,
    // Checked once per visit: once the password is set the link is used up, and that must
    // not turn the success screen into "invalid link".
    staleTime: Infinity,
    gcTime: 0,
  });
}
