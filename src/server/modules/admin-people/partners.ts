import { desc, eq } from 'drizzle-orm';
import {
  PARTNER_NOT_FOUND_MESSAGE,
  type PartnerReferralView,
} from '@shared/contracts/admin-people';
import type { Database, Executor } from '../../db/client';
import { cases, partnerReferrals, partners } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { activeAfter, recordStatusChange, type StatusChange } from './account-status';

async function assertPartnerExists(db: Executor, id: string): Promise<void> {
  if (!isRowId(id)) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
  const [found] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id));
  if (!found) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
}

/** The cases referred to a partner firm, newest first. */
export async function listPartnerReferrals(
  db: Executor,
  partnerId: string,
): Promise<PartnerReferralView[]> {
  await assertPartnerExists(db, partnerId);
  const rows = await db
    .select({
      id: partnerReferrals.id,
      caseId: partnerReferrals.caseId,
      caseNumber: cases.caseNumber,
      clientName: partnerReferrals.clientName,
      clientEmail: partnerReferrals.clientEmail,
      referralType: partnerReferrals.referralType,
      status: partnerReferrals.status,
      createdAt: partnerReferrals.createdAt,
    })
    .from(partnerReferrals)
    .leftJoin(cases, eq(cases.id, partnerReferrals.caseId))
    .where(eq(partnerReferrals.partnerId, partnerId))
    .orderBy(desc(partnerReferrals.createdAt), desc(partnerReferrals.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Deactivates or reactivates a partner firm. A deactivated partner is signed out at once and
 * cannot sign in; its verification and assigned cases stay as they are.
 */
export async function setPartnerActive(
  db: Database,
  adminId: string,
  id: string,
  change: StatusChange,
): Promise<{ id: string; isActive: boolean }> {
  if (!isRowId(id)) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isActive: partners.isActive })
      .from(partners)
      .where(eq(partners.id, id))
      .for('update');
    if (!before) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
    const isActive = activeAfter(change);
    await tx.update(partners).set({ isActive, updatedAt: new Date() }).where(eq(partners.id, id));
    await recordStatusChange(tx, {
      adminId,
      principal: { kind: 'partner', id },
      entityType: 'partner',
      change,
      wasActive: before.isActive,
    });
    return { id, isActive };
  });
}
