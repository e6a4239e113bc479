import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRequest, NewDocumentRequest } from '@shared/contracts/case-collaboration';
import type { ApiError } from '@client/lib/api-client';
import type { RequestsEndpoint } from './requests-endpoint';

/** Asks the client for a document; the case and the list are refetched afterwards. */
export function useAskForDocument(endpoint: RequestsEndpoint) {
  const queryClient = useQueryClient();
  return useMutation<DocumentRequest, ApiError | Error, NewDocumentRequest>({
    mutationFn: (body) =>
      endpoint.request<DocumentRequest>(endpoint.requestsPath, { method: 'POST', body }),
    onSuccess: () => endpoint.afterChange(queryClient),
  });
}
