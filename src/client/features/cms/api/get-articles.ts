import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@shared/contracts/content';
import { staffRequest } from '@client/lib/staff-session';

export const ARTICLES_PATH = '/api/articles';

/** How long the list stays fresh: other editors may change it meanwhile. */
export const CMS_LIST_STALE_MS = 30_000;

/** Every article of any status (the staff bearer lifts the published-only filter). */
export function getArticles(signal?: AbortSignal): Promise<Article[]> {
  return staffRequest<Article[]>(ARTICLES_PATH, { signal });
}

/**
 * Keyed apart from the public list (which holds published articles only) but under the same
 * first part, so invalidating ['/api/articles'] refreshes both.
 */
export function getArticlesQueryOptions() {
  return queryOptions({
    queryKey: [ARTICLES_PATH, 'cms'] as const,
    queryFn: ({ signal }) => getArticles(signal),
    staleTime: CMS_LIST_STALE_MS,
  });
}

export function useArticles() {
  return useQuery(getArticlesQueryOptions());
}
