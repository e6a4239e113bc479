import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerSummary } from '@shared/contracts/admin-partners';
import type { PartnerActiveState, PartnerReferralView } from '@shared/contracts/admin-people';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import type { StatusChange } from './status-change';

/** The admin-partners module's list, every verification status at once. */
export const ALL_PARTNERS_URL = '/api/admin/partners?status=all';
const PARTNERS_PATH = '/api/admin/partners';

export function useAllPartners() {
  return useQuery({
    // Under the same key root as the partner screens' lists, so a change refreshes them too.
    queryKey: [PARTNERS_PATH, 'all'] as const,
    queryFn: ({ signal }) => staffRequest<PartnerSummary[]>(ALL_PARTNERS_URL, { signal }),
  });
}

export function usePartnerReferrals(partnerId: string | null) {
  return useQuery({
    queryKey: [PARTNERS_PATH, 'referrals', partnerId] as const,
    queryFn: ({ signal }) =>
      staffRequest<PartnerReferralView[]>(
        `${PARTNERS_PATH}/${encodeURIComponent(partnerId!)}/referrals`,
        { signal },
      ),
    enabled: partnerId !== null,
  });
}

/** Deactivates (signing the firm out) or reactivates a partner. */
export function useSetPartnerActive() {
  const queryClient = useQueryClient();
  return useMutation<PartnerActiveState, ApiError | Error, { id: string; change: StatusChange }>({
    mutationFn: ({ id, change }) =>
      staffRequest<PartnerActiveState>(`${PARTNERS_PATH}/${encodeURIComponent(id)}/${change}`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PARTNERS_PATH] }),
  });
}
