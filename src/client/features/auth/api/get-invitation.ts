import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@shared/contracts/admin-inbox';
import { apiRequest } from '@client/lib/api-client';

export const INVITATIONS_PATH = '/api/auth/invitations';

/** What an invitation link pre-fills the sign-up form with; not fetched without a token. */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: [INVITATIONS_PATH, token] as const,
    queryFn: ({ signal }) =>
      apiRequest<Invitation>(`${INVITATIONS_PATH}/${encodeURIComponent(token!)}`, { signal }),
    enabled: token !== null,
  });
}
