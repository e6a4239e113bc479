import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalSearchHit } from '@shared/contracts/legal';
import { LEGAL_SEARCH_MAX_LENGTH } from '@shared/legal-filters';
import { apiRequest } from '@client/lib/api-client';
import { LEGAL_PATH } from './get-legal-list';

export interface LegalSearchResponse {
  results: LegalSearchHit[];
  total: number;
}

/** The words as they are sent: trimmed, and no longer than the server accepts. */
export function normaliseLegalQuery(query: string): string {
  return query.trim().slice(0, LEGAL_SEARCH_MAX_LENGTH).trim();
}

/** Requirements §2 'Search All': every kind at once, best matches first. */
export function searchLegal(query: string, signal?: AbortSignal): Promise<LegalSearchResponse> {
  const params = new URLSearchParams({ q: normaliseLegalQuery(query) });
  return apiRequest<LegalSearchResponse>(`${LEGAL_PATH}/search?${params.toString()}`, { signal });
}

export function searchLegalQueryOptions(query: string) {
  const q = normaliseLegalQuery(query);
  return queryOptions({
    queryKey: [LEGAL_PATH, 'search', q] as const,
    queryFn: ({ signal }) => searchLegal(q, signal),
  });
}

/** Runs only when there are words to look for. */
export function useLegalSearch(query: string) {
  const q = normaliseLegalQuery(query);
  return useQuery({ ...searchLegalQueryOptions(q), enabled: q.length > 0 });
}
