import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, StaffAuthResponse } from '@shared/contracts/auth';
import { apiRequest } from '@client/lib/api-client';

export const STAFF_LOGIN_PATH = '/api/staff/login';
/** The same limit as the client sign-in (requirements §9: 8 s). */
export const STAFF_LOGIN_TIMEOUT_MS = 8000;

export function staffLogin(body: LoginRequest): Promise<StaffAuthResponse> {
  return apiRequest<StaffAuthResponse>(STAFF_LOGIN_PATH, {
    method: 'POST',
    body,
    timeoutMs: STAFF_LOGIN_TIMEOUT_MS,
  });
}

export function useStaffLogin() {
  return useMutation<StaffAuthResponse, Error, LoginRequest>({ mutationFn: staffLogin });
}
