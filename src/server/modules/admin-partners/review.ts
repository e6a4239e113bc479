import { count, eq } from 'drizzle-orm';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  APPLICATION_REVIEWED_MESSAGE,
  missingForApproval,
  overrideReasonRequiredMessage,
  type ApplicationDetail,
  type ApproveApplication,
  type MissingItem,
  type RejectApplication,
} from '@shared/contracts/admin-partners';
import type { Executor } from '../../db/client';
import {
  partnerApplications,
  partnerDocuments,
  partners,
  type Partner,
  type PartnerApplication,
} from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { enqueueMail, type MailMessage } from '../../platform/mail';
import { isRowId } from '../../platform/row-id';
import type { AdminDeps } from '../partner-deps';
import { issuePartnerInvite } from '../partners/service';
import { applicationApprovedLetter, applicationRejectedLetter } from './emails';
import { getApplication } from './service';

/**
 * The application and its firm, locked until the transaction ends so two admins reviewing at
 * once cannot both succeed. Anything already reviewed answers 409.
 */
async function lockUnreviewed(
  tx: Executor,
  id: string,
): Promise<{ application: PartnerApplication; partner: Partner }> {
  if (!isRowId(id)) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const [found] = await tx
    .select({ application: partnerApplications, partner: partners })
    .from(partnerApplications)
    .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
    .where(eq(partnerApplications.id, id))
    .for('update');
  if (!found) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  if (found.application.status !== 'submitted') {
    throw new AppError(409, 'APPLICATION_REVIEWED', APPLICATION_REVIEWED_MESSAGE);
  }
  return found;
}

/** What the audit log keeps of a review: the application's and the firm's review fields. */
function reviewSnapshot(application: PartnerApplication, partner: Partner) {
  return {
    status: application.status,
    reviewedAt: application.reviewedAt,
    reviewedBy: application.reviewedBy,
    reviewNotes: application.reviewNotes,
    partner: {
      id: partner.id,
      verificationStatus: partner.verificationStatus,
      verifiedAt: partner.verifiedAt,
      verifiedBy: partner.verifiedBy,
      verificationNotes: partner.verificationNotes,
    },
  };
}

type Verdict =
  | { status: 'approved'; notes: string | null; overrideReason: string | null }
  | { status: 'rejected'; notes: string };

/** An approval of an incomplete application: what it lacked and the admin's reason. */
interface ApprovedDespite {
  missing: MissingItem['key'][];
  reason: string;
}

/**
 * What the firm lacks, and the reason to approve anyway; null when nothing is missing.
 * Missing items without a reason answer 400, so nobody approves an empty file by accident.
 */
async function approvalOverride(
  tx: Executor,
  partner: Partner,
  reason: string | null,
): Promise<ApprovedDespite | null> {
  const [documents] = await tx
    .select({ documentCount: count() })
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partnerId, partner.id));
  const missing = missingForApproval({ ...partner, documentCount: documents?.documentCount ?? 0 });
  if (missing.length === 0) return null;
  if (!reason) {
    throw new AppError(400, 'OVERRIDE_REASON_REQUIRED', overrideReasonRequiredMessage(missing));
  }
  return { missing: missing.map((item) => item.key), reason };
}

/** Writes the verdict on the application and its firm and records it; returns the new rows. */
async function recordVerdict(
  tx: Executor,
  adminId: string,
  id: string,
  verdict: Verdict,
  now: Date,
) {
  const before = await lockUnreviewed(tx, id);
  const approved = verdict.status === 'approved';
  const approvedDespite = approved
    ? await approvalOverride(tx, before.partner, verdict.overrideReason)
    : null;
  const [partner] = await tx
    .update(partners)
    .set({
      verificationStatus: approved ? 'verified' : 'rejected',
      verifiedAt: approved ? now : null,
      verifiedBy: approved ? adminId : null,
      verificationNotes: verdict.notes,
      updatedAt: now,
    })
    .where(eq(partners.id, before.partner.id))
    .returning();
  const [application] = await tx
    .update(partnerApplications)
    .set({
      status: verdict.status,
      reviewedAt: now,
      reviewedBy: adminId,
      reviewNotes: verdict.notes,
    })
    .where(eq(partnerApplications.id, id))
    .returning();
  await recordAudit(tx, {
    actorKind: 'staff',
    actorId: adminId,
    action: `partner_application.${verdict.status}`,
    entityType: 'partner_application',
    entityId: id,
    before: reviewSnapshot(before.application, before.partner),
    after: {
      ...reviewSnapshot(application!, partner!),
      ...(approvedDespite && { approvedDespite }),
    },
  });
  return partner!;
}

/**
 * Records the verdict and queues the firm's e-mail in one transaction; returns the reviewed
 * application. Wake the mail worker after it returns.
 */
async function review(
  deps: AdminDeps,
  adminId: string,
  id: string,
  verdict: Verdict,
  letterTo: (tx: Executor, partner: Partner, now: Date) => Promise<MailMessage>,
): Promise<ApplicationDetail> {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const partner = await recordVerdict(tx, adminId, id, verdict, now);
    await enqueueMail(tx, await letterTo(tx, partner, now));
    return getApplication(tx, id);
  });
}

/** Approves an application: the firm becomes verified and gets a single-use set-password link. */
export function approveApplication(
  deps: AdminDeps,
  adminId: string,
  id: string,
  input: ApproveApplication,
): Promise<ApplicationDetail> {
  const verdict = {
    status: 'approved',
    notes: input.notes ?? null,
    overrideReason: input.overrideReason ?? null,
  } as const;
  return review(deps, adminId, id, verdict, async (tx, partner, now) => {
    const invite = await issuePartnerInvite(tx, partner, { publicUrl: deps.publicUrl, now });
    return applicationApprovedLetter(partner, deps.site, invite.url);
  });
}

/** Rejects an application with its reason, which the firm is e-mailed. */
export function rejectApplication(
  deps: AdminDeps,
  adminId: string,
  id: string,
  input: RejectApplication,
): Promise<ApplicationDetail> {
  const verdict = { status: 'rejected', notes: input.notes } as const;
  return review(deps, adminId, id, verdict, async (_tx, partner) =>
    applicationRejectedLetter(partner, deps.site, input.notes),
  );
}
