/* eslint-disable lingui/no-unlocalized-strings -- API paths and codes, not words for people */
import { useMutation } from '@tanstack/react-query';
import type { CallbackReceipt, CallbackRequest } from '@shared/contracts/callback-requests';
import { apiRequest, type ApiError } from '@client/lib/api-client';

export const CALLBACK_REQUESTS_PATH = '/api/callback-requests';

export function useSubmitCallbackRequest() {
  return useMutation<CallbackReceipt, ApiError | Error, CallbackRequest>({
    mutationFn: (body) =>
      apiRequest<CallbackReceipt>(CALLBACK_REQUESTS_PATH, { method: 'POST', body }),
  });
}
