import { useMutation } from '@tanstack/react-query';
import type { ContactMessage, SubmissionReceipt } from '@shared/contracts/public-forms';
import { apiRequest, type ApiError } from '@client/lib/api-client';

/** The public contact form's endpoint: the scam check keeps nothing of its own. */
const CONTACT_PATH = '/api/contact';

export function useAskForHelp() {
  return useMutation<SubmissionReceipt, ApiError | Error, ContactMessage>({
    mutationFn: (body) => apiRequest<SubmissionReceipt>(CONTACT_PATH, { method: 'POST', body }),
  });
}
