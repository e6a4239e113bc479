import { z } from 'zod/mini';
import { partnerApplicationStatuses, partnerVerificationStatuses } from '../domain-values';
import { optionalText, requiredText } from './fields';
import { english } from '../i18n/translate-issue';
import { type TextDescriptor, text } from '../i18n/text';

/*
 * The admin's side of the partner network: the applications queue and its review, the list
 * of partners. Cases and their assignment are in admin-cases.ts.
 */

export const applicationFilterValues = ['submitted', 'approved', 'rejected', 'all'] as const;
export type ApplicationFilter = (typeof applicationFilterValues)[number];

export const applicationListQuerySchema = z.object({
  status: z._default(
    z.enum(applicationFilterValues, {
      error: english(text('Status must be submitted, approved, rejected or all.')),
    }),
    'submitted',
  ),
});

export const applicationSummarySchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  jurisdiction: z.string(),
  status: z.enum(partnerApplicationStatuses),
  submittedAt: z.string(),
  documentCount: z.number(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
export const applicationListSchema = z.array(applicationSummarySchema);

export const applicationDocumentSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  mimeType: z.string(),
  uploadedAt: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

export const applicationDetailSchema = z.object({
  ...applicationSummarySchema.shape,
  phone: z.string(),
  website: z.nullable(z.string()),
  businessLicense: z.nullable(z.string()),
  barNumber: z.nullable(z.string()),
  servicesOffered: z.array(z.string()),
  agreementAccepted: z.boolean(),
  reviewedAt: z.nullable(z.string()),
  /** The reviewing admin's name. */
  reviewedBy: z.nullable(z.string()),
  reviewNotes: z.nullable(z.string()),
  partner: z.object({
    verificationStatus: z.enum(partnerVerificationStatuses),
    isActive: z.boolean(),
    /** False until the invite link has been used. */
    hasPassword: z.boolean(),
    verifiedAt: z.nullable(z.string()),
  }),
  documents: z.array(applicationDocumentSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const approveApplicationSchema = z.object({
  notes: optionalText(text('Notes must be {max} characters or fewer.'), 2000),
  /** Required when the application lacks something (missingForApproval); kept in the audit log. */
  overrideReason: optionalText(
    text('The reason to approve anyway must be {max} characters or fewer.'),
    2000,
  ),
});
export type ApproveApplication = z.output<typeof approveApplicationSchema>;

/** The approval of an application that lacks something: the reason is then required. */
export const approveAnywaySchema = z.object({
  ...approveApplicationSchema.shape,
  overrideReason: requiredText(
    text('A reason to approve anyway is required.'),
    text('A reason to approve anyway must be {max} characters or fewer.'),
    2000,
  ),
});

export const rejectApplicationSchema = z.object({
  notes: requiredText(
    text('The reason is required.'),
    text('The reason must be {max} characters or fewer.'),
    2000,
  ),
});
export type RejectApplication = z.output<typeof rejectApplicationSchema>;

/** What an application can lack that an administrator must see before approving it. */
export interface MissingItem {
  key: 'documents' | 'barNumber' | 'website';
  /** A sentence fragment, e.g. "no bar number". */
  label: string;
}

/**
 * What the application lacks: verification documents, a bar number, a website. Approving
 * one that lacks anything needs a reason (issue 15); the server and the review dialog both
 * ask this function, so they never disagree.
 */
export function missingForApproval(application: {
  documentCount: number;
  barNumber: string | null;
  website: string | null;
}): MissingItem[] {
  const missing: MissingItem[] = [];
  if (application.documentCount === 0) {
    missing.push({ key: 'documents', label: 'no verification documents' });
  }
  if (!application.barNumber?.trim()) missing.push({ key: 'barNumber', label: 'no bar number' });
  if (!application.website?.trim()) missing.push({ key: 'website', label: 'no website' });
  return missing;
}

/** The 400 answer to approving an incomplete application without a reason. */
export function overrideReasonRequiredMessage(missing: readonly MissingItem[]): string {
  return english(overrideReasonMessages[missing.map((item) => item.key).join(' ')]!);
}

/** Whole sentences for each combination of what is missing (in missingForApproval's order). */
const overrideReasonMessages: Record<string, TextDescriptor> = {
  documents: text(
    'This application has no verification documents. Please give a reason to approve it anyway.',
  ),
  barNumber: text('This application has no bar number. Please give a reason to approve it anyway.'),
  website: text('This application has no website. Please give a reason to approve it anyway.'),
  'documents barNumber': text(
    'This application has no verification documents and no bar number. Please give a reason to approve it anyway.',
  ),
  'documents website': text(
    'This application has no verification documents and no website. Please give a reason to approve it anyway.',
  ),
  'barNumber website': text(
    'This application has no bar number and no website. Please give a reason to approve it anyway.',
  ),
  'documents barNumber website': text(
    'This application has no verification documents, no bar number and no website. Please give a reason to approve it anyway.',
  ),
};

export const APPLICATION_NOT_FOUND_MESSAGE = english(text('We could not find that application.'));
export const APPLICATION_REVIEWED_MESSAGE = english(
  text('This application has already been reviewed.'),
);
export const INVITE_SENT_MESSAGE = english(
  text('We have e-mailed the partner a new link to set a password.'),
);

export const partnerListQuerySchema = z.object({
  status: z._default(
    z.enum([...partnerVerificationStatuses, 'all'], {
      error: english(text('Status must be pending, verified, rejected or all.')),
    }),
    'verified',
  ),
});

export const partnerSummarySchema = z.object({
  id: z.string(),
  companyName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  jurisdiction: z.string(),
  servicesOffered: z.array(z.string()),
  verificationStatus: z.enum(partnerVerificationStatuses),
  isActive: z.boolean(),
  hasPassword: z.boolean(),
  /** Cases currently assigned to the partner. */
  assignedCaseCount: z.number(),
});
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;
export const partnerListSchema = z.array(partnerSummarySchema);
