import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@shared/contracts/partners';
import { apiRequest } from '@client/lib/api-client';

export const APPLICATION_PATH = '/api/partners/application';

/** The address of an application reached with its verification link (`token`). */
export const applicationPath = (token: string) =>
  `${APPLICATION_PATH}/${encodeURIComponent(token)}`;

export function getApplicationStatus(
  token: string,
  signal?: AbortSignal,
): Promise<ApplicationStatus> {
  return apiRequest<ApplicationStatus>(applicationPath(token), { signal });
}

export function applicationStatusQueryOptions(token: string) {
  return queryOptions({
    queryKey: [APPLICATION_PATH, token] as const,
    queryFn: ({ signal }) => getApplicationStatus(token, signal),
  });
}

/** The Verification tab's view of the applicant's own application. */
export function useApplicationStatus(token: string) {
  return useQuery(applicationStatusQueryOptions(token));
}
