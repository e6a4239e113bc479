import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationFilter, ApplicationSummary } from '@shared/contracts/admin-partners';
import { staffRequest } from '@client/lib/staff-session';

export const APPLICATIONS_PATH = '/api/admin/partner-applications';

/** Other admins may review meanwhile, so a list is refetched after 30 s. */
export const ADMIN_LIST_STALE_MS = 30_000;

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
