import { eq } from 'drizzle-orm';
import type { StaffCaseUpdate } from '@shared/contracts/admin-cases';
import type { CaseUpdate as CaseUpdateView } from '@shared/contracts/cases';
import { caseUpdates, cases } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { notifyClientIfPublic, toCaseUpdateView, TRA_TEAM } from '../cases/service';
import type { AdminDeps } from '../partner-deps';
import { findAdminCase } from './service';

/**
 * An update written by staff in the organization's name. A public one is shown to the client
 * and e-mailed to them like a partner's public note; an internal one never reaches the client.
 * Either way the case counts as changed now.
 */
export async function addStaffCaseUpdate(
  deps: AdminDeps,
  adminId: string,
  caseId: string,
  input: StaffCaseUpdate,
): Promise<CaseUpdateView> {
  return deps.db.transaction(async (tx) => {
    const { case: row } = await findAdminCase(tx, caseId);
    const now = new Date();
    const [update] = await tx
      .insert(caseUpdates)
      .values({
        caseId: row.id,
        title: input.title,
        description: input.description,
        isPublic: input.isPublic,
        createdBy: TRA_TEAM,
        createdAt: now,
      })
      .returning();
    await tx.update(cases).set({ updatedAt: now }).where(eq(cases.id, row.id));
    await recordAudit(tx, {
      actorKind: 'staff',
      actorId: adminId,
      action: 'case_update.created',
      entityType: 'case_update',
      entityId: update!.id,
      before: null,
      after: update,
    });
    await notifyClientIfPublic(tx, deps, row.id, input);
    return toCaseUpdateView(update!);
  });
}
