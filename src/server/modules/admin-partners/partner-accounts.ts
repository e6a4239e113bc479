import { asc, count, eq, sql } from 'drizzle-orm';
import type { PartnerSummary } from '@shared/contracts/admin-partners';
import type { PartnerVerificationStatus } from '@shared/domain-values';
import type { Executor } from '../../db/client';
import { cases, partners } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { isRowId } from '../../platform/row-id';
import type { AdminDeps } from '../partner-deps';
import { issuePartnerInvite } from '../partners/service';
import { partnerInviteLetter } from './emails';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

export const PARTNER_NOT_FOUND_MESSAGE = english(text('We could not find that partner.'));
export const PARTNER_NOT_VERIFIED_MESSAGE = english(
  text(
    'This partner is not verified, so they cannot be sent a link to set a password. Approve their application first.',
  ),
);
export const PARTNER_INACTIVE_MESSAGE = english(
  text('This partner account is deactivated, so they cannot be sent a link to set a password.'),
);

/** The partners for the assignment picker, by company name, with their current case load. */
export async function listPartners(
  db: Executor,
  status: PartnerVerificationStatus | 'all',
): Promise<PartnerSummary[]> {
  // Joined and grouped rather than correlated: drizzle would write the inner columns unqualified.
  const caseLoad = db
    .select({ partnerId: cases.assignedPartnerId, assigned: count().as('assigned_case_count') })
    .from(cases)
    .groupBy(cases.assignedPartnerId)
    .as('case_load');
  const rows = await db
    .select({
      id: partners.id,
      companyName: partners.companyName,
      contactPerson: partners.contactPerson,
      email: partners.email,
      jurisdiction: partners.jurisdiction,
      servicesOffered: partners.servicesOffered,
      verificationStatus: partners.verificationStatus,
      isActive: partners.isActive,
      hasPassword: sql<boolean>`${partners.passwordHash} is not null`,
      assignedCaseCount: sql<number>`coalesce(${caseLoad.assigned}, 0)::int`,
    })
    .from(partners)
    .leftJoin(caseLoad, eq(caseLoad.partnerId, partners.id))
    .where(status === 'all' ? undefined : eq(partners.verificationStatus, status))
    .orderBy(asc(sql`lower(${partners.companyName})`), asc(partners.id));
  return rows.map((row) => ({ ...row, assignedCaseCount: Number(row.assignedCaseCount) }));
}

/**
 * E-mails a verified, active partner a new single-use set-password link (the first one
 * expired or was lost); earlier links stop working. Wake the mail worker after it returns.
 */
export async function sendPartnerInvite(
  deps: AdminDeps,
  adminId: string,
  partnerId: string,
): Promise<void> {
  if (!isRowId(partnerId)) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const [partner] = await tx.select().from(partners).where(eq(partners.id, partnerId));
    if (!partner) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
    if (partner.verificationStatus !== 'verified') {
      throw new AppError(409, 'PARTNER_NOT_VERIFIED', PARTNER_NOT_VERIFIED_MESSAGE);
    }
    if (!partner.isActive) throw new AppError(409, 'PARTNER_INACTIVE', PARTNER_INACTIVE_MESSAGE);
    const invite = await issuePartnerInvite(tx, partner, { publicUrl: deps.publicUrl, now });
    await enqueueMail(tx, partnerInviteLetter(partner, deps.site, invite.url));
    await recordAudit(tx, {
      actorKind: 'staff',
      actorId: adminId,
      action: 'partner.invite_sent',
      entityType: 'partner',
      entityId: partner.id,
      before: null,
      // Never the token itself: the log must not hold a usable link.
      after: { expiresAt: invite.expiresAt, hasPassword: partner.passwordHash !== null },
    });
  });
}
