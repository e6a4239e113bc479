import { z } from 'zod/mini';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/*
 * Two-step sign-in (issue 17): an authenticator app's codes (TOTP, RFC 6238) and passkeys
 * (WebAuthn), for clients, partners and staff alike. The same calls exist under three prefixes,
 * one per kind of account (`twoStepPrefixes`); sign-in's second step has one call per sign-in.
 */

/** RFC 6238 as every authenticator app reads it: SHA-1, 30-second steps, 6 digits. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many single-use recovery codes an enrolment (or a renewal) hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the token between the password step and the second step lives. */
export const MFA_TOKEN_LIFETIME_MS = 5 * 60 * 1000;
/** Wrong second steps one `mfaToken` survives; the next one ends it. */
export const MFA_TOKEN_ATTEMPT_LIMIT = 5;
/** At most this many passkeys per account, so the list stays something a person can manage. */
export const PASSKEY_LIMIT = 10;

/** Where each kind of account manages its own two-step sign-in (`…/totp/setup` and so on). */
export const twoStepPrefixes = {
  client: '/api/account/mfa',
  partner: '/api/partners/mfa',
  staff: '/api/staff/mfa',
} as const;

export const WRONG_CODE_MESSAGE = english(
  text('That code did not work. Check the 6 digits in your authenticator app and try again.'),
);
export const MFA_TOKEN_EXPIRED_MESSAGE = english(
  text('Your sign-in took too long or had too many wrong codes. Please sign in again.'),
);
export const RECOVERY_CODE_WRONG_MESSAGE = english(
  text('That recovery code did not work. Each code works only once.'),
);
export const MFA_SETUP_REQUIRED_MESSAGE = english(
  text('Your role requires two-step sign-in. Set it up on your Security page to continue.'),
);
export const MFA_REQUIRED_FOR_ROLE_MESSAGE = english(
  text('Your role requires two-step sign-in, so it cannot be turned off.'),
);
export const TOTP_ALREADY_ON_MESSAGE = english(
  text('An authenticator app is already set up. Turn it off first to use another one.'),
);
export const TOTP_NOT_STARTED_MESSAGE = english(
  text('There is no authenticator app waiting to be confirmed. Please start the setup again.'),
);
export const TOTP_NOT_ON_MESSAGE = english(
  text('Two-step sign-in with an authenticator app is not turned on.'),
);
export const PASSKEY_LIMIT_MESSAGE = english(
  text('You already have {limit} passkeys. Remove one you no longer use before adding another.', {
    limit: PASSKEY_LIMIT,
  }),
);
export const PASSKEY_NOT_ADDED_MESSAGE = english(
  text(
    'That passkey could not be added: the request was too old or did not match. Please try again.',
  ),
);
export const PASSKEY_NOT_FOUND_MESSAGE = english(
  text('That passkey was not found. It may have been removed.'),
);
export const NO_PASSKEYS_MESSAGE = english(text('You have no passkeys. Add one first.'));
export const PASSKEY_NOT_CONFIRMED_MESSAGE = english(
  text('That passkey did not work. Please try again.'),
);
export const PASSKEY_WRONG_MESSAGE = english(
  text('That passkey did not work. Try again, or use your authenticator app or a recovery code.'),
);
export const OWN_TWO_STEP_RESET_MESSAGE = english(
  text(
    'You cannot reset your own two-step sign-in. Sign in with one of your recovery codes instead, or ask another administrator.',
  ),
);
export const TWO_STEP_RESET_MESSAGE = english(
  text(
    'Two-step sign-in was reset and they were signed out everywhere. They can now sign in with their password and set it up again.',
  ),
);

export { secondStepPaths, twoStepErrorCodes } from './two-step-codes';

/** `POST`: an administrator resets another staff member's or a partner's two-step sign-in. */
export const adminTwoStepResetPaths = {
  staff: (id: string) => `/api/admin/staff/${id}/reset-two-step`,
  partner: (id: string) => `/api/admin/partners/${id}/reset-two-step`,
} as const;

/** A code as typed: spaces and dashes people copy along are ignored. */
export const totpCodeField = z.pipe(
  z
    .string({ error: english(text('Enter the 6-digit code from your authenticator app.')) })
    .check(z.maxLength(20)),
  z.pipe(
    z.transform((code: string) => code.replace(/[\s-]/g, '')),
    z
      .string()
      .check(
        z.regex(
          new RegExp(`^\\d{${TOTP_DIGITS}}$`),
          english(text('Enter the 6-digit code from your authenticator app.')),
        ),
      ),
  ),
);

/** A recovery code as typed: letter case, spaces and dashes are ignored. */
export const recoveryCodeField = z.pipe(
  z.string({ error: english(text('Enter one of your recovery codes.')) }).check(z.maxLength(40)),
  z.pipe(
    z.transform((code: string) => code.replace(/[\s-]/g, '').toLowerCase()),
    z.string().check(z.minLength(1, english(text('Enter one of your recovery codes.')))),
  ),
);

const mfaTokenField = z
  .string({ error: english(text('Please sign in again.')) })
  .check(z.minLength(1, english(text('Please sign in again.'))), z.maxLength(200));

/** A browser's WebAuthn answer (`@simplewebauthn/browser`), checked by the server's library. */
const webAuthnResponseField = z.record(z.string(), z.unknown());

/** The password step's answer when a second step is needed: no session yet. */
export const mfaRequiredResponseSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  /** What this account can answer with; recovery codes are always offered. */
  methods: z.array(z.enum(['totp', 'passkey', 'recoveryCode'])),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponseSchema>;

/** `POST {secondStepPath}`: exactly one of a code, a recovery code or a passkey answer. */
export const secondStepRequestSchema = z
  .object({
    mfaToken: mfaTokenField,
    code: z.optional(totpCodeField),
    recoveryCode: z.optional(recoveryCodeField),
    passkey: z.optional(webAuthnResponseField),
  })
  .check(
    z.refine(
      (body) =>
        [body.code, body.recoveryCode, body.passkey].filter((answer) => answer !== undefined)
          .length === 1,
      {
        message: english(
          text('Enter the code from your authenticator app, a recovery code or use a passkey.'),
        ),
      },
    ),
  );
export type SecondStepRequest = z.output<typeof secondStepRequestSchema>;

/** `POST {secondStepPath}/passkey-options`: a challenge for the passkeys of this sign-in. */
export const passkeySignInOptionsRequestSchema = z.object({ mfaToken: mfaTokenField });

/** `POST {prefix}/totp/setup`: a new secret, shown as a QR code and as text. */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** `POST {prefix}/totp/confirm`. */
export const codeRequestSchema = z.object({ code: totpCodeField });
export type CodeRequest = z.output<typeof codeRequestSchema>;

/**
 * `POST {prefix}/recovery-codes`: a current code from the app, or a passkey's answer to
 * `POST {prefix}/passkeys/confirm-options` (an account may have passkeys and no app).
 */
export const renewRecoveryCodesRequestSchema = z
  .object({ code: z.optional(totpCodeField), passkey: z.optional(webAuthnResponseField) })
  .check(
    z.refine((body) => (body.code === undefined) !== (body.passkey === undefined), {
      message: english(text('Enter the code from your authenticator app or use a passkey.')),
    }),
  );
export type RenewRecoveryCodesRequest = z.output<typeof renewRecoveryCodesRequestSchema>;

/** Shown once: the server keeps only their hashes. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** `POST {prefix}/totp/disable`: the password and a current code. */
export const disableTotpRequestSchema = z.object({
  password: z
    .string({ error: english(text('Password is required.')) })
    .check(z.minLength(1, english(text('Password is required.'))), z.maxLength(200)),
  code: totpCodeField,
});
export type DisableTotpRequest = z.output<typeof disableTotpRequestSchema>;

export const passkeyNameField = z
  .string({ error: english(text('Give the passkey a name.')) })
  .check(
    z.trim(),
    z.minLength(1, english(text('Give the passkey a name.'))),
    z.maxLength(60, english(text('A passkey name must be 60 characters or fewer.'))),
  );

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** `POST {prefix}/passkeys`: the browser's answer to `POST {prefix}/passkeys/options`. */
export const registerPasskeyRequestSchema = z.object({
  name: passkeyNameField,
  response: webAuthnResponseField,
});
export type RegisterPasskeyRequest = z.output<typeof registerPasskeyRequestSchema>;

/**
 * `POST {prefix}/passkeys` (201): the new passkey. When it is the account's first way to answer
 * a second step (no authenticator app, no other passkey), recovery codes come with it, shown once.
 */
export const registerPasskeyResponseSchema = z.object({
  passkey: passkeySchema,
  recoveryCodes: z.optional(z.array(z.string())),
});
export type RegisterPasskeyResponse = z.infer<typeof registerPasskeyResponseSchema>;

/** WebAuthn options for the browser (`@simplewebauthn/browser`'s `optionsJSON`). */
export const webAuthnOptionsSchema = z.record(z.string(), z.unknown());

export const renamePasskeyRequestSchema = z.object({ name: passkeyNameField });

/** `GET {prefix}`: where the account stands. */
export const twoStepStatusSchema = z.object({
  /** An authenticator app or a passkey is set up, so sign-in asks for a second step. */
  enabled: z.boolean(),
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  passkeys: z.array(passkeySchema),
  /** The account's role must use two-step sign-in (`MFA_REQUIRED_ROLES`). */
  required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;
