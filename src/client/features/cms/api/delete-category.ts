import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { CATEGORIES_PATH } from './get-categories';
import { invalidateContent } from './invalidate-content';

/** Answers 204; 409 while the category still has articles. */
export function deleteCategory(id: string): Promise<void> {
  return staffRequest<void>(`${CATEGORIES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError | Error, string>({
    mutationFn: deleteCategory,
    onSuccess: () => invalidateContent(queryClient),
  });
}
