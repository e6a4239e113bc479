import { and, eq } from 'drizzle-orm';
import {
  STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE,
  STAFF_SET_PASSWORD_LINK_VALID_MESSAGE,
  type StaffSetPasswordLink,
  type StaffSetPasswordRequest,
} from '@shared/contracts/admin-people';
import type { Database, Executor } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { recordLoginAttempt } from '../../platform/auth/login-throttle';
import { hashPassword } from '../../platform/auth/passwords';
import { deleteSessionsOf } from '../../platform/auth/sessions';
import {
  cancelOutstandingTokens,
  claimToken,
  usableToken,
} from '../../platform/auth/single-use-tokens';
import { AppError } from '../../platform/errors';
import { STAFF_INVITE } from './staff-invite';

/*
 * A staff member chooses their password with the link of the invite e-mail. The same steps
 * as the partner's (modules/partners/partner-auth.ts), on the users table.
 */

const invalidLink = () =>
  new AppError(400, 'SET_PASSWORD_LINK_INVALID', STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE);

/** The active member a usable invite token belongs to. */
async function memberOfInvite(db: Executor, token: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.principalId))
    .where(and(usableToken(STAFF_INVITE, token), eq(users.isActive, true)));
  return row;
}

export async function checkStaffSetPasswordLink(
  db: Executor,
  token: string,
): Promise<StaffSetPasswordLink> {
  const member = await memberOfInvite(db, token);
  if (!member) return { valid: false, message: STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE };
  return {
    valid: true,
    email: member.email,
    firstName: member.firstName,
    message: STAFF_SET_PASSWORD_LINK_VALID_MESSAGE,
  };
}

/**
 * Sets the member's password with an invite token, claimed with a conditional UPDATE so of two
 * requests racing with one token exactly one wins. The member is signed out everywhere, other
 * links still out stop working and a sign-in lockout ends.
 */
export async function setStaffPassword(
  db: Database,
  input: StaffSetPasswordRequest,
  ip: string,
): Promise<void> {
  // Cheap check first, so an invalid token costs no password hashing.
  if (!(await memberOfInvite(db, input.token))) throw invalidLink();
  const passwordHash = await hashPassword(input.password);

  await db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await claimToken(tx, STAFF_INVITE, input.token, now);
    if (!claimed) throw invalidLink();
    const [before] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, claimed.principalId));
    const [member] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, claimed.principalId), eq(users.isActive, true)))
      .returning({ id: users.id, email: users.email });
    // Throwing rolls the claim back too: the link works again if the member is reactivated.
    if (!member) throw invalidLink();

    await cancelOutstandingTokens(tx, STAFF_INVITE, member.id, now);
    await deleteSessionsOf(tx, { kind: 'staff', id: member.id });
    await recordLoginAttempt(tx, { kind: 'staff', email: member.email.toLowerCase(), ip }, true);
    await recordAudit(tx, {
      actorKind: 'staff',
      actorId: member.id,
      action: 'staff.password_set',
      entityType: 'staff',
      entityId: member.id,
      // Whether a password existed, never the hash.
      before: { hasPassword: Boolean(before?.passwordHash) },
      after: { hasPassword: true },
    });
  });
}
