import { and, eq } from 'drizzle-orm';
import {
  STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE,
  STAFF_SET_PASSWORD_LINK_VALID_MESSAGE,
  type StaffSetPasswordLink,
  type StaffSetPasswordRequest,
} from '@shared/contracts/admin-people';
import type { Database, Executor } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import {
  setPasswordFromLink,
  type PasswordLinkHolder,
} from '../../platform/auth/set-password-from-link';
import { usableToken } from '../../platform/auth/single-use-tokens';
import { AppError } from '../../platform/errors';
import { STAFF_INVITE } from './staff-invite';

/*
 * A staff member chooses their password with the link of the invite e-mail
 * (platform/auth/set-password-from-link.ts does the steps shared with partners).
 */

const invalidLink = () =>
  new AppError(400, 'SET_PASSWORD_LINK_INVALID', STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE);

/** The active member a usable invite token belongs to. */
async function memberOfInvite(db: Executor, token: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
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

/** An active staff member chooses a password with the invite e-mail's link. */
const staffPasswordHolder: PasswordLinkHolder = {
  kind: 'staff',
  token: STAFF_INVITE,
  invalidLink,
  async usableLinkHolder(db, token) {
    const member = await memberOfInvite(db, token);
    return member && [member.email, member.firstName, member.lastName];
  },
  async storePassword(tx, memberId, passwordHash, now) {
    const [before] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, memberId));
    const [member] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, memberId), eq(users.isActive, true)))
      .returning({ email: users.email });
    return member && { email: member.email, hadPassword: Boolean(before?.passwordHash) };
  },
};

export function setStaffPassword(
  db: Database,
  input: StaffSetPasswordRequest,
  ip: string,
): Promise<void> {
  return setPasswordFromLink(db, staffPasswordHolder, input, ip);
}
