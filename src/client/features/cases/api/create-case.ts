import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientCase, NewCaseRequest } from '@shared/contracts/cases';
import type { ApiError } from '@client/lib/api-client';
import { clientRequest } from '@client/lib/client-session';
import { CASES_PATH, getCasesQueryOptions } from './get-cases';

export function createCase(body: NewCaseRequest): Promise<ClientCase> {
  return clientRequest<ClientCase>(CASES_PATH, { method: 'POST', body });
}

/** Opens a case; the case list is refetched afterwards. */
export function useCreateCase(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<ClientCase, ApiError | Error, NewCaseRequest>({
    mutationFn: createCase,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getCasesQueryOptions(userId).queryKey }),
  });
}
