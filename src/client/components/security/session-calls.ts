/* eslint-disable lingui/no-unlocalized-strings -- API paths and codes, not words for people */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionListResponse, SignOutOthersResponse } from '@shared/contracts/sessions';
import { useStoredToken } from '@client/lib/use-stored-token';
import { sessionsPath, type SecurityEndpoint } from './security-endpoint';

/** Where the person is signed in; asked afresh on each visit, as other devices come and go. */
export function useSessions(endpoint: SecurityEndpoint) {
  const token = useStoredToken(endpoint.kind);
  return useQuery({
    queryKey: [sessionsPath(endpoint), token],
    queryFn: ({ signal }) =>
      endpoint.request<SessionListResponse>(sessionsPath(endpoint), { signal }),
    staleTime: 0,
  });
}

function useRefetchSessions(endpoint: SecurityEndpoint) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [sessionsPath(endpoint)] });
}

export function useSignOutSession(endpoint: SecurityEndpoint) {
  const refetch = useRefetchSessions(endpoint);
  return useMutation<void, Error, string>({
    mutationFn: (id) =>
      endpoint.request(sessionsPath(endpoint, `/${encodeURIComponent(id)}`), { method: 'DELETE' }),
    onSuccess: refetch,
  });
}

export function useSignOutOtherSessions(endpoint: SecurityEndpoint) {
  const refetch = useRefetchSessions(endpoint);
  return useMutation<SignOutOthersResponse, Error, void>({
    mutationFn: () =>
      endpoint.request(sessionsPath(endpoint, '/sign-out-others'), { method: 'POST' }),
    onSuccess: refetch,
  });
}
