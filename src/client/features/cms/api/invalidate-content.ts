import type { QueryClient } from '@tanstack/react-query';
import { ARTICLES_PATH } from './get-articles';
import { CATEGORIES_PATH } from './get-categories';

/**
 * After any write: articles show their category's name and categories count their articles,
 * so both lists (staff and public) are refreshed.
 */
export function invalidateContent(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [ARTICLES_PATH] }),
    queryClient.invalidateQueries({ queryKey: [CATEGORIES_PATH] }),
  ]).then(() => undefined);
}
