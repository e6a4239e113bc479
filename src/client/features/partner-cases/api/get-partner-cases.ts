import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerCase } from '@shared/contracts/partner-cases';
import { PARTNER_CASES_PATH, partnerCaseKeys } from './partner-case-paths';
import { partnerCaseRequest } from './partner-case-request';

/** Requirements §9: the partner case list may take 10 s. */
export const PARTNER_CASE_LIST_TIMEOUT_MS = 10_000;

/** The cases assigned to the signed-in partner, most recently updated first. */
export function getPartnerCases(signal?: AbortSignal): Promise<PartnerCase[]> {
  return partnerCaseRequest<PartnerCase[]>(PARTNER_CASES_PATH, {
    signal,
    timeoutMs: PARTNER_CASE_LIST_TIMEOUT_MS,
  });
}

// The app's cache policy applies (createQueryClient, requirements §9): never stale, no retries, no
// refetch on focus; the list is fetched again after each change the partner makes.
export function partnerCasesQueryOptions(partnerId: string) {
  return queryOptions({
    queryKey: partnerCaseKeys.list(partnerId),
    queryFn: ({ signal }) => getPartnerCases(signal),
  });
}

export function usePartnerCases(partnerId: string) {
  return useQuery(partnerCasesQueryOptions(partnerId));
}
