import { eq } from 'drizzle-orm';
import type { AdminCase, CasePriorityChange } from '@shared/contracts/admin-cases';
import type { Database } from '../../db/client';
import { cases } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { adminCaseView, findAdminCase } from './service';

/**
 * Sets the case's priority, audited. The client sees the priority on their case but is not
 * e-mailed about it; the same priority again changes nothing.
 */
export async function changeCasePriority(
  db: Database,
  adminId: string,
  caseId: string,
  input: CasePriorityChange,
): Promise<AdminCase> {
  return db.transaction(async (tx) => {
    // Locked, so two admins changing it at once each audit the other's value as "before".
    const current = await findAdminCase(tx, caseId, { lock: true });
    if (current.case.priority === input.priority) return adminCaseView(tx, adminId, current);

    const [saved] = await tx
      .update(cases)
      .set({ priority: input.priority, updatedAt: new Date() })
      .where(eq(cases.id, current.case.id))
      .returning();
    await recordAudit(tx, {
      actorKind: 'staff',
      actorId: adminId,
      action: 'case.priority_changed',
      entityType: 'case',
      entityId: current.case.id,
      before: { priority: current.case.priority },
      after: { priority: input.priority },
    });
    return adminCaseView(tx, adminId, { ...current, case: saved! });
  });
}
