/* eslint-disable lingui/no-unlocalized-strings -- API paths and codes, not words for people */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import { ApiError } from '@client/lib/api-client';
import type { RequestsEndpoint } from './requests-endpoint';

/** 409: the request was fulfilled or cancelled meanwhile, so the case on screen is out of date. */
const CONFLICT = 409;

/**
 * Cancels an open request. The case is refetched afterwards, and also when the server says
 * the request is no longer open, so the list shows what became of it.
 */
export function useCancelRequest(endpoint: RequestsEndpoint) {
  const queryClient = useQueryClient();
  return useMutation<DocumentRequest, ApiError | Error, DocumentRequest>({
    mutationFn: (request) =>
      endpoint.request<DocumentRequest>(
        `${endpoint.requestsPath}/${encodeURIComponent(request.id)}/cancel`,
        { method: 'POST' },
      ),
    onSuccess: () => endpoint.afterChange(queryClient),
    onError: (error) => {
      if (error instanceof ApiError && error.status === CONFLICT) {
        void endpoint.afterChange(queryClient);
      }
    },
  });
}
