import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@shared/contracts/admin-inbox';
import { staffRequest } from '@client/lib/staff-session';

export const ADMIN_OVERVIEW_PATH = '/api/admin/overview';

export function getAdminOverviewQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_OVERVIEW_PATH] as const,
    queryFn: ({ signal }) => staffRequest<AdminOverview>(ADMIN_OVERVIEW_PATH, { signal }),
    // The numbers move with work done on every other admin screen (and by other admins), so
    // each visit to the staff area asks afresh instead of trusting the cache.
    staleTime: 0,
  });
}

/** The counters at the top of the administrators' tools. */
export function useAdminOverview() {
  return useQuery(getAdminOverviewQueryOptions());
}
