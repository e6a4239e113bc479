import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseMessage, NewCaseMessage } from '@shared/contracts/case-collaboration';
import type { ApiError } from '@client/lib/api-client';
import { clientRequest } from '@client/lib/client-session';
import { casePath } from './get-case';
import { getCaseMessagesQueryOptions } from './get-case-messages';

export function sendCaseMessage(caseId: string, body: NewCaseMessage): Promise<CaseMessage> {
  return clientRequest<CaseMessage>(casePath(caseId, '/messages'), { method: 'POST', body });
}

/** Sends a message on the case; the conversation is refetched afterwards. */
export function useSendCaseMessage(userId: string, caseId: string) {
  const queryClient = useQueryClient();
  return useMutation<CaseMessage, ApiError | Error, NewCaseMessage>({
    mutationFn: (body) => sendCaseMessage(caseId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getCaseMessagesQueryOptions(userId, caseId).queryKey,
      }),
  });
}
