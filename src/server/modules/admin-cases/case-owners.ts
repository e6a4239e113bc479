import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CASES_NOT_FOUND_MESSAGE,
  OWNER_NOT_ASSIGNABLE_MESSAGE,
  type CaseOwnerAssignment,
  type CaseOwnerAssignmentResult,
} from '@shared/contracts/admin-cases';
import type { Database, Executor } from '../../db/client';
import { cases, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { caseVisibleTo, staffReader } from '../cases/access';
import { type TextDescriptor, text } from '@shared/i18n/text';

const notAssignable = () => new AppError(400, 'OWNER_NOT_ASSIGNABLE', OWNER_NOT_ASSIGNABLE_MESSAGE);

/** What happened, in the words the admin reads in the confirmation. */
export function ownerChangeMessage(count: number, ownerName: string | null): TextDescriptor {
  if (ownerName === null) {
    return text(
      '{count, plural, one {# case no longer has a staff owner.} other {# cases no longer have a staff owner.}}',
      { count },
    );
  }
  return text(
    '{count, plural, one {# case now belongs to {owner}.} other {# cases now belong to {owner}.}}',
    { count, owner: ownerName },
  );
}

/** The name of the active staff member who may own cases, or a 400 for anyone else. */
async function assignableOwnerName(tx: Executor, ownerId: string): Promise<string> {
  if (!isRowId(ownerId)) throw notAssignable();
  // Shared, so the owner cannot be deactivated between this check and the commit.
  const [owner] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, ownerId))
    .for('share');
  if (!owner?.isActive) throw notAssignable();
  return `${owner.firstName} ${owner.lastName}`;
}

/**
 * Gives the chosen cases a staff owner, or none (ownerId null), all or nothing: if any case is
 * unknown nothing changes. Ownership is internal, so the client is not told and the cases keep
 * their time of change; each case whose owner changed gets an audit row.
 */
export async function assignCaseOwner(
  db: Database,
  adminId: string,
  input: CaseOwnerAssignment,
): Promise<Omit<CaseOwnerAssignmentResult, 'message'> & { message: TextDescriptor }> {
  const caseIds = [...new Set(input.caseIds)];
  if (!caseIds.every(isRowId)) throw notFound(CASES_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    // Locked in id order, so two admins changing overlapping cases cannot deadlock.
    const chosen = await tx
      .select({ id: cases.id, assignedTo: cases.assignedTo })
      .from(cases)
      .where(and(inArray(cases.id, caseIds), caseVisibleTo(staffReader)))
      .orderBy(asc(cases.id))
      .for('update');
    if (chosen.length !== caseIds.length) throw notFound(CASES_NOT_FOUND_MESSAGE);
    const ownerName = input.ownerId === null ? null : await assignableOwnerName(tx, input.ownerId);

    const changed = chosen.filter((row) => row.assignedTo !== input.ownerId);
    if (changed.length > 0) {
      await tx
        .update(cases)
        .set({ assignedTo: input.ownerId })
        .where(
          inArray(
            cases.id,
            changed.map((row) => row.id),
          ),
        );
    }
    for (const row of changed) {
      await recordAudit(tx, {
        actorKind: 'staff',
        actorId: adminId,
        action: 'case.owner_changed',
        entityType: 'case',
        entityId: row.id,
        before: { assignedTo: row.assignedTo },
        after: { assignedTo: input.ownerId },
      });
    }
    return { updated: chosen.length, message: ownerChangeMessage(chosen.length, ownerName) };
  });
}
