import { useMutation } from '@tanstack/react-query';
import type { ClientAuthResponse, LoginRequest } from '@shared/contracts/auth';
import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import { apiRequest } from '@client/lib/api-client';

export const LOGIN_PATH = '/api/auth/login';
/** Requirements §9: sign-in may take 8 s before it counts as timed out. */
export const LOGIN_TIMEOUT_MS = 8000;

/** A session, or (with two-step sign-in on) the way to the second step. */
export type LoginAnswer = ClientAuthResponse | MfaRequiredResponse;

export function login(body: LoginRequest): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>(LOGIN_PATH, {
    method: 'POST',
    body,
    timeoutMs: LOGIN_TIMEOUT_MS,
  });
}

export function useLogin() {
  return useMutation<LoginAnswer, Error, LoginRequest>({ mutationFn: login });
}
