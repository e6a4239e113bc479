import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInputValues } from '@shared/contracts/content';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { CATEGORIES_PATH } from './get-categories';
import { invalidateContent } from './invalidate-content';

export interface UpdateCategoryVariables {
  id: string;
  body: CategoryInputValues;
}

export function updateCategory({ id, body }: UpdateCategoryVariables): Promise<Category> {
  return staffRequest<Category>(`${CATEGORIES_PATH}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation<Category, ApiError | Error, UpdateCategoryVariables>({
    mutationFn: updateCategory,
    onSuccess: () => invalidateContent(queryClient),
  });
}
