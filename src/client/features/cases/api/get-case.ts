import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientCaseDetail } from '@shared/contracts/cases';
import { clientRequest } from '@client/lib/client-session';
import { CASES_PATH } from './get-cases';

/** Requirements §9: a case's details are fresh for 60 s. */
export const CASE_DETAIL_STALE_MS = 60_000;

/** The address of one of the client's cases, or of something under it (`/messages`). */
export function casePath(caseId: string, under = ''): string {
  return `${CASES_PATH}/${encodeURIComponent(caseId)}${under}`;
}

/** One of the client's cases with its public updates, documents and document requests. */
export function getCase(caseId: string, signal?: AbortSignal): Promise<ClientCaseDetail> {
  return clientRequest<ClientCaseDetail>(casePath(caseId), { signal });
}

export function getCaseQueryOptions(userId: string, caseId: string) {
  return queryOptions({
    queryKey: [CASES_PATH, userId, 'detail', caseId] as const,
    queryFn: ({ signal }) => getCase(caseId, signal),
    staleTime: CASE_DETAIL_STALE_MS,
    refetchOnWindowFocus: false,
  });
}

export function useCase(userId: string, caseId: string | null) {
  return useQuery({
    ...getCaseQueryOptions(userId, caseId ?? ''),
    enabled: caseId !== null,
  });
}
