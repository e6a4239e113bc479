import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInputValues } from '@shared/contracts/content';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { CATEGORIES_PATH } from './get-categories';
import { invalidateContent } from './invalidate-content';

export function createCategory(body: CategoryInputValues): Promise<Category> {
  return staffRequest<Category>(CATEGORIES_PATH, { method: 'POST', body });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation<Category, ApiError | Error, CategoryInputValues>({
    mutationFn: createCategory,
    onSuccess: () => invalidateContent(queryClient),
  });
}
