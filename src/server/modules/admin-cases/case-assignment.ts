import { eq } from 'drizzle-orm';
import {
  ASSIGNED_UPDATE_TITLE,
  PARTNER_NOT_ASSIGNABLE_MESSAGE,
  type AdminCase,
} from '@shared/contracts/admin-cases';
import { caseUpdates, cases, partnerReferrals, partners } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { isRowId } from '../../platform/row-id';
import { notifyClientOfCaseChange, TRA_TEAM } from '../cases/service';
import type { AdminDeps } from '../partner-deps';
import { caseAssignedLetter } from './emails';
import { letterLanguage } from '../../platform/mail-letter';
import { adminCaseView, findAdminCase } from './service';

const notAssignable = () =>
  new AppError(400, 'PARTNER_NOT_ASSIGNABLE', PARTNER_NOT_ASSIGNABLE_MESSAGE);

/** The public update the client reads, naming the firm now working on the case. */
export function assignedUpdateDescription(companyName: string): string {
  return `${companyName}, a verified partner in our network, is now working on your case. They will be in touch with you soon.`;
}

/**
 * Assigns a case to a verified, active partner (or moves it to another one) in one
 * transaction: the case, a referral row, a public update, the audit entry and e-mails to the
 * partner and the client. Assigning the partner the case already has changes nothing.
 */
export async function assignCase(
  deps: AdminDeps,
  adminId: string,
  caseId: string,
  partnerId: string,
): Promise<AdminCase> {
  return deps.db.transaction(async (tx) => {
    // Locked, so two admins assigning at once write one referral each in turn, not a mix.
    const current = await findAdminCase(tx, caseId, { lock: true });
    if (!isRowId(partnerId)) throw notAssignable();
    const [partner] = await tx
      .select()
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('share');
    if (!partner || partner.verificationStatus !== 'verified' || !partner.isActive) {
      throw notAssignable();
    }
    if (current.case.assignedPartnerId === partner.id) {
      return adminCaseView(tx, adminId, current);
    }

    const now = new Date();
    await tx
      .update(cases)
      .set({ assignedPartnerId: partner.id, assignedTo: adminId, updatedAt: now })
      .where(eq(cases.id, caseId));
    const { client } = current;
    await tx.insert(partnerReferrals).values({
      partnerId: partner.id,
      caseId,
      clientEmail: client.email,
      clientName: `${client.firstName} ${client.lastName}`,
      referralType: 'case-assignment',
      status: 'pending',
    });
    const update = {
      title: ASSIGNED_UPDATE_TITLE,
      description: assignedUpdateDescription(partner.companyName),
    };
    await tx.insert(caseUpdates).values({
      caseId,
      ...update,
      isPublic: true,
      createdBy: TRA_TEAM,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorKind: 'staff',
      actorId: adminId,
      action: 'case.assigned',
      entityType: 'case',
      entityId: caseId,
      before: {
        assignedPartnerId: current.case.assignedPartnerId,
        assignedTo: current.case.assignedTo,
      },
      after: { assignedPartnerId: partner.id, assignedTo: adminId },
    });
    await enqueueMail(
      tx,
      caseAssignedLetter(
        partner,
        deps.site,
        {
          caseNumber: current.case.caseNumber,
          timeshareCompany: current.case.timeshareCompany,
          clientFirstName: client.firstName,
        },
        letterLanguage(partner.locale).link(deps.publicUrl, '/partner-dashboard'),
      ),
    );
    await notifyClientOfCaseChange(tx, { caseId, change: { kind: 'update', ...update } }, deps);
    // Read back, so the answer names the admin who now owns the case.
    return adminCaseView(tx, adminId, await findAdminCase(tx, caseId));
  });
}
