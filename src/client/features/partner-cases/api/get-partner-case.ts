import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerCaseDetail } from '@shared/contracts/partner-cases';
import { partnerCaseKeys, partnerCasePath } from './partner-case-paths';
import { partnerCaseRequest } from './partner-case-request';

/** Requirements §9: a partner case's details may take 8 s. */
export const PARTNER_CASE_DETAIL_TIMEOUT_MS = 8000;

/** One assigned case with its client, every document and every update (newest first). */
export function getPartnerCase(caseId: string, signal?: AbortSignal): Promise<PartnerCaseDetail> {
  return partnerCaseRequest<PartnerCaseDetail>(partnerCasePath(caseId), {
    signal,
    timeoutMs: PARTNER_CASE_DETAIL_TIMEOUT_MS,
  });
}

// Cache policy: the app's defaults (requirements §9), like the list.
export function partnerCaseQueryOptions(partnerId: string, caseId: string) {
  return queryOptions({
    queryKey: partnerCaseKeys.detail(partnerId, caseId),
    queryFn: ({ signal }) => getPartnerCase(caseId, signal),
  });
}

export function usePartnerCase(partnerId: string, caseId: string) {
  return useQuery(partnerCaseQueryOptions(partnerId, caseId));
}
