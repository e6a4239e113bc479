import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/contracts/content';
import { apiRequest } from '@client/lib/api-client';

export const CATEGORIES_PATH = '/api/categories';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>(CATEGORIES_PATH, { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [CATEGORIES_PATH] as const,
    queryFn: ({ signal }) => getCategories(signal),
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
