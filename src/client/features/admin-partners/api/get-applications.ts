import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationFilter, ApplicationSummary } from '@shared/contracts/admin-partners';
import { ADMIN_LIST_STALE_MS, APPLICATIONS_PATH } from '@client/lib/partner-network-queries';
import { staffRequest } from '@client/lib/staff-session';

/** The applications with one status (or all), oldest submitted first. */
export function getApplications(
  status: ApplicationFilter,
  signal?: AbortSignal,
): Promise<ApplicationSummary[]> {
  return staffRequest<ApplicationSummary[]>(`${APPLICATIONS_PATH}?status=${status}`, { signal });
}

export function getApplicationsQueryOptions(status: ApplicationFilter) {
  return queryOptions({
    queryKey: [APPLICATIONS_PATH, 'list', status] as const,
    queryFn: ({ signal }) => getApplications(status, signal),
    staleTime: ADMIN_LIST_STALE_MS,
  });
}

export function useApplications(status: ApplicationFilter, { enabled = true } = {}) {
  return useQuery({ ...getApplicationsQueryOptions(status), enabled });
}
