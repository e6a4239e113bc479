import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Article, ArticleInputValues } from '@shared/contracts/content';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { ARTICLES_PATH } from './get-articles';
import { invalidateContent } from './invalidate-content';

export function createArticle(body: ArticleInputValues): Promise<Article> {
  return staffRequest<Article>(ARTICLES_PATH, { method: 'POST', body });
}

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation<Article, ApiError | Error, ArticleInputValues>({
    mutationFn: createArticle,
    onSuccess: () => invalidateContent(queryClient),
  });
}
