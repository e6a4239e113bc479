import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { principalKinds } from './accounts';
import { createdAt, primaryId } from './columns';

/*
 * Two-step sign-in (decision 020). Rows name their owner by kind and id, like sessions and
 * auth_tokens, because clients, partners and staff live in three tables. "Enrolled" means a
 * confirmed authenticator app today; passkeys will get a table of their own beside this one.
 */

/** An authenticator app (TOTP, RFC 6238): at most one per account. */
export const totpFactors = pgTable(
  'totp_factors',
  {
    principalKind: text('principal_kind', { enum: principalKinds }).notNull(),
    principalId: uuid('principal_id').notNull(),
    /** AES-256-GCM under MFA_ENCRYPTION_KEY (platform/auth/secret-box.ts), never the secret. */
    secretEncrypted: text('secret_encrypted').notNull(),
    /** Empty while the setup waits for its first code; only a confirmed factor is asked for. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code of it or an earlier one is refused. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.principalKind, table.principalId] })],
);

/** Single-use codes for a lost phone. Only the SHA-256 of the normalised code is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: primaryId(),
    principalKind: text('principal_kind', { enum: principalKinds }).notNull(),
    principalId: uuid('principal_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_principal_idx').on(table.principalKind, table.principalId)],
);

/** A sign-in whose password was right and whose second step is pending (`mfaToken`). */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    /** SHA-256 of the mfaToken. */
    tokenHash: text('token_hash').primaryKey(),
    principalKind: text('principal_kind', { enum: principalKinds }).notNull(),
    principalId: uuid('principal_id').notNull(),
    /** Lower-cased: the second step counts towards this account's sign-in lockout. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('mfa_challenges_expires_at_idx').on(table.expiresAt)],
);

/** A passkey (WebAuthn credential); an account may have several (PASSKEY_LIMIT). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: primaryId(),
    principalKind: text('principal_kind', { enum: principalKinds }).notNull(),
    principalId: uuid('principal_id').notNull(),
    /** base64url, as the browser names the credential. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: a counter that does not grow is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_principal_idx').on(table.principalKind, table.principalId)],
);

/** `confirm`: a signed-in person shows a passkey again before a sensitive change. */
export const webAuthnPurposes = ['register', 'sign-in', 'confirm'] as const;

/** A WebAuthn challenge handed to the browser: lives 5 minutes and is used once. */
export const webAuthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: primaryId(),
    principalKind: text('principal_kind', { enum: principalKinds }).notNull(),
    principalId: uuid('principal_id').notNull(),
    purpose: text('purpose', { enum: webAuthnPurposes }).notNull(),
    /** base64url, as it comes back in the browser's clientDataJSON. */
    challenge: text('challenge').notNull(),
    /** A sign-in's challenge belongs to its pending second step (mfa_challenges.token_hash). */
    mfaTokenHash: text('mfa_token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('webauthn_challenges_principal_idx').on(table.principalKind, table.principalId),
  ],
);

export type TotpFactor = typeof totpFactors.$inferSelect;
export type RecoveryCode = typeof recoveryCodes.$inferSelect;
export type MfaChallenge = typeof mfaChallenges.$inferSelect;
export type StoredPasskey = typeof passkeys.$inferSelect;
