import { eq, sql } from 'drizzle-orm';
import type { LoginRequest, StaffAuthResponse, StaffUser } from '@shared/contracts/auth';
import { INVALID_CREDENTIALS_MESSAGE } from '@shared/contracts/auth';
import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import type { StaffRole } from '@shared/domain-values';
import type { MfaRole } from '../../config';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { checkPasswordWithinLimit } from '../../platform/auth/login-throttle';
import { hashPassword } from '../../platform/auth/passwords';
import { deleteSession, deleteSessionsOf } from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';
import { isUniqueViolation } from '../../db/errors';
import { twoStepRequired } from '../two-step/accounts';
import { finishPasswordStep } from '../two-step/password-step';
import { text } from '@shared/i18n/text';

const staffUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  locale: users.locale,
};

const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/**
 * Signs a staff member in, with the same lockout as clients. Members without a password
 * (invite not accepted) or deactivated ones are refused like a wrong password. A member whose
 * role must use two-step sign-in and who has not set it up gets a limited session.
 */
export async function loginStaff(
  db: Database,
  input: LoginRequest,
  ip: string,
  requiredRoles: readonly MfaRole[],
): Promise<StaffAuthResponse | MfaRequiredResponse> {
  const key = { kind: 'staff' as const, email: input.email.toLowerCase(), ip };
  const [member] = await db
    .select({ ...staffUserColumns, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(sameEmail(key.email));
  const check = await checkPasswordWithinLimit(db, key, member?.passwordHash, input.password);
  if (!member || !check.matches || !member.isActive) {
    throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  const { passwordHash: _hash, isActive: _active, ...user } = member;
  const mustEnrol = twoStepRequired(requiredRoles, user.role);
  const step = await finishPasswordStep(db, check.attempt, user.id, { mustEnrol });
  return 'mfaRequired' in step ? step : { ...step, user };
}

export async function currentStaff(db: Executor, id: string): Promise<StaffUser> {
  const [user] = await db.select(staffUserColumns).from(users).where(eq(users.id, id));
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', text('Please sign in to continue.'));
  return user;
}

export function logoutStaff(db: Executor, token: string): Promise<void> {
  return deleteSession(db, token);
}

export interface StaffMemberInput {
  email: string;
  password: string;
  role: StaffRole;
  firstName: string;
  lastName: string;
}

/**
 * Creates a staff member, or updates the one with that address (any letter case): new
 * password, role and name, active again, and signed out everywhere. Returns the id.
 */
export async function upsertStaffMember(db: Database, input: StaffMemberInput): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim().toLowerCase();
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    passwordHash,
    isActive: true,
  };
  const attempt = () =>
    db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(sameEmail(email));
      if (existing) {
        await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, existing.id));
        await deleteSessionsOf(tx, { kind: 'staff', id: existing.id });
        return existing.id;
      }
      const [created] = await tx
        .insert(users)
        .values({ ...values, email })
        .returning({ id: users.id });
      return created!.id;
    });
  try {
    return await attempt();
  } catch (error) {
    // Created by someone else between our look-up and insert: update that one instead.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}
