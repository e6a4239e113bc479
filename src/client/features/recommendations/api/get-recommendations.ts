import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@shared/contracts/recommendations';
import { clientRequest } from '@client/lib/client-session';

export const RECOMMENDATIONS_PATH = '/api/recommendations';

/** Requirements §9: recommendations stay fresh for 5 minutes. */
export const RECOMMENDATIONS_STALE_MS = 5 * 60_000;

/** The signed-in client's recommendations, best first (every one the server offers). */
export function getRecommendations(signal?: AbortSignal): Promise<Recommendation[]> {
  return clientRequest<Recommendation[]>(RECOMMENDATIONS_PATH, { signal });
}

/** Requirements §7: keyed by the user's id, stale after 5 minutes, never retried. */
export function getRecommendationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [RECOMMENDATIONS_PATH, userId] as const,
    queryFn: ({ signal }) => getRecommendations(signal),
    staleTime: RECOMMENDATIONS_STALE_MS,
    retry: false,
  });
}

export function useRecommendations(userId: string) {
  return useQuery(getRecommendationsQueryOptions(userId));
}
