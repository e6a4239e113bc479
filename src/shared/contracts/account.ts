import { z } from 'zod/mini';
import { passwordField } from './auth';
import { caseMessageSchema, documentRequestSchema } from './case-collaboration';
import { caseDocumentSchema, caseUpdateSchema, clientCaseSchema } from './cases';
import { emailField } from './fields';
import { english } from '../i18n/translate-issue';
import { type TextDescriptor, text } from '../i18n/text';

/** The client's own privacy settings (dashboard settings): export, password, e-mail, deletion. */

/** Re-entering the password to prove it is you: any non-empty text (the length rule is for new ones). */
const currentPassword = (required: TextDescriptor, tooLong: TextDescriptor) =>
  z
    .string({ error: english(required) })
    .check(z.minLength(1, english(required)), z.maxLength(200, english(tooLong)));

export const changePasswordRequestSchema = z.object({
  currentPassword: currentPassword(
    text('Current password is required.'),
    text('Current password must be 200 characters or fewer.'),
  ),
  newPassword: passwordField,
});
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

export const changeEmailRequestSchema = z.object({
  newEmail: emailField,
  password: currentPassword(
    text('Password is required.'),
    text('Password must be 200 characters or fewer.'),
  ),
});
export type ChangeEmailRequestInput = z.input<typeof changeEmailRequestSchema>;
export type ChangeEmailRequest = z.output<typeof changeEmailRequestSchema>;

export const confirmEmailRequestSchema = z.object({
  token: z
    .string({ error: english(text('The confirmation link is incomplete.')) })
    .check(
      z.minLength(1, english(text('The confirmation link is incomplete.'))),
      z.maxLength(200, english(text('The confirmation link is not valid.'))),
    ),
});
export type ConfirmEmailRequest = z.output<typeof confirmEmailRequestSchema>;

/** What the person types to show they mean it. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const DELETE_CONFIRMATION_MESSAGE = english(
  text('Please type DELETE in capital letters to confirm.'),
);

export const deleteAccountRequestSchema = z.object({
  password: currentPassword(
    text('Password is required.'),
    text('Password must be 200 characters or fewer.'),
  ),
  // A string checked for the word (not a literal type), so the form's box can start empty.
  confirmation: z.string({ error: DELETE_CONFIRMATION_MESSAGE }).check(
    z.refine((value) => value === DELETE_CONFIRMATION_WORD, {
      message: DELETE_CONFIRMATION_MESSAGE,
    }),
  ),
});
export type DeleteAccountRequest = z.output<typeof deleteAccountRequestSchema>;

export const WRONG_PASSWORD_MESSAGE = english(
  text('That password is not correct. Please check it and try again. Nothing has been changed.'),
);
export const ACCOUNT_PASSWORD_CHANGED_MESSAGE = english(
  text('Your password has been changed. Other devices that were signed in have been signed out.'),
);
export const SAME_EMAIL_MESSAGE = english(
  text('That is already the e-mail address of your account.'),
);
export const EMAIL_IN_USE_MESSAGE = english(
  text('An account with this email address already exists. Please use a different address.'),
);
export const emailChangeSentMessage = (email: string) =>
  english(
    text(
      'We have sent a link to {email}. Please open that e-mail and click the link within 24 hours to confirm your new address. Until then, keep using your current address to sign in.',
      { email },
    ),
  );
export const EMAIL_CHANGED_MESSAGE = english(
  text('Your e-mail address has been changed. Please sign in again with your new address.'),
);
export const EMAIL_LINK_INVALID_MESSAGE = english(
  text(
    'This confirmation link is invalid, has already been used or has expired. Please sign in and ask for a new one in your account settings.',
  ),
);

/** GET /api/account/export: everything we hold about the client, as a JSON file. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.nullable(z.string()),
    hasCompletedOnboarding: z.boolean(),
    createdAt: z.string(),
  }),
  /** Null when the client never saved any. */
  preferences: z.nullable(
    z.object({
      timeshareStatus: z.string(),
      preferredTopics: z.array(z.string()),
      experienceLevel: z.string(),
      previousCancellationAttempts: z.boolean(),
      helpTypePriority: z.array(z.string()),
      contentFormatPreferences: z.array(z.string()),
      notificationFrequency: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /**
   * The e-mail of new guides sent at the notificationFrequency: when the last one went out and
   * when the next may; null before the digest first looked at the account.
   */
  guideDigest: z.nullable(
    z.object({ lastSentAt: z.nullable(z.string()), nextDigestAt: z.nullable(z.string()) }),
  ),
  onboardingAnswers: z.nullable(
    z.object({ answers: z.record(z.string(), z.unknown()), createdAt: z.string() }),
  ),
  /** The "What can I do?" interview answers kept on the account; null when none are. */
  helpInterview: z.nullable(
    z.object({ answers: z.record(z.string(), z.unknown()), savedAt: z.string() }),
  ),
  /**
   * Each case with the updates and documents the client can see (public ones and their own
   * uploads), its messages, oldest first, and the documents asked of them.
   */
  cases: z.array(
    z.object({
      case: clientCaseSchema,
      updates: z.array(caseUpdateSchema),
      documents: z.array(caseDocumentSchema),
      messages: z.array(caseMessageSchema),
      requests: z.array(documentRequestSchema),
    }),
  ),
  /**
   * The requests for help (the home page's intake form) that became this account: linked by
   * the invitation or the invited address at registration (decision 014).
   */
  intakeRequests: z.array(
    z.object({
      id: z.string(),
      reference: z.nullable(z.string()),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.nullable(z.string()),
      timeshareCompany: z.string(),
      purchaseDate: z.nullable(z.string()),
      signedState: z.nullable(z.string()),
      signedOn: z.nullable(z.string()),
      situation: z.string(),
      consent: z.string(),
      createdAt: z.string(),
    }),
  ),
  resourceInteractions: z.array(
    z.object({
      id: z.string(),
      resourceType: z.string(),
      resourceId: z.string(),
      actionType: z.string(),
      timeSpent: z.nullable(z.number()),
      rating: z.nullable(z.number()),
      feedback: z.nullable(z.string()),
      metadata: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The name of the downloaded file, by the day of the export. */
export const exportFileName = (at: Date) => `tra-my-data-${at.toISOString().slice(0, 10)}.json`;
