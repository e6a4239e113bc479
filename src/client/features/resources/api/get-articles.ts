import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@shared/contracts/content';
import { apiRequest } from '@client/lib/api-client';

export const ARTICLES_PATH = '/api/articles';

/** The published guides, newest first (public). */
export function getArticles(signal?: AbortSignal): Promise<Article[]> {
  return apiRequest<Article[]>(ARTICLES_PATH, { signal });
}

export function getArticlesQueryOptions() {
  return queryOptions({
    queryKey: [ARTICLES_PATH, 'published'] as const,
    queryFn: ({ signal }) => getArticles(signal),
  });
}

export function useArticles() {
  return useQuery(getArticlesQueryOptions());
}
