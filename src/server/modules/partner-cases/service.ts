import { and, desc, eq } from 'drizzle-orm';
import type { CaseUpdate as CaseUpdateView } from '@shared/contracts/cases';
import type {
  CaseNote,
  CaseStatusUpdate,
  PartnerCase,
  PartnerCaseDetail,
} from '@shared/contracts/partner-cases';
import type { CaseStatus } from '@shared/domain-values';
import { caseStatusOptions, optionLabel } from '@shared/options';
import type { Executor } from '../../db/client';
import {
  caseDocuments,
  caseUpdates,
  cases,
  partners,
  userAccounts,
  type Case,
} from '../../db/schema';
import { recordAudit, type AuditEntry } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import {
  CASE_NOT_FOUND_MESSAGE,
  notifyClientIfPublic,
  notifyClientOfCaseChange,
  toCaseDocumentView,
  toCaseUpdateView,
  toClientCase,
  type CaseChange,
} from '../cases/service';
import { caseVisibleTo, partnerReader, visibleDocuments, visibleUpdates } from '../cases/access';
import type { MessageReader } from '../case-messages/unread';
import { caseAttentionFor, caseAttentionOf, type CaseAttention } from '../cases/attention';
import { listCaseRequests } from '../case-requests/requests';
import type { PartnerNetworkDeps } from '../partner-deps';

/*
 * A partner's work on the cases assigned to it (requirements §7 Partner). Every query is scoped to
 * the cases the caller may see (cases/access: those assigned to the firm): a case of another
 * partner, an unknown id and a malformed id all answer the same 404, so nothing about other
 * cases leaks.
 */

// Kept here too, so the module's documents code finds it where it always did.

/** The partner's view has exactly the fields of the client's (requirements §3), so it is built alike. */
export const toPartnerCase: (row: Case, attention: CaseAttention) => PartnerCase = toClientCase;

/** The firm as a reader of the conversation on its cases. */
const firmReader = (partnerId: string): MessageReader => ({ kind: 'partner', id: partnerId });

export const caseNotFound = () => notFound(CASE_NOT_FOUND_MESSAGE);

export interface AssignedCase {
  row: Case;
  /** The partner firm's name: the author shown on its updates and documents. */
  companyName: string;
}

/**
 * The case if it is assigned to the partner, else the one 404. With `lock`, the case row stays
 * locked until the transaction ends, so concurrent changes see each other's before-values.
 */
export async function findAssignedCase(
  executor: Executor,
  partnerId: string,
  caseId: string,
  options: { lock?: boolean } = {},
): Promise<AssignedCase> {
  if (!isRowId(caseId)) throw caseNotFound();
  const query = executor
    .select({ row: cases, companyName: partners.companyName })
    .from(cases)
    .innerJoin(partners, eq(partners.id, cases.assignedPartnerId))
    .where(and(eq(cases.id, caseId), caseVisibleTo(partnerReader(partnerId))));
  const [found] = options.lock ? await query.for('update', { of: cases }) : await query;
  if (!found) throw caseNotFound();
  return found;
}

/**
 * What every change a partner makes to an assigned case also does: the case is marked as
 * changed now, so it rises to the top of the partner's list, and the audit log records it.
 */
export async function recordPartnerChange(
  executor: Executor,
  change: { partnerId: string; caseId: string; now: Date },
  audit: Omit<AuditEntry, 'actorKind' | 'actorId'>,
): Promise<void> {
  await executor.update(cases).set({ updatedAt: change.now }).where(eq(cases.id, change.caseId));
  await recordAudit(executor, { actorKind: 'partner', actorId: change.partnerId, ...audit });
}

/** The partner's assigned cases, most recently changed first. */
export async function listPartnerCases(
  executor: Executor,
  partnerId: string,
): Promise<PartnerCase[]> {
  const rows = await executor
    .select({ row: cases, ...caseAttentionOf(firmReader(partnerId)) })
    .from(cases)
    .where(caseVisibleTo(partnerReader(partnerId)))
    .orderBy(desc(cases.updatedAt), desc(cases.caseNumber));
  return rows.map(({ row, ...attention }) => toPartnerCase(row, attention));
}

/**
 * One assigned case with its client, the documents and updates the firm may see (public ones,
 * its own private ones, the organization's internal ones and the client's uploads:
 * cases/access) and the documents asked of the client.
 */
export async function getPartnerCase(
  executor: Executor,
  partnerId: string,
  caseId: string,
): Promise<PartnerCaseDetail> {
  const { row } = await findAssignedCase(executor, partnerId, caseId);
  const reader = partnerReader(partnerId);
  const [[client], documents, updates, attention, requests] = await Promise.all([
    executor
      .select({
        firstName: userAccounts.firstName,
        lastName: userAccounts.lastName,
        email: userAccounts.email,
        phone: userAccounts.phone,
      })
      .from(userAccounts)
      .where(eq(userAccounts.id, row.userId)),
    executor
      .select()
      .from(caseDocuments)
      .where(and(eq(caseDocuments.caseId, row.id), visibleDocuments(reader)))
      .orderBy(desc(caseDocuments.createdAt), desc(caseDocuments.id)),
    executor
      .select()
      .from(caseUpdates)
      .where(and(eq(caseUpdates.caseId, row.id), visibleUpdates(reader)))
      .orderBy(desc(caseUpdates.createdAt), desc(caseUpdates.id)),
    caseAttentionFor(executor, firmReader(partnerId), row.id),
    listCaseRequests(executor, row.id),
  ]);
  return {
    case: toPartnerCase(row, attention),
    // cases.userId is a required foreign key, so the client exists.
    client: client!,
    documents: documents.map(toCaseDocumentView),
    updates: updates.map(toCaseUpdateView),
    requests,
  };
}

// TODO(i18n): recipient language (the case history is stored in English for now).
const statusLabel = (status: CaseStatus) => optionLabel(caseStatusOptions, status).message;

/** The public update that tells the client about a status change (or confirms the status). */
function statusUpdateText(before: CaseStatus, after: CaseStatus, notes: string | undefined) {
  if (before === after) {
    return { title: `Status remains ${statusLabel(after)}`, description: notes ?? '' };
  }
  return {
    title: `Status changed to ${statusLabel(after)}`,
    description:
      notes ??
      `The status of this case changed from ${statusLabel(before)} to ${statusLabel(after)}.`,
  };
}

/**
 * PUT status (requirements §5): the new status, a public update written by the partner firm, an audit
 * row and the client's e-mail, in one transaction. The same status without notes changes
 * nothing; the same status with notes only adds the notes as a public update.
 */
export async function changeCaseStatus(
  deps: PartnerNetworkDeps,
  partnerId: string,
  caseId: string,
  input: CaseStatusUpdate,
): Promise<PartnerCase> {
  return deps.db.transaction(async (tx) => {
    const { row, companyName } = await findAssignedCase(tx, partnerId, caseId, { lock: true });
    const changed = row.status !== input.status;
    const attention = await caseAttentionFor(tx, firmReader(partnerId), row.id);
    if (!changed && !input.notes) return toPartnerCase(row, attention);

    const now = new Date();
    const [saved] = await tx
      .update(cases)
      .set({ status: input.status, updatedAt: now })
      .where(eq(cases.id, row.id))
      .returning();
    const text = statusUpdateText(row.status, input.status, input.notes);
    const [update] = await tx
      .insert(caseUpdates)
      .values({
        caseId: row.id,
        ...text,
        isPublic: true,
        createdBy: companyName,
        authorPartnerId: partnerId,
        createdAt: now,
      })
      .returning();
    const actor = { actorKind: 'partner', actorId: partnerId } as const;
    if (changed) {
      await recordAudit(tx, {
        ...actor,
        action: 'case.status_changed',
        entityType: 'case',
        entityId: row.id,
        before: { status: row.status },
        after: { status: input.status, notes: input.notes ?? null, caseUpdateId: update!.id },
      });
    } else {
      await recordAudit(tx, {
        ...actor,
        action: 'case_update.created',
        entityType: 'case_update',
        entityId: update!.id,
        before: null,
        after: update,
      });
    }
    const change: CaseChange = changed
      ? { kind: 'status', status: input.status }
      : { kind: 'update', ...text };
    await notifyClientOfCaseChange(tx, { caseId: row.id, change }, deps);
    return toPartnerCase(saved!, attention);
  });
}

/**
 * POST notes (requirements §5): a public or private update by the partner firm. Only public ones are
 * e-mailed; private ones never reach the client in any form.
 */
export async function addCaseNote(
  deps: PartnerNetworkDeps,
  partnerId: string,
  caseId: string,
  note: CaseNote,
): Promise<CaseUpdateView> {
  return deps.db.transaction(async (tx) => {
    const { row, companyName } = await findAssignedCase(tx, partnerId, caseId);
    const now = new Date();
    const [update] = await tx
      .insert(caseUpdates)
      .values({
        caseId: row.id,
        title: note.title,
        description: note.description,
        isPublic: note.isPublic,
        createdBy: companyName,
        authorPartnerId: partnerId,
        createdAt: now,
      })
      .returning();
    await recordPartnerChange(
      tx,
      { partnerId, caseId: row.id, now },
      {
        action: 'case_update.created',
        entityType: 'case_update',
        entityId: update!.id,
        before: null,
        after: update,
      },
    );
    await notifyClientIfPublic(tx, deps, row.id, note);
    return toCaseUpdateView(update!);
  });
}
