import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@shared/contracts/admin-people';
import { ADMIN_LIST_STALE_MS } from '@client/lib/partner-network-queries';
import { staffRequest } from '@client/lib/staff-session';

/** The People screen reads the same list under the same key, so its changes show here too. */
export const ADMIN_STAFF_PATH = '/api/admin/staff';

/** Every staff account, active or not, to choose a case's owner from. */
export function getStaffMembers(signal?: AbortSignal): Promise<StaffMember[]> {
  return staffRequest<StaffMember[]>(ADMIN_STAFF_PATH, { signal });
}

export function getStaffMembersQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_STAFF_PATH] as const,
    queryFn: ({ signal }) => getStaffMembers(signal),
    staleTime: ADMIN_LIST_STALE_MS,
  });
}

export function useStaffMembers() {
  return useQuery(getStaffMembersQueryOptions());
}
