import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, SubmissionReceipt } from '@shared/contracts/public-forms';
import { apiRequest, type ApiError } from '@client/lib/api-client';

export const CONTACT_PATH = '/api/contact';
/** The cached list of contact messages (requirements §7: invalidated after a successful message). */
export const contactSubmissionsKey = [CONTACT_PATH] as const;

export function submitContact(body: ContactMessage): Promise<SubmissionReceipt> {
  return apiRequest<SubmissionReceipt>(CONTACT_PATH, { method: 'POST', body });
}

export function useSubmitContact() {
  const queryClient = useQueryClient();
  return useMutation<SubmissionReceipt, ApiError | Error, ContactMessage>({
    mutationFn: submitContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactSubmissionsKey }),
  });
}
