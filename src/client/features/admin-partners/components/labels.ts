import type { PartnerVerificationStatus } from '@shared/domain-values';
import {
  optionLabel,
  partnerApplicationStatusOptions,
  partnerCompanyTypes,
  verificationDocumentTypes,
} from '@shared/options';

export function applicationStatusLabel(status: string): string {
  return optionLabel(partnerApplicationStatusOptions, status);
}

export function companyTypeLabel(type: string): string {
  return optionLabel(partnerCompanyTypes, type);
}

export function verificationDocumentLabel(type: string): string {
  return optionLabel(verificationDocumentTypes, type);
}

/** A partner account's verification, in the words of the application statuses. */
export const verificationStatusLabels: Record<PartnerVerificationStatus, string> = {
  pending: 'Waiting for review',
  verified: 'Verified',
  rejected: 'Not approved',
};
