import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ALREADY_REGISTERED_MESSAGE,
  INTAKE_INVITE_LIFETIME_DAYS,
  INVITATION_INVALID_MESSAGE,
  SUBMISSION_NOT_FOUND_MESSAGE,
  type Invitation,
  type IntakeItem,
} from '@shared/contracts/admin-inbox';
import type { Executor } from '../../db/client';
import { authTokens, intakeSubmissions, userAccounts } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { issueToken, usableToken } from '../../platform/auth/single-use-tokens';
import { AppError, notFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { letterLanguage } from '../../platform/mail-letter';
import type { Locale } from '@shared/i18n/locales';
import { isRowId } from '../../platform/row-id';
import type { ConsoleDeps } from '../admin-deps';
import { intakeInviteLetter } from './emails';
import { INTAKE_INVITE } from './intake-links';
import { getIntakeRequest } from './intake-requests';

const DAY_MS = 24 * 60 * 60 * 1000;

const alreadyRegistered = () => new AppError(409, 'ALREADY_REGISTERED', ALREADY_REGISTERED_MESSAGE);

/**
 * The sign-up page with the invitation, so the form is pre-filled and the request linked: in
 * the language the request was written in.
 */
export const invitationUrl = (publicUrl: string, token: string, locale: Locale) =>
  letterLanguage(locale).link(publicUrl, `/auth?tab=register&invite=${encodeURIComponent(token)}`);

async function hasClientAccount(tx: Executor, email: string): Promise<boolean> {
  const found = await tx
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(sql`lower(${userAccounts.email}) = ${email.toLowerCase()}`);
  return found.length > 0;
}

/**
 * E-mails the author of an intake request a link to create an account, valid for
 * INTAKE_INVITE_LIFETIME_DAYS; any earlier link stops working. A new request moves to
 * "in progress". Refused with 409, changing nothing, when the person already has an account.
 * Wake the mail worker after it returns.
 */
export async function inviteIntakeAuthor(
  deps: ConsoleDeps,
  adminId: string,
  id: string,
): Promise<IntakeItem> {
  if (!isRowId(id)) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        email: intakeSubmissions.email,
        firstName: intakeSubmissions.firstName,
        locale: intakeSubmissions.locale,
        status: intakeSubmissions.status,
        invitedAt: intakeSubmissions.invitedAt,
        clientId: intakeSubmissions.clientId,
      })
      .from(intakeSubmissions)
      .where(eq(intakeSubmissions.id, id))
      .for('update');
    if (!before) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
    if (before.clientId !== null || (await hasClientAccount(tx, before.email))) {
      throw alreadyRegistered();
    }

    const { token, expiresAt } = await issueToken(tx, INTAKE_INVITE, {
      principalId: id,
      lifetimeMs: INTAKE_INVITE_LIFETIME_DAYS * DAY_MS,
      now,
      replaceOutstanding: true,
    });
    const after = {
      status: before.status === 'new' ? ('in_progress' as const) : before.status,
      invitedAt: now,
    };
    await tx
      .update(intakeSubmissions)
      .set({ ...after, updatedAt: now })
      .where(eq(intakeSubmissions.id, id));
    await recordAudit(tx, {
      actorKind: 'staff',
      actorId: adminId,
      action: 'intake_submission.invited',
      entityType: 'intake_submission',
      entityId: id,
      before: { status: before.status, invitedAt: before.invitedAt },
      // Never the token itself: the log must not hold a usable link.
      after: { ...after, email: before.email, expiresAt },
    });
    await enqueueMail(
      tx,
      intakeInviteLetter(before, deps.site, invitationUrl(deps.publicUrl, token, before.locale)),
    );
  });
  return getIntakeRequest(deps.db, id);
}

/** Who an invitation link is for, to pre-fill the sign-up form; 404 once it no longer works. */
export async function findInvitation(db: Executor, token: string): Promise<Invitation> {
  const [invitation] = await db
    .select({
      firstName: intakeSubmissions.firstName,
      lastName: intakeSubmissions.lastName,
      email: intakeSubmissions.email,
    })
    .from(authTokens)
    .innerJoin(intakeSubmissions, eq(intakeSubmissions.id, authTokens.principalId))
    .where(and(usableToken(INTAKE_INVITE, token), isNull(intakeSubmissions.clientId)));
  if (!invitation) throw notFound(INVITATION_INVALID_MESSAGE);
  return invitation;
}
