import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, StaffAuthResponse } from '@shared/contracts/auth';
import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import { apiRequest } from '@client/lib/api-client';

export const STAFF_LOGIN_PATH = '/api/staff/login';
/** The same limit as the client sign-in (requirements §9: 8 s). */
export const STAFF_LOGIN_TIMEOUT_MS = 8000;

/** A session, or (with two-step sign-in on) the way to the second step. */
export type StaffLoginAnswer = StaffAuthResponse | MfaRequiredResponse;

export function staffLogin(body: LoginRequest): Promise<StaffLoginAnswer> {
  return apiRequest<StaffLoginAnswer>(STAFF_LOGIN_PATH, {
    method: 'POST',
    body,
    timeoutMs: STAFF_LOGIN_TIMEOUT_MS,
  });
}

export function useStaffLogin() {
  return useMutation<StaffLoginAnswer, Error, LoginRequest>({ mutationFn: staffLogin });
}
