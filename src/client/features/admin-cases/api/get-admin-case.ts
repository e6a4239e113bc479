import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCaseDetail } from '@shared/contracts/admin-cases';
import { ADMIN_CASES_PATH, ADMIN_LIST_STALE_MS } from '@client/lib/partner-network-queries';
import { staffRequest } from '@client/lib/staff-session';

export function adminCasePath(id: string): string {
  return `${ADMIN_CASES_PATH}/${encodeURIComponent(id)}`;
}

/** One case for staff: its facts, every update (internal ones too) and every document. */
export function getAdminCase(id: string, signal?: AbortSignal): Promise<AdminCaseDetail> {
  return staffRequest<AdminCaseDetail>(adminCasePath(id), { signal });
}

export function getAdminCaseQueryOptions(id: string) {
  return queryOptions({
    // Under the list's key, so whatever refreshes the list refreshes the open case too.
    queryKey: [ADMIN_CASES_PATH, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminCase(id, signal),
    staleTime: ADMIN_LIST_STALE_MS,
  });
}

export function useAdminCase(id: string) {
  return useQuery(getAdminCaseQueryOptions(id));
}
