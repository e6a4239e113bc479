import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminJob, JobFilter } from '@shared/contracts/admin-ops';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { ADMIN_AUDIT_ACTIONS_PATH, ADMIN_AUDIT_PATH } from './audit';

export const ADMIN_JOBS_PATH = '/api/admin/jobs';

/** Background jobs with this status (the API's default is failed). */
export function getJobs(status: JobFilter, signal?: AbortSignal): Promise<AdminJob[]> {
  return staffRequest<AdminJob[]>(`${ADMIN_JOBS_PATH}?status=${status}`, { signal });
}

export function useJobs(status: JobFilter) {
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_JOBS_PATH, status] as const,
      queryFn: ({ signal }) => getJobs(status, signal),
    }),
  );
}

export type JobAction = 'retry' | 'discard';

export interface JobActionVariables {
  jobId: string;
  action: JobAction;
}

/**
 * Retry or discard one job. Every job list is refetched afterwards (the job moves between
 * them), and the audit log, which now has a row for it.
 */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation<AdminJob, ApiError | Error, JobActionVariables>({
    mutationFn: ({ jobId, action }) =>
      staffRequest<AdminJob>(`${ADMIN_JOBS_PATH}/${encodeURIComponent(jobId)}/${action}`, {
        method: 'POST',
      }),
    onSettled: () =>
      Promise.all(
        [ADMIN_JOBS_PATH, ADMIN_AUDIT_PATH, ADMIN_AUDIT_ACTIONS_PATH].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  });
}
