import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordRequest } from '@shared/contracts/auth';
import { apiRequest } from '@client/lib/api-client';

export const RESET_PASSWORD_PATH = '/api/auth/reset-password';

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(RESET_PASSWORD_PATH, { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation<MessageResponse, Error, ResetPasswordRequest>({ mutationFn: resetPassword });
}
