import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/contracts/auth';
import type { UnsubscribeRequest } from '@shared/contracts/notifications';
import { apiRequest, type ApiError } from '@client/lib/api-client';

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** No sign-in: the signed link from the e-mail is the proof. */
export function useUnsubscribe() {
  return useMutation<MessageResponse, ApiError | Error, UnsubscribeRequest>({
    mutationFn: (body) => apiRequest(UNSUBSCRIBE_PATH, { method: 'POST', body }),
  });
}
