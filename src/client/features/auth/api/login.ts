import { useMutation } from '@tanstack/react-query';
import type { ClientAuthResponse, LoginRequest } from '@shared/contracts/auth';
import { apiRequest } from '@client/lib/api-client';

export const LOGIN_PATH = '/api/auth/login';
/** Requirements §9: sign-in may take 8 s before it counts as timed out. */
export const LOGIN_TIMEOUT_MS = 8000;

export function login(body: LoginRequest): Promise<ClientAuthResponse> {
  return apiRequest<ClientAuthResponse>(LOGIN_PATH, {
    method: 'POST',
    body,
    timeoutMs: LOGIN_TIMEOUT_MS,
  });
}

export function useLogin() {
  return useMutation<ClientAuthResponse, Error, LoginRequest>({ mutationFn: login });
}
