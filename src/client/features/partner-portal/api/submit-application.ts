import { useMutation } from '@tanstack/react-query';
import type { PartnerApplication, PartnerApplicationReceipt } from '@shared/contracts/partners';
import { apiRequest } from '@client/lib/api-client';

export const PARTNER_APPLY_PATH = '/api/partners/apply';

export function submitApplication(body: PartnerApplication): Promise<PartnerApplicationReceipt> {
  return apiRequest<PartnerApplicationReceipt>(PARTNER_APPLY_PATH, { method: 'POST', body });
}

export function useSubmitApplication() {
  return useMutation<PartnerApplicationReceipt, Error, PartnerApplication>({
    mutationFn: submitApplication,
  });
}
