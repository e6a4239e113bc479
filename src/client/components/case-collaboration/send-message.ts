import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseMessage, NewCaseMessage } from '@shared/contracts/case-collaboration';
import type { ApiError } from '@client/lib/api-client';
import type { ThreadEndpoint } from './thread-endpoint';

/** Sends a message on the case; the conversation is refetched afterwards. */
export function useSendCaseMessage(thread: ThreadEndpoint) {
  const queryClient = useQueryClient();
  return useMutation<CaseMessage, ApiError | Error, NewCaseMessage>({
    mutationFn: (body) =>
      thread.request<CaseMessage>(thread.messagesPath, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: thread.queryKey }),
  });
}
