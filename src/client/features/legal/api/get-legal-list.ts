import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CaseLaw,
  LegalForm,
  LegalResource,
  Regulation,
  Statute,
} from '@shared/contracts/legal';
import { legalFilterKeys, type LegalKind } from '@shared/legal-filters';
import { apiRequest } from '@client/lib/api-client';

export const LEGAL_PATH = '/api/legal';

/** The record each kind of the legal database answers with. */
export interface LegalRecordOfKind {
  statutes: Statute;
  cases: CaseLaw;
  regulations: Regulation;
  forms: LegalForm;
  resources: LegalResource;
}

export type LegalRecord = LegalRecordOfKind[LegalKind];

/** The chosen filters of one list, by query parameter name; a missing key means 'All'. */
export type LegalFilters = Readonly<Record<string, string>>;

/** Only the kind's own filters with a value, in the order of requirements §7 (a stable cache key). */
export function listFilters(kind: LegalKind, filters: LegalFilters): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const key of legalFilterKeys[kind]) {
    const value = filters[key];
    if (value) chosen[key] = value;
  }
  return chosen;
}

/** Requirements §7: GET /api/legal/{kind} with the kind's optional filters as query parameters. */
export function getLegalList<K extends LegalKind>(
  kind: K,
  filters: LegalFilters,
  signal?: AbortSignal,
): Promise<LegalRecordOfKind[K][]> {
  const query = new URLSearchParams(listFilters(kind, filters)).toString();
  return apiRequest<LegalRecordOfKind[K][]>(`${LEGAL_PATH}/${kind}${query ? `?${query}` : ''}`, {
    signal,
  });
}

export function getLegalListQueryOptions<K extends LegalKind>(kind: K, filters: LegalFilters) {
  const chosen = listFilters(kind, filters);
  return queryOptions({
    queryKey: [LEGAL_PATH, kind, 'list', chosen] as const,
    queryFn: ({ signal }) => getLegalList(kind, chosen, signal),
  });
}

export function useLegalList<K extends LegalKind>(
  kind: K,
  filters: LegalFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getLegalListQueryOptions(kind, filters), enabled });
}
