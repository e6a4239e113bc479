import { useMutation } from '@tanstack/react-query';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  DeleteAccountRequest,
} from '@shared/contracts/account';
import type { MessageResponse } from '@shared/contracts/auth';
import { apiRequest, type ApiError } from '@client/lib/api-client';
import { clientRequest } from '@client/lib/client-session';

/** GET: the client's data as a JSON file. */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';
export const CHANGE_PASSWORD_PATH = '/api/account/password';
export const CHANGE_EMAIL_PATH = '/api/account/email';
export const CONFIRM_EMAIL_PATH = '/api/account/email/confirm';
/** DELETE with a JSON body {password, confirmation}. */
export const DELETE_ACCOUNT_PATH = '/api/account';

export function useChangePassword() {
  return useMutation<MessageResponse, ApiError | Error, ChangePasswordRequest>({
    mutationFn: (body) => clientRequest(CHANGE_PASSWORD_PATH, { method: 'POST', body }),
  });
}

export function useChangeEmail() {
  return useMutation<MessageResponse, ApiError | Error, ChangeEmailRequest>({
    mutationFn: (body) => clientRequest(CHANGE_EMAIL_PATH, { method: 'POST', body }),
  });
}

export function useDeleteAccount() {
  return useMutation<void, ApiError | Error, DeleteAccountRequest>({
    mutationFn: (body) => clientRequest(DELETE_ACCOUNT_PATH, { method: 'DELETE', body }),
  });
}

/** No sign-in: the link in the e-mail is the proof. */
export function confirmEmail(body: ConfirmEmailRequest): Promise<MessageResponse> {
  return apiRequest(CONFIRM_EMAIL_PATH, { method: 'POST', body });
}
