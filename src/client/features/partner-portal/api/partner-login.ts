import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@shared/contracts/auth';
import type { PartnerAuthResponse } from '@shared/contracts/partners';
import { apiRequest } from '@client/lib/api-client';

export const PARTNER_LOGIN_PATH = '/api/partners/login';
/** Requirements §9: sign-in may take 8 s before it counts as timed out. */
export const PARTNER_LOGIN_TIMEOUT_MS = 8000;

export function loginPartner(body: LoginRequest): Promise<PartnerAuthResponse> {
  return apiRequest<PartnerAuthResponse>(PARTNER_LOGIN_PATH, {
    method: 'POST',
    body,
    timeoutMs: PARTNER_LOGIN_TIMEOUT_MS,
  });
}

export function usePartnerLogin() {
  return useMutation<PartnerAuthResponse, Error, LoginRequest>({ mutationFn: loginPartner });
}
