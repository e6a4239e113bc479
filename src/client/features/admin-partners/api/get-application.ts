import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '@shared/contracts/admin-partners';
import { ADMIN_LIST_STALE_MS, APPLICATIONS_PATH } from '@client/lib/partner-network-queries';
import { staffRequest } from '@client/lib/staff-session';

export function applicationPath(id: string): string {
  return `${APPLICATIONS_PATH}/${encodeURIComponent(id)}`;
}

/** One application with every field, its partner's state and its documents. */
export function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return staffRequest<ApplicationDetail>(applicationPath(id), { signal });
}

export function getApplicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [APPLICATIONS_PATH, 'detail', id] as const,
    queryFn: ({ signal }) => getApplication(id, signal),
    staleTime: ADMIN_LIST_STALE_MS,
  });
}

export function useApplication(id: string) {
  return useQuery(getApplicationQueryOptions(id));
}
