import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminHealth } from '@shared/contracts/admin-health';
import { staffRequest } from '@client/lib/staff-session';

export const ADMIN_HEALTH_PATH = '/api/admin/health';

/** The service's health in words, for the card on the admin home. */
export function useServiceHealth() {
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_HEALTH_PATH] as const,
      queryFn: ({ signal }) => staffRequest<AdminHealth>(ADMIN_HEALTH_PATH, { signal }),
      // Each visit to the staff area asks afresh: this is about now.
      staleTime: 0,
    }),
  );
}
