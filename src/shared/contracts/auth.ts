import { z } from 'zod/mini';
import { staffRoles } from '../domain-values';
import { accountLocaleField } from './account-language';
import { emailField, firstNameField, lastNameField, optionalPhoneField } from './fields';

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './password-length';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

export { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from './password-length';

export const passwordField = z
  .string({ error: english(text('Password is required.')) })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
    z.maxLength(
      PASSWORD_MAX_LENGTH,
      english(text('Password must be {max} characters or fewer.', { max: PASSWORD_MAX_LENGTH })),
    ),
  );

/** Sign-in takes any non-empty password: the length rule is for choosing one. */
const enteredPassword = z
  .string({ error: english(text('Password is required.')) })
  .check(
    z.minLength(1, english(text('Password is required.'))),
    z.maxLength(
      PASSWORD_MAX_LENGTH,
      english(text('Password must be {max} characters or fewer.', { max: PASSWORD_MAX_LENGTH })),
    ),
  );

export { INVALID_CREDENTIALS_MESSAGE, LOGIN_LOCKED_MESSAGE } from './sign-in-messages';

export const loginRequestSchema = z.object({
  email: emailField,
  password: enteredPassword,
});
export type LoginRequest = z.output<typeof loginRequestSchema>;

/** Requirements §3 "Registration" (the confirmation field stays on the form). */
export const registerRequestSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: optionalPhoneField,
  password: passwordField,
  /** From an invitation link staff sent about an intake request: links the request. */
  inviteToken: z.optional(z.string().check(z.maxLength(200))),
});
export type RegisterRequestInput = z.input<typeof registerRequestSchema>;
export type RegisterRequest = z.output<typeof registerRequestSchema>;

/** Requirements §3 "Signed-in user". */
export const clientUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.nullable(z.string()),
  hasCompletedOnboarding: z.boolean(),
  locale: accountLocaleField,
});
export type ClientUser = z.infer<typeof clientUserSchema>;

export const clientAuthResponseSchema = z.object({
  token: z.string(),
  user: clientUserSchema,
});
export type ClientAuthResponse = z.infer<typeof clientAuthResponseSchema>;

export const clientMeResponseSchema = z.object({ user: clientUserSchema });
export type ClientMeResponse = z.infer<typeof clientMeResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestSchema>;

export const forgotPasswordResponseSchema = z.object({
  message: z.string(),
  /** Only when the server runs with NODE_ENV=development. */
  resetToken: z.optional(z.string()),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const FORGOT_PASSWORD_MESSAGE = english(
  text(
    'If an account uses that address, we have e-mailed it a link to choose a new password. The link works for 1 hour.',
  ),
);

export const validateResetTokenResponseSchema = z.object({
  valid: z.boolean(),
  email: z.optional(z.string()),
  firstName: z.optional(z.string()),
  message: z.string(),
});
export type ValidateResetTokenResponse = z.infer<typeof validateResetTokenResponseSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: english(text('The reset token is missing.')) })
    .check(z.minLength(1, english(text('The reset token is missing.')))),
  newPassword: passwordField,
});
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(staffRoles),
  locale: accountLocaleField,
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/**
 * Set when the role must use two-step sign-in and the person has not set it up: the session
 * reaches only their profile, sign-out and the enrolment calls (403 MFA_SETUP_REQUIRED
 * elsewhere) until they confirm an authenticator app or register a passkey.
 */
export const mfaSetupRequiredField = z.optional(z.boolean());

export const staffAuthResponseSchema = z.object({
  token: z.string(),
  user: staffUserSchema,
  mfaSetupRequired: mfaSetupRequiredField,
});
export type StaffAuthResponse = z.infer<typeof staffAuthResponseSchema>;

export const staffMeResponseSchema = z.object({
  user: staffUserSchema,
  mfaSetupRequired: mfaSetupRequiredField,
});
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;
