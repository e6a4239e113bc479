import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PartnerApplicationStatus, PartnerVerificationStatus } from '@shared/domain-values';
import type { TextDescriptor } from '@shared/i18n/text';
import { optionLabel, partnerCompanyTypes, verificationDocumentTypes } from '@shared/options';

/** The application statuses on screen (the stored values are `partnerApplicationStatusOptions`'). */
export const applicationStatusLabels: Record<PartnerApplicationStatus, MessageDescriptor> = {
  submitted: msg`Under review`,
  approved: msg`Approved`,
  rejected: msg`Not approved`,
};

export function companyTypeLabel(type: string): TextDescriptor {
  return optionLabel(partnerCompanyTypes, type);
}

export function verificationDocumentLabel(type: string): TextDescriptor {
  return optionLabel(verificationDocumentTypes, type);
}

/** A partner account's verification, in the words of the application statuses. */
export const verificationStatusLabels: Record<PartnerVerificationStatus, MessageDescriptor> = {
  pending: msg`Waiting for review`,
  verified: msg`Verified`,
  rejected: msg`Not approved`,
};
