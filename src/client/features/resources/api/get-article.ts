import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@shared/contracts/content';
import { apiRequest } from '@client/lib/api-client';
import { ARTICLES_PATH } from './get-articles';

/** One published guide by its slug; an unknown or unpublished slug answers 404. */
export function getArticle(slug: string, signal?: AbortSignal): Promise<Article> {
  return apiRequest<Article>(`${ARTICLES_PATH}/${encodeURIComponent(slug)}`, { signal });
}

export function getArticleQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [ARTICLES_PATH, 'published', slug] as const,
    queryFn: ({ signal }) => getArticle(slug, signal),
  });
}

export function useArticle(slug: string) {
  return useQuery(getArticleQueryOptions(slug));
}
