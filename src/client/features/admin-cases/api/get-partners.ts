import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerSummary } from '@shared/contracts/admin-partners';
import type { PartnerVerificationStatus } from '@shared/domain-values';
import { ADMIN_LIST_STALE_MS, PARTNERS_PATH } from '@client/lib/partner-network-queries';
import { staffRequest } from '@client/lib/staff-session';

export type PartnerFilter = PartnerVerificationStatus | 'all';

/** The partners with one verification status, with how many cases each has now. */
export function getPartners(
  status: PartnerFilter,
  signal?: AbortSignal,
): Promise<PartnerSummary[]> {
  return staffRequest<PartnerSummary[]>(`${PARTNERS_PATH}?status=${status}`, { signal });
}

export function getPartnersQueryOptions(status: PartnerFilter) {
  return queryOptions({
    queryKey: [PARTNERS_PATH, status] as const,
    queryFn: ({ signal }) => getPartners(status, signal),
    staleTime: ADMIN_LIST_STALE_MS,
  });
}

export function usePartners(status: PartnerFilter, { enabled = true } = {}) {
  return useQuery({ ...getPartnersQueryOptions(status), enabled });
}
