import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientRequest } from '@client/lib/client-session';
import { casePath } from './get-case';
import { getCasesQueryOptions } from './get-cases';

export function markMessagesRead(caseId: string): Promise<void> {
  return clientRequest<void>(casePath(caseId, '/messages/read'), { method: 'POST' });
}

/** Marks the case's conversation read; the case list is refetched so its unread count falls. */
export function useMarkMessagesRead(userId: string, caseId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: () => markMessagesRead(caseId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getCasesQueryOptions(userId).queryKey }),
  });
}
