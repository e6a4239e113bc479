import { accountLocaleField } from './account-language';
import { z } from 'zod/mini';
import { partnerApplicationStatuses } from '../domain-values';
import {
  FILE_NAME_MAX_LENGTH,
  fileTypeNotAllowedMessage,
  isAllowedExtension,
  verificationDocumentExtensions,
} from '../document-files';
import {
  optionValues,
  partnerCompanyTypes,
  partnerServices,
  verificationDocumentTypes,
} from '../options';
import { mfaSetupRequiredField, passwordField } from './auth';
import { honeypotField, optionalText } from './fields';
import { english } from '../i18n/translate-issue';
import { type TextDescriptor, text } from '../i18n/text';

/*
 * The partner's side of the network: the application (requirements §5 with its messages), the
 * Verification tab's status and license documents, setting a password from the invite, and
 * sign-in (requirements §7 Partner).
 */

/** Required text with the spec's own message (requirements §5 Partner application). */
function requiredWithMessage(required: TextDescriptor, max: number) {
  const message = english(required);
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, english(text('Please keep this to {max} characters or fewer.', { max }))),
    );
}

const WEBSITE_MESSAGE = english(text('Valid website URL is required'));
const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#]+\.[^\s]+$/i;

/** A website, or empty. "smithlaw.com" is read as https://smithlaw.com. */
const websiteField = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: WEBSITE_MESSAGE })
        .check(
          z.trim(),
          z.maxLength(
            300,
            english(text('Please keep the website address to 300 characters or fewer.')),
          ),
        ),
    ),
  ),
  z.pipe(
    z.transform((value: string | null | undefined) => {
      if (!value) return undefined;
      return /^https?:\/\//i.test(value) ? value : `https://${value}`;
    }),
    z.optional(z.string().check(z.regex(WEBSITE_PATTERN, WEBSITE_MESSAGE))),
  ),
);

type PartnerService = (typeof partnerServices)[number]['value'];

export const partnerApplicationSchema = z.object({
  companyName: requiredWithMessage(text('Company name is required'), 200),
  companyType: z.enum(optionValues(partnerCompanyTypes), {
    error: english(text('Please choose the type of organization.')),
  }),
  contactPerson: requiredWithMessage(text('Contact person is required'), 200),
  email: z.pipe(
    z
      .string({ error: english(text('Valid email is required')) })
      .check(z.trim(), z.maxLength(254, english(text('Valid email is required')))),
    z.email(english(text('Valid email is required'))).check(z.toLowerCase()),
  ),
  phone: requiredWithMessage(text('Phone number is required'), 40),
  website: websiteField,
  businessLicense: optionalText(text('Business license must be {max} characters or fewer.'), 100),
  barNumber: optionalText(text('Bar number must be {max} characters or fewer.'), 100),
  jurisdiction: requiredWithMessage(text('Jurisdiction is required'), 200),
  servicesOffered: z.pipe(
    z
      .array(
        z.enum(optionValues(partnerServices), {
          error: english(text('One of the services is not in the list.')),
        }),
        { error: english(text('At least one service must be selected')) },
      )
      .check(z.minLength(1, english(text('At least one service must be selected')))),
    z.transform((values: PartnerService[]) => [...new Set(values)]),
  ),
  agreementAccepted: z.literal(true, {
    error: english(text('You must accept the partnership agreement')),
  }),
  companyWebsite: honeypotField,
});
export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>;
export type PartnerApplication = z.output<typeof partnerApplicationSchema>;

export const partnerApplicationReceiptSchema = z.object({
  id: z.string(),
  message: z.string(),
});
export type PartnerApplicationReceipt = z.infer<typeof partnerApplicationReceiptSchema>;

export const PARTNER_APPLICATION_RECEIVED_MESSAGE = english(
  text(
    'Thank you. We have received your application and will review it within 3-5 business days. We have e-mailed you a confirmation with a link to upload your license documents.',
  ),
);
export const PARTNER_EMAIL_TAKEN_MESSAGE = english(
  text(
    'A partner application with this email address already exists. If you applied before, please use the link in our confirmation e-mail, or contact us.',
  ),
);

/** Requirements §3 "Partner (own profile)", plus the e-mail address it signs in with. */
export const partnerProfileSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  locale: accountLocaleField,
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

export const partnerAuthResponseSchema = z.object({
  token: z.string(),
  partner: partnerProfileSchema,
  mfaSetupRequired: mfaSetupRequiredField,
});
export type PartnerAuthResponse = z.infer<typeof partnerAuthResponseSchema>;

export const partnerMeResponseSchema = z.object({
  partner: partnerProfileSchema,
  mfaSetupRequired: mfaSetupRequiredField,
});
export type PartnerMeResponse = z.infer<typeof partnerMeResponseSchema>;

/** Why a known partner may not sign in yet (403 PARTNER_NOT_ACTIVE, with these words). */
export const PARTNER_PENDING_MESSAGE = english(
  text(
    'Your partnership application is still being reviewed. We will e-mail you a link to set your password once it is approved.',
  ),
);
export const PARTNER_REJECTED_MESSAGE = english(
  text(
    'Your partnership application was not approved, so this address cannot sign in. Please contact us if you have questions.',
  ),
);
export const PARTNER_INACTIVE_MESSAGE = english(
  text(
    'This partner account has been deactivated. Please contact us if you think this is a mistake.',
  ),
);
export const PARTNER_PASSWORD_NOT_SET_MESSAGE = english(
  text(
    'Your application is approved, but no password has been set yet. Please use the link in our approval e-mail, or ask us for a new one.',
  ),
);

/** The Verification tab's view of an application, read with the link from the confirmation. */
export const verificationDocumentSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  uploadedAt: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

export const applicationStatusSchema = z.object({
  companyName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  status: z.enum(partnerApplicationStatuses),
  submittedAt: z.string(),
  reviewedAt: z.nullable(z.string()),
  /** True while documents may still be added (until the application is reviewed). */
  acceptsDocuments: z.boolean(),
  documents: z.array(verificationDocumentSchema),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export {
  APPLICATION_ALREADY_REVIEWED_MESSAGE,
  VERIFICATION_LINK_INVALID_MESSAGE,
} from './public-form-texts';

/** A file name whose extension is in `allowed` (the type check the server repeats on the bytes). */
export function documentFileName(allowed: Parameters<typeof fileTypeNotAllowedMessage>[0]) {
  return z.string({ error: english(text('Please choose a file.')) }).check(
    z.trim(),
    z.minLength(1, english(text('Please choose a file.'))),
    z.maxLength(
      FILE_NAME_MAX_LENGTH,
      english(
        text('The file name must be {max} characters or fewer. Please rename the file.', {
          max: FILE_NAME_MAX_LENGTH,
        }),
      ),
    ),
    z.refine((name) => isAllowedExtension(name, allowed), {
      message: fileTypeNotAllowedMessage(allowed),
    }),
  );
}

/** Bytes the browser says the file has, so an oversized file is refused before it is sent. */
export const declaredFileSize = z.optional(z.number().check(z.int(), z.nonnegative()));

/** Step 1 of an upload: ask for a signed address to PUT the bytes to. */
export const verificationUploadRequestSchema = z.object({
  fileName: documentFileName(verificationDocumentExtensions),
  documentType: z.enum(optionValues(verificationDocumentTypes), {
    error: english(text('Please choose what kind of document this is.')),
  }),
  fileSize: declaredFileSize,
});
export type VerificationUploadRequest = z.output<typeof verificationUploadRequestSchema>;

/** The answer of step 1 of every upload (requirements §7: uploadURL). */
export const uploadTicketSchema = z.object({
  /** PUT the raw bytes here, with exactly this Content-Type, before expiresAt. */
  uploadURL: z.string(),
  contentType: z.string(),
  expiresAt: z.string(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** Step 3: register the uploaded file; fileUrl is the upload address without its query. */
export const verificationDocumentRequestSchema = z.object({
  fileName: documentFileName(verificationDocumentExtensions),
  documentType: z.enum(optionValues(verificationDocumentTypes), {
    error: english(text('Please choose what kind of document this is.')),
  }),
  fileUrl: z
    .string({ error: english(text('The upload address is missing.')) })
    .check(z.minLength(1, english(text('The upload address is missing.'))), z.maxLength(2000)),
});
export type VerificationDocumentRequest = z.output<typeof verificationDocumentRequestSchema>;

/** The set-password screen's check of its link. */
export const setPasswordLinkSchema = z.object({
  valid: z.boolean(),
  email: z.optional(z.string()),
  companyName: z.optional(z.string()),
  message: z.string(),
});
export type SetPasswordLink = z.infer<typeof setPasswordLinkSchema>;

export const setPasswordRequestSchema = z.object({
  token: z
    .string({ error: english(text('The link is missing its code.')) })
    .check(z.minLength(1, english(text('The link is missing its code.')))),
  password: passwordField,
});
export type SetPasswordRequest = z.output<typeof setPasswordRequestSchema>;

export const SET_PASSWORD_LINK_INVALID_MESSAGE = english(
  text(
    'This link is invalid, has already been used or has expired (links work for 72 hours). Please ask us for a new one.',
  ),
);
export const PASSWORD_SET_MESSAGE = english(
  text('Your password is set. You can now sign in to the partner portal.'),
);
