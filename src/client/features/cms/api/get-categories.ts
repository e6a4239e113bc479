import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/contracts/content';
import { staffRequest } from '@client/lib/staff-session';
import { CMS_LIST_STALE_MS } from './get-articles';

export const CATEGORIES_PATH = '/api/categories';

/** Every category, inactive ones included, with its article count. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return staffRequest<Category[]>(CATEGORIES_PATH, { signal });
}

/** Keyed apart from the public list (active categories only), under the same first part. */
export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [CATEGORIES_PATH, 'cms'] as const,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CMS_LIST_STALE_MS,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
