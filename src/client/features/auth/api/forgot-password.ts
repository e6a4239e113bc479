import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@shared/contracts/auth';
import { apiRequest } from '@client/lib/api-client';

export const FORGOT_PASSWORD_PATH = '/api/auth/forgot-password';

export function requestPasswordReset(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  return apiRequest<ForgotPasswordResponse>(FORGOT_PASSWORD_PATH, { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation<ForgotPasswordResponse, Error, ForgotPasswordRequest>({
    mutationFn: requestPasswordReset,
  });
}
