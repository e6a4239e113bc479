import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalKind } from '@shared/legal-filters';
import { apiRequest } from '@client/lib/api-client';
import { LEGAL_PATH, type LegalRecordOfKind } from './get-legal-list';

/** Requirements §7: one record of the legal database; an unknown id answers 404. */
export function getLegalItem<K extends LegalKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<LegalRecordOfKind[K]> {
  return apiRequest<LegalRecordOfKind[K]>(`${LEGAL_PATH}/${kind}/${encodeURIComponent(id)}`, {
    signal,
  });
}

export function getLegalItemQueryOptions<K extends LegalKind>(kind: K, id: string) {
  return queryOptions({
    queryKey: [LEGAL_PATH, kind, 'item', id] as const,
    queryFn: ({ signal }) => getLegalItem(kind, id, signal),
  });
}

export function useLegalItem<K extends LegalKind>(kind: K, id: string) {
  return useQuery(getLegalItemQueryOptions(kind, id));
}
