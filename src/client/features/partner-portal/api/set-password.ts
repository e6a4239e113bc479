import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/contracts/auth';
import type { SetPasswordRequest } from '@shared/contracts/partners';
import { apiRequest } from '@client/lib/api-client';
import { SET_PASSWORD_PATH } from './check-set-password-link';

export function setPartnerPassword(body: SetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(SET_PASSWORD_PATH, { method: 'POST', body });
}

export function useSetPartnerPassword() {
  return useMutation<MessageResponse, Error, SetPasswordRequest>({
    mutationFn: setPartnerPassword,
  });
}
