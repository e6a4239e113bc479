import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { ARTICLES_PATH } from './get-articles';
import { invalidateContent } from './invalidate-content';

/** Answers 204 No Content. */
export function deleteArticle(id: string): Promise<void> {
  return staffRequest<void>(`${ARTICLES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError | Error, string>({
    mutationFn: deleteArticle,
    onSuccess: () => invalidateContent(queryClient),
  });
}
