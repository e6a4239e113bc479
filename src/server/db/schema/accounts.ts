import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, localeColumn, primaryId, timestamps } from './columns';
import { staffRoles } from '../../../shared/domain-values';

/** Who signs in: a client (`user_accounts`), a partner (`partners`) or staff (`users`). */
export const principalKinds = ['client', 'partner', 'staff'] as const;
export type PrincipalKind = (typeof principalKinds)[number];

export const authTokenPurposes = [
  'password_reset',
  'partner_invite',
  /** The applicant's link to the Verification tab (not single use; ends with the review). */
  'partner_verification',
  'email_change',
  'signup_invite',
  /**
   * Staff invite the person behind an intake request to create an account; the token's
   * principalId is the intake submission's id (principalKind 'client': a client to be).
   */
  'intake_invite',
] as const;
export type AuthTokenPurpose = (typeof authTokenPurposes)[number];

/** Client accounts (people with a case). E-mail is unique regardless of case. */
export const userAccounts = pgTable(
  'user_accounts',
  {
    id: primaryId(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    // Spec fields kept for completeness. Reset and verification tokens live hashed in
    // auth_tokens; if these are ever used they must hold only a hash, never the token.
    verificationToken: text('verification_token'),
    resetToken: text('reset_token'),
    resetTokenExpires: timestamp('reset_token_expires', { withTimezone: true }),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    /** Admins deactivate an account instead of deleting it (deletion removes its cases). */
    isActive: boolean('is_active').notNull().default(true),
    locale: localeColumn(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('user_accounts_email_lower_idx').on(sql`lower(${table.email})`)],
);

/** Staff identity (editors and admins). passwordHash is empty until an invite is accepted. */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: staffRoles }).notNull().default('editor'),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    locale: localeColumn(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

/**
 * What a session holds. `stage: 'enrolment'`: signed in with the password only, by someone whose
 * role must use two-step sign-in and who has not set it up (decision 020).
 */
export interface SessionData {
  kind: PrincipalKind;
  id: string;
  stage?: 'enrolment';
}

/** Bearer sessions of every principal. sid is the SHA-256 of the opaque token. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<SessionData>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    /** What the account's session list calls it: never the token or its hash. */
    id: uuid('id')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    createdAt: createdAt(),
    /** Written at most once a minute (decision 021), so it is approximate by that much. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at the last recorded use, capped; null until the first use. */
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_expire_idx').on(table.expire)],
);

/** Sign-in attempts, read by the per-account and per-IP lockout. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: primaryId(),
    principalKind: text('principal_kind', { enum: principalKinds }).notNull(),
    /** Lower-cased by the caller. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_attempts_account_idx').on(table.principalKind, table.email, table.createdAt),
    index('login_attempts_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** Single-use tokens (reset, invites, e-mail change). Only the SHA-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: authTokenPurposes }).notNull(),
    principalKind: text('principal_kind', { enum: principalKinds }).notNull(),
    principalId: uuid('principal_id').notNull(),
    /** Purpose-specific data, e.g. the new address of an email_change. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('auth_tokens_principal_idx').on(table.principalKind, table.principalId)],
);

export type UserAccount = typeof userAccounts.$inferSelect;
export type NewUserAccount = typeof userAccounts.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type LoginAttempt = typeof loginAttempts.$inferSelect;
export type NewLoginAttempt = typeof loginAttempts.$inferInsert;
export type AuthToken = typeof authTokens.$inferSelect;
export type NewAuthToken = typeof authTokens.$inferInsert;
