import { eq } from 'drizzle-orm';
import {
  SUBMISSION_NOT_FOUND_MESSAGE,
  type ContactItem,
  type InboxItemChange,
  type IntakeItem,
} from '@shared/contracts/admin-inbox';
import type { Database } from '../../db/client';
import type { callbackRequests } from '../../db/schema';
import { contactSubmissions, intakeSubmissions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { getContactMessage } from './contact-messages';
import type { InboxTable } from './inbox-query';
import { getIntakeRequest } from './intake-requests';

/**
 * Sets the status, the note or both of an inbox item, with its audit row in the same
 * transaction. The row is locked while it changes, so the audit's "before" is what the
 * change replaced even when two staff members save at once.
 */
export async function changeInboxItem(
  db: Database,
  adminId: string,
  target: { table: InboxTable | typeof callbackRequests; entityType: string; id: string },
  change: { status?: string; internalNote?: string | null },
): Promise<void> {
  const { table, entityType, id } = target;
  if (!isRowId(id)) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: table.status, internalNote: table.internalNote })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!before) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
    const after = {
      // Each route's schema admits only its own table's statuses.
      status: (change.status ?? before.status) as typeof before.status,
      internalNote:
        change.internalNote === undefined ? before.internalNote : change.internalNote || null,
    };
    await tx
      .update(table)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(table.id, id));
    await recordAudit(tx, {
      actorKind: 'staff',
      actorId: adminId,
      action: `${entityType}.updated`,
      entityType,
      entityId: id,
      before,
      after,
    });
  });
}

export async function changeIntakeRequest(
  db: Database,
  adminId: string,
  id: string,
  change: InboxItemChange,
): Promise<IntakeItem> {
  const target = { table: intakeSubmissions, entityType: 'intake_submission', id };
  await changeInboxItem(db, adminId, target, change);
  return getIntakeRequest(db, id);
}

export async function changeContactMessage(
  db: Database,
  adminId: string,
  id: string,
  change: InboxItemChange,
): Promise<ContactItem> {
  const target = { table: contactSubmissions, entityType: 'contact_submission', id };
  await changeInboxItem(db, adminId, target, change);
  return getContactMessage(db, id);
}
