import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Article, ArticleInputValues } from '@shared/contracts/content';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { ARTICLES_PATH } from './get-articles';
import { invalidateContent } from './invalidate-content';

export interface UpdateArticleVariables {
  id: string;
  body: ArticleInputValues;
}

export function updateArticle({ id, body }: UpdateArticleVariables): Promise<Article> {
  return staffRequest<Article>(`${ARTICLES_PATH}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation<Article, ApiError | Error, UpdateArticleVariables>({
    mutationFn: updateArticle,
    onSuccess: () => invalidateContent(queryClient),
  });
}
