import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientCase } from '@shared/contracts/cases';
import { clientRequest } from '@client/lib/client-session';

export const CASES_PATH = '/api/cases';

/** Requirements §9: the case list is fresh for 30 s and kept for 5 minutes. */
export const CASE_LIST_STALE_MS = 30_000;
export const CASE_LIST_GC_MS = 5 * 60_000;

/** The signed-in client's cases, newest first. */
export function getCases(signal?: AbortSignal): Promise<ClientCase[]> {
  return clientRequest<ClientCase[]>(CASES_PATH, { signal });
}

/** Keyed by the client's id so one person never sees another's cached cases. */
export function getCasesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [CASES_PATH, userId, 'list'] as const,
    queryFn: ({ signal }) => getCases(signal),
    staleTime: CASE_LIST_STALE_MS,
    gcTime: CASE_LIST_GC_MS,
    refetchOnWindowFocus: false,
  });
}

export function useCases(userId: string) {
  return useQuery(getCasesQueryOptions(userId));
}
