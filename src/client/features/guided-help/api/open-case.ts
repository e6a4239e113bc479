import { useMutation } from '@tanstack/react-query';
import type { ClientCase, NewCaseRequest } from '@shared/contracts/cases';
import type { ApiError } from '@client/lib/api-client';
import { clientRequest } from '@client/lib/client-session';

/** Opens a case for the signed-in client (POST /api/cases, with its limits). */
export function useOpenCase() {
  return useMutation<ClientCase, ApiError | Error, NewCaseRequest>({
    mutationFn: (body) => clientRequest<ClientCase>('/api/cases', { method: 'POST', body }),
  });
}
