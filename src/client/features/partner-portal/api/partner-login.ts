import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@shared/contracts/auth';
import type { PartnerAuthResponse } from '@shared/contracts/partners';
import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import { apiRequest } from '@client/lib/api-client';

export const PARTNER_LOGIN_PATH = '/api/partners/login';
/** Requirements §9: sign-in may take 8 s before it counts as timed out. */
export const PARTNER_LOGIN_TIMEOUT_MS = 8000;

/** A session, or (with two-step sign-in on) the way to the second step. */
export type PartnerLoginAnswer = PartnerAuthResponse | MfaRequiredResponse;

export function loginPartner(body: LoginRequest): Promise<PartnerLoginAnswer> {
  return apiRequest<PartnerLoginAnswer>(PARTNER_LOGIN_PATH, {
    method: 'POST',
    body,
    timeoutMs: PARTNER_LOGIN_TIMEOUT_MS,
  });
}

export function usePartnerLogin() {
  return useMutation<PartnerLoginAnswer, Error, LoginRequest>({ mutationFn: loginPartner });
}
