import { useMutation } from '@tanstack/react-query';
import type { ClientAuthResponse, RegisterRequest } from '@shared/contracts/auth';
import { apiRequest } from '@client/lib/api-client';

export const REGISTER_PATH = '/api/auth/register';
/** Requirements §9: registration may take 5 s before it counts as timed out. */
export const REGISTER_TIMEOUT_MS = 5000;

export function register(body: RegisterRequest): Promise<ClientAuthResponse> {
  return apiRequest<ClientAuthResponse>(REGISTER_PATH, {
    method: 'POST',
    body,
    timeoutMs: REGISTER_TIMEOUT_MS,
  });
}

export function useRegister() {
  return useMutation<ClientAuthResponse, Error, RegisterRequest>({ mutationFn: register });
}
