import { and, asc, eq, sql } from 'drizzle-orm';
import {
  LAST_ADMIN_MESSAGE,
  SELF_DEACTIVATION_MESSAGE,
  STAFF_EMAIL_TAKEN_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE,
  type NewStaffMember,
  type StaffMember,
} from '@shared/contracts/admin-people';
import type { StaffRole } from '@shared/domain-values';
import type { Database, Executor, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users, type User } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import type { ConsoleDeps } from '../admin-deps';
import { activeAfter, recordStatusChange, type StatusChange } from './account-status';
import { sendStaffInvite } from './staff-invite';
import { text } from '@shared/i18n/text';

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  locale: users.locale,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
};

/** The member as the screen and the audit log see them: never the password hash. */
function toStaffMember(
  row: Pick<
    User,
    'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'isActive' | 'locale' | 'createdAt'
  > & {
    hasPassword: boolean;
  },
): StaffMember {
  return { ...row, hasPassword: Boolean(row.hasPassword), createdAt: row.createdAt.toISOString() };
}

const lastAdmin = () => new AppError(409, 'LAST_ADMIN', LAST_ADMIN_MESSAGE);
const emailTaken = () => new AppError(409, 'STAFF_EMAIL_TAKEN', STAFF_EMAIL_TAKEN_MESSAGE);

export async function listStaff(db: Executor): Promise<StaffMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .orderBy(
      asc(sql`lower(${users.lastName})`),
      asc(sql`lower(${users.firstName})`),
      asc(users.id),
    );
  return rows.map(toStaffMember);
}

/** The member, locked until the transaction ends. */
async function lockMember(tx: Transaction, id: string): Promise<StaffMember> {
  if (!isRowId(id)) throw notFound(STAFF_NOT_FOUND_MESSAGE);
  const [row] = await tx.select(memberColumns).from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound(STAFF_NOT_FOUND_MESSAGE);
  return toStaffMember(row);
}

/**
 * Refuses a change that would leave no active administrator. It locks the active admins' rows
 * (FOR UPDATE, in id order, before any other row, so two such changes cannot deadlock): of two
 * admins demoting or deactivating each other at once the second waits, then sees only one
 * admin left and is refused. The caller must still be one of them: an admin demoted a moment
 * ago has lost the right to do this.
 */
async function assertAnotherAdminRemains(
  tx: Transaction,
  actorId: string,
  targetId: string,
): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  const ids = admins.map((admin) => admin.id);
  if (ids.includes(targetId) && ids.length === 1) throw lastAdmin();
  if (!ids.includes(actorId)) {
    throw new AppError(403, 'FORBIDDEN', text('Your staff role does not allow this.'));
  }
}

function audit(
  tx: Executor,
  adminId: string,
  action: string,
  before: StaffMember | null,
  after: StaffMember | object,
) {
  return recordAudit(tx, {
    actorKind: 'staff',
    actorId: adminId,
    action,
    entityType: 'staff',
    entityId: before?.id ?? ('id' in after ? String(after.id) : null),
    before,
    after,
  });
}

/**
 * Adds a staff member without a password and e-mails them a 72-hour, single-use link to
 * choose one. Wake the mail worker after it returns.
 */
export async function createStaffMember(
  deps: ConsoleDeps,
  adminId: string,
  input: NewStaffMember,
): Promise<StaffMember> {
  const now = new Date();
  try {
    return await deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
      if (taken) throw emailTaken();
      const [inserted] = await tx
        .insert(users)
        .values({ ...input, email: input.email.toLowerCase(), passwordHash: null })
        .returning({ id: users.id });
      const member = await lockMember(tx, inserted!.id);
      const invite = await sendStaffInvite(tx, member, { ...deps, now });
      await audit(tx, adminId, 'staff.created', null, member);
      await audit(tx, adminId, 'staff.invite_sent', null, {
        id: member.id,
        // Never the token itself: the log must not hold a usable link.
        expiresAt: invite.expiresAt,
      });
      return member;
    });
  } catch (error) {
    // Added by someone else between the look-up and the insert.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** A new set-password link for an active member; earlier links stop working. */
export async function resendStaffInvite(
  deps: ConsoleDeps,
  adminId: string,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    if (!member.isActive) {
      throw new AppError(
        409,
        'STAFF_INACTIVE',
        text('This staff member is deactivated. Reactivate them before sending a link.'),
      );
    }
    const invite = await sendStaffInvite(tx, member, { ...deps, now: new Date() });
    await audit(tx, adminId, 'staff.invite_sent', null, {
      id: member.id,
      expiresAt: invite.expiresAt,
      hasPassword: member.hasPassword,
    });
  });
}

export async function changeStaffRole(
  db: Database,
  adminId: string,
  id: string,
  role: StaffRole,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    if (role !== 'admin') await assertAnotherAdminRemains(tx, adminId, id);
    const before = await lockMember(tx, id);
    if (before.role === role) return before;
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    const after = await lockMember(tx, id);
    await audit(tx, adminId, 'staff.role_changed', before, after);
    return after;
  });
}

/**
 * Deactivates (signing them out everywhere) or reactivates a staff member. Nobody deactivates
 * themself, and the last active administrator stays.
 */
export async function setStaffActive(
  db: Database,
  adminId: string,
  id: string,
  change: StatusChange,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    if (change === 'deactivate') {
      if (id === adminId) throw new AppError(409, 'SELF_DEACTIVATION', SELF_DEACTIVATION_MESSAGE);
      await assertAnotherAdminRemains(tx, adminId, id);
    }
    const before = await lockMember(tx, id);
    await tx
      .update(users)
      .set({ isActive: activeAfter(change), updatedAt: new Date() })
      .where(eq(users.id, id));
    await recordStatusChange(tx, {
      adminId,
      principal: { kind: 'staff', id },
      entityType: 'staff',
      change,
      wasActive: before.isActive,
    });
    return lockMember(tx, id);
  });
}
