import { and, eq, ne, sql } from 'drizzle-orm';
import {
  EMAIL_IN_USE_MESSAGE,
  EMAIL_LINK_INVALID_MESSAGE,
  SAME_EMAIL_MESSAGE,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
} from '@shared/contracts/account';
import type { SiteConfig } from '@shared/site-config';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { authTokens, sessions, userAccounts } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { assertStrongPassword, hashPassword } from '../../platform/auth/passwords';
import { deleteSessionsOf } from '../../platform/auth/sessions';
import {
  cancelOutstandingTokens,
  claimToken,
  issueToken,
  type TokenKind,
} from '../../platform/auth/single-use-tokens';
import { hashToken } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { letterLanguage } from '../../platform/mail-letter';
import { passwordChangedLetter } from '../auth/emails';
import { confirmNewEmailLetter, emailChangeRequestedLetter } from './emails';
import { verifyOwnPassword } from './verify-password';

export interface AccountDeps {
  db: Database;
  /** Base of links in e-mails, without a trailing slash. */
  publicUrl: string;
  site: SiteConfig;
}

/** The signed-in client making the request. */
export interface Caller {
  id: string;
  /** The bearer token of this session. */
  token: string;
  ip: string;
}

const EMAIL_CHANGE: TokenKind = { purpose: 'email_change', principalKind: 'client' };
const RESET_LINK: TokenKind = { purpose: 'password_reset', principalKind: 'client' };
/** The confirmation link to a new address works for 24 hours. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

const emailInUse = () => new AppError(409, 'EMAIL_TAKEN', EMAIL_IN_USE_MESSAGE);
const invalidEmailLink = () => new AppError(400, 'EMAIL_LINK_INVALID', EMAIL_LINK_INVALID_MESSAGE);

/** An account other than `exceptId` that uses the address (any letter case). */
async function addressTaken(executor: Executor, email: string, exceptId: string) {
  const [other] = await executor
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(
      and(
        sql`lower(${userAccounts.email}) = ${email.toLowerCase()}`,
        ne(userAccounts.id, exceptId),
      ),
    );
  return other !== undefined;
}

/**
 * New password after re-entering the current one. Every other session ends (this one stays),
 * reset links still out stop working, and the owner is told by e-mail.
 */
export async function changePassword(
  deps: AccountDeps,
  caller: Caller,
  input: ChangePasswordRequest,
): Promise<void> {
  const owner = await verifyOwnPassword(deps.db, caller.id, input.currentPassword, caller.ip);
  assertStrongPassword('newPassword', input.newPassword, [owner.email, owner.firstName]);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(userAccounts)
      .set({ passwordHash, updatedAt: now })
      .where(eq(userAccounts.id, owner.id));
    await tx
      .delete(sessions)
      .where(
        and(
          sql`${sessions.sess}->>'kind' = 'client'`,
          sql`${sessions.sess}->>'id' = ${owner.id}`,
          ne(sessions.sid, hashToken(caller.token)),
        ),
      );
    await cancelOutstandingTokens(tx, RESET_LINK, owner.id, now);
    await recordAudit(tx, {
      actorKind: 'client',
      actorId: owner.id,
      action: 'account.password_changed',
      entityType: 'user_account',
      entityId: owner.id,
      // Never any password data: only that it happened.
      after: { otherSessionsEnded: true },
    });
    await enqueueMail(tx, passwordChangedLetter(owner, deps.site, { keptDevice: true }));
  });
}

/**
 * Starts an e-mail change: a single-use link to the new address (which proves the person can
 * read it) and a heads-up to the current one. Nothing changes until the link is used.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  caller: Caller,
  input: ChangeEmailRequest,
): Promise<void> {
  const owner = await verifyOwnPassword(deps.db, caller.id, input.password, caller.ip);
  const newEmail = input.newEmail.toLowerCase();
  if (newEmail === owner.email.toLowerCase()) {
    throw new AppError(400, 'SAME_EMAIL', SAME_EMAIL_MESSAGE);
  }
  if (await addressTaken(deps.db, newEmail, owner.id)) throw emailInUse();

  await deps.db.transaction(async (tx) => {
    const now = new Date();
    // Only the newest link works, so an older request for another address cannot be used.
    const { token } = await issueToken(tx, EMAIL_CHANGE, {
      principalId: owner.id,
      lifetimeMs: EMAIL_CHANGE_LIFETIME_MS,
      now,
      replaceOutstanding: true,
    });
    // issueToken has no payload parameter yet; the new address goes on the row it just wrote.
    await tx
      .update(authTokens)
      .set({ payload: { email: newEmail } })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const confirmPath = `/confirm-email?token=${encodeURIComponent(token)}`;
    const confirmUrl = letterLanguage(owner.locale).link(deps.publicUrl, confirmPath);
    await enqueueMail(
      tx,
      confirmNewEmailLetter({ ...owner, email: newEmail }, deps.site, confirmUrl),
    );
    await enqueueMail(tx, emailChangeRequestedLetter(owner, deps.site, newEmail));
    await recordAudit(tx, {
      actorKind: 'client',
      actorId: owner.id,
      action: 'account.email_change_requested',
      entityType: 'user_account',
      entityId: owner.id,
    });
  });
}

/**
 * Uses an e-mail change link: the address changes if it is still free, and every session of
 * the account ends (the person signs in again with the new address). A refusal rolls back,
 * so the claim is undone too.
 */
export async function confirmEmailChange(deps: AccountDeps, token: string): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const now = new Date();
      const claimed = await claimToken(tx, EMAIL_CHANGE, token, now);
      if (!claimed) throw invalidEmailLink();
      const [row] = await tx
        .select({ payload: authTokens.payload })
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(token)));
      const newEmail = row?.payload?.email;
      if (typeof newEmail !== 'string' || newEmail === '') throw invalidEmailLink();
      if (await addressTaken(tx, newEmail, claimed.principalId)) throw emailInUse();

      const [changed] = await tx
        .update(userAccounts)
        .set({ email: newEmail, updatedAt: now })
        .where(and(eq(userAccounts.id, claimed.principalId), eq(userAccounts.isActive, true)))
        .returning({ id: userAccounts.id });
      if (!changed) throw invalidEmailLink();

      await deleteSessionsOf(tx, { kind: 'client', id: changed.id });
      await recordAudit(tx, {
        actorKind: 'client',
        actorId: changed.id,
        action: 'account.email_changed',
        entityType: 'user_account',
        entityId: changed.id,
        // The addresses stay out: the audit row outlives a later deletion of the account.
        after: { allSessionsEnded: true },
      });
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
