import { and, eq, sql } from 'drizzle-orm';
import type {
  ClientAuthResponse,
  ClientUser,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ValidateResetTokenResponse,
} from '@shared/contracts/auth';
import { INVALID_CREDENTIALS_MESSAGE } from '@shared/contracts/auth';
import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import type { SiteConfig } from '@shared/site-config';
import type { Database, Executor } from '../../db/client';
import { authTokens, userAccounts } from '../../db/schema';
import { checkPasswordWithinLimit, recordLoginSuccess } from '../../platform/auth/login-throttle';
import { assertStrongPassword, hashPassword } from '../../platform/auth/passwords';
import { createSession, deleteSession, deleteSessionsOf } from '../../platform/auth/sessions';
import {
  cancelOutstandingTokens,
  claimToken,
  issueToken,
  usableToken,
  type TokenKind,
} from '../../platform/auth/single-use-tokens';
import { AppError } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { letterLanguage } from '../../platform/mail-letter';
import type { Locale } from '@shared/i18n/locales';
import { passwordChangedLetter, passwordResetLetter, welcomeLetter } from './emails';
import { isUniqueViolation } from '../../db/errors';
import { linkIntakeRequestsToNewAccount } from '../admin-inbox/intake-links';
import { finishPasswordStep } from '../two-step/password-step';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

export interface AuthDeps {
  db: Database;
  /** Base of links in e-mails, without a trailing slash. */
  publicUrl: string;
  site: SiteConfig;
}

export const EMAIL_TAKEN_MESSAGE = english(
  text(
    'An account with this email address already exists. Please sign in, or use Forgot password if you do not remember it.',
  ),
);
export const RESET_TOKEN_VALID_MESSAGE = english(text('This link is valid.'));
export const RESET_TOKEN_INVALID_MESSAGE = english(
  text('This password reset link is invalid or has expired. Please ask for a new one.'),
);
export const PASSWORD_CHANGED_MESSAGE = english(
  text('Your password has been changed. You can now sign in with your new password.'),
);

/** design.md: reset links work for 1 hour. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
const invalidResetToken = () =>
  new AppError(400, 'INVALID_RESET_TOKEN', RESET_TOKEN_INVALID_MESSAGE);

/** The columns of the signed-in user's view (clientUserSchema). */
export const clientUserColumns = {
  id: userAccounts.id,
  email: userAccounts.email,
  firstName: userAccounts.firstName,
  lastName: userAccounts.lastName,
  phone: userAccounts.phone,
  hasCompletedOnboarding: userAccounts.hasCompletedOnboarding,
  locale: userAccounts.locale,
};

/** What a letter to a client needs: where it goes, how it greets, and in which language. */
const letterRecipientColumns = {
  id: userAccounts.id,
  email: userAccounts.email,
  firstName: userAccounts.firstName,
  locale: userAccounts.locale,
};

const sameEmail = (email: string) => sql`lower(${userAccounts.email}) = ${email.toLowerCase()}`;

/**
 * Creates a client account, signs it in and queues the welcome e-mail, all in one transaction.
 * The account is linked to the intake request it was invited from (`inviteToken`), if any.
 */
export async function registerClient(
  deps: AuthDeps,
  input: RegisterRequest,
  locale: Locale,
): Promise<ClientAuthResponse> {
  assertStrongPassword('password', input.password, [input.email, input.firstName, input.lastName]);
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: userAccounts.id })
        .from(userAccounts)
        .where(sameEmail(input.email));
      if (existing) throw emailTaken();
      const [user] = await tx
        .insert(userAccounts)
        .values({
          email: input.email.toLowerCase(),
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          passwordHash,
          locale,
        })
        .returning(clientUserColumns);
      await linkIntakeRequestsToNewAccount(tx, user!, input.inviteToken, new Date());
      const token = await createSession(tx, { kind: 'client', id: user!.id });
      await enqueueMail(tx, welcomeLetter(user!, deps.site, deps.publicUrl));
      return { token, user: user! };
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Signs a client in. The attempt is counted before the password is checked, so a locked account
 * stays locked even for the right password; unknown addresses cost as much time as wrong ones.
 * An account with two-step sign-in gets an mfaToken for the second step instead of a session.
 */
export async function loginClient(
  deps: AuthDeps,
  input: LoginRequest,
  ip: string,
): Promise<ClientAuthResponse | MfaRequiredResponse> {
  const key = { kind: 'client' as const, email: input.email.toLowerCase(), ip };
  const [account] = await deps.db
    .select({
      ...clientUserColumns,
      passwordHash: userAccounts.passwordHash,
      isActive: userAccounts.isActive,
    })
    .from(userAccounts)
    .where(sameEmail(key.email));
  const check = await checkPasswordWithinLimit(deps.db, key, account?.passwordHash, input.password);
  if (!account || !check.matches || !account.isActive) throw invalidCredentials();
  const { passwordHash: _hash, isActive: _active, ...user } = account;
  const step = await finishPasswordStep(deps.db, check.attempt, user.id, { mustEnrol: false });
  return 'mfaRequired' in step ? step : { ...step, user };
}

export async function currentClient(db: Executor, id: string): Promise<ClientUser> {
  const [user] = await db
    .select(clientUserColumns)
    .from(userAccounts)
    .where(eq(userAccounts.id, id));
  // The guard saw the account a moment ago; if it is gone now, the caller is not signed in.
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', text('Please sign in to continue.'));
  return user;
}

export function logoutClient(db: Executor, token: string): Promise<void> {
  return deleteSession(db, token);
}

const RESET_LINK: TokenKind = { purpose: 'password_reset', principalKind: 'client' };

/**
 * Starts a password reset for an active account with that address, if there is one:
 * earlier unused links stop working, and the new link is e-mailed in the same transaction.
 * Returns the token (for development mode only) or undefined when no account matched.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  email: string,
  now = new Date(),
): Promise<string | undefined> {
  const [account] = await deps.db
    .select(letterRecipientColumns)
    .from(userAccounts)
    .where(and(sameEmail(email), eq(userAccounts.isActive, true)));
  if (!account) return undefined;

  return deps.db.transaction(async (tx) => {
    const { token } = await issueToken(tx, RESET_LINK, {
      principalId: account.id,
      lifetimeMs: RESET_TOKEN_LIFETIME_MS,
      now,
      replaceOutstanding: true,
    });
    const resetPath = `/reset-password?token=${encodeURIComponent(token)}`;
    const resetUrl = letterLanguage(account.locale).link(deps.publicUrl, resetPath);
    await enqueueMail(tx, passwordResetLetter(account, deps.site, resetUrl));
    return token;
  });
}

/** The active account a usable (unused, unexpired) reset token belongs to. */
async function accountOfResetToken(db: Executor, token: string) {
  const [row] = await db
    .select({
      id: userAccounts.id,
      email: userAccounts.email,
      firstName: userAccounts.firstName,
      lastName: userAccounts.lastName,
    })
    .from(authTokens)
    .innerJoin(userAccounts, eq(userAccounts.id, authTokens.principalId))
    .where(and(usableToken(RESET_LINK, token), eq(userAccounts.isActive, true)));
  return row;
}

export async function validateResetToken(
  db: Executor,
  token: string,
): Promise<ValidateResetTokenResponse> {
  const account = await accountOfResetToken(db, token);
  if (!account) return { valid: false, message: RESET_TOKEN_INVALID_MESSAGE };
  return {
    valid: true,
    email: account.email,
    firstName: account.firstName,
    message: RESET_TOKEN_VALID_MESSAGE,
  };
}

/**
 * Sets a new password with a reset token. The token is claimed with a conditional UPDATE, so
 * of two requests racing with one token exactly one wins. Every session of the account ends,
 * a lockout on the address ends, and the owner is told by e-mail.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: ResetPasswordRequest,
  ip: string,
): Promise<void> {
  // Cheap check first, so an invalid token costs no password hashing.
  const holder = await accountOfResetToken(deps.db, input.token);
  if (!holder) throw invalidResetToken();
  assertStrongPassword('newPassword', input.newPassword, [
    holder.email,
    holder.firstName,
    holder.lastName,
  ]);
  const passwordHash = await hashPassword(input.newPassword);

  await deps.db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await claimToken(tx, RESET_LINK, input.token, now);
    if (!claimed) throw invalidResetToken();

    const [account] = await tx
      .update(userAccounts)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(userAccounts.id, claimed.principalId), eq(userAccounts.isActive, true)))
      .returning(letterRecipientColumns);
    if (!account) throw invalidResetToken();

    // Any other link that is still out stops working too.
    await cancelOutstandingTokens(tx, RESET_LINK, account.id, now);
    await deleteSessionsOf(tx, { kind: 'client', id: account.id });
    await recordLoginSuccess(tx, { kind: 'client', email: account.email.toLowerCase(), ip });
    await enqueueMail(tx, passwordChangedLetter(account, deps.site));
  });
}
