import { and, eq, sql } from 'drizzle-orm';
import {
  DUE_DATE_IN_THE_PAST_MESSAGE,
  REQUEST_ALREADY_CANCELLED_MESSAGE,
  REQUEST_ALREADY_FULFILLED_MESSAGE,
  REQUEST_CANCEL_NOT_ALLOWED_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  type DocumentRequest,
  type NewDocumentRequest,
} from '@shared/contracts/case-collaboration';
import type { Database, Executor } from '../../db/client';
import { caseDocumentRequests, cases } from '../../db/schema';
import { recordAudit, type AuditEntry } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { findAdminCase } from '../admin-cases/service';
import { recordCaseActivity } from '../case-notifications/service';
import { cancellableRequests, type CaseReader } from '../cases/access';
import { TRA_TEAM } from '../cases/service';
import { findAssignedCase } from '../partner-cases/service';
import { earliestToday } from './days';
import { toDocumentRequestView } from './requests';

/*
 * Asking the client for a document, and cancelling the request: the assigned partner firm
 * (its own requests) or staff (any). Each is a change to the case (it rises in the firm's
 * list) with an audit row.
 */

/** Who asks: a partner firm (by its id) or a staff member (by theirs). */
export type Asker = { kind: 'partner'; id: string } | { kind: 'staff'; id: string };

/** The reader the access policy knows the asker as. */
const readerOf = (asker: Asker): CaseReader =>
  asker.kind === 'partner' ? { kind: 'partner', id: asker.id } : { kind: 'staff' };

/**
 * The case if the asker may work on it (the firm's assigned case; any case for staff), else
 * the one case 404; answers the case's id and the asker's display name. The case row stays
 * locked until the transaction ends: a client upload fulfilling a request locks the case,
 * then the request, and so does everything here, so neither waits for the other in a circle.
 */
async function findCaseOf(
  executor: Executor,
  asker: Asker,
  caseId: string,
): Promise<{ caseId: string; askedBy: string }> {
  if (asker.kind === 'partner') {
    const { row, companyName } = await findAssignedCase(executor, asker.id, caseId, {
      lock: true,
    });
    return { caseId: row.id, askedBy: companyName };
  }
  const { case: row } = await findAdminCase(executor, caseId, { lock: true });
  return { caseId: row.id, askedBy: TRA_TEAM };
}

/** The case counts as changed now, and the audit log records who did what. */
async function recordCaseChange(
  executor: Executor,
  change: { asker: Asker; caseId: string; now: Date },
  audit: Omit<AuditEntry, 'actorKind' | 'actorId' | 'entityType'>,
): Promise<void> {
  await executor.update(cases).set({ updatedAt: change.now }).where(eq(cases.id, change.caseId));
  await recordAudit(executor, {
    actorKind: change.asker.kind,
    actorId: change.asker.id,
    entityType: 'case_document_request',
    ...audit,
  });
}

/**
 * POST …/requests: a new open request on the case, told by e-mail to the case's other sides
 * (case-notifications). A due day that has passed everywhere on earth is refused (400); the
 * day is otherwise the asker's to choose.
 */
export async function askForDocument(
  db: Database,
  asker: Asker,
  caseId: string,
  input: NewDocumentRequest,
  now = new Date(),
): Promise<DocumentRequest> {
  if (input.dueDate !== undefined && input.dueDate < earliestToday(now)) {
    throw new AppError(400, 'DUE_DATE_IN_THE_PAST', DUE_DATE_IN_THE_PAST_MESSAGE);
  }
  return db.transaction(async (tx) => {
    const found = await findCaseOf(tx, asker, caseId);
    const [request] = await tx
      .insert(caseDocumentRequests)
      .values({
        caseId: found.caseId,
        title: input.title,
        description: input.description ?? null,
        documentType: input.documentType,
        dueDate: input.dueDate ?? null,
        status: 'open',
        askedByPartnerId: asker.kind === 'partner' ? asker.id : null,
        askedByStaffId: asker.kind === 'staff' ? asker.id : null,
        askedBy: found.askedBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordCaseChange(
      tx,
      { asker, caseId: found.caseId, now },
      {
        action: 'case_document_request.created',
        entityId: request!.id,
        before: null,
        after: request,
      },
    );
    await recordCaseActivity(tx, { caseId: found.caseId, kind: 'request', author: asker.kind });
    return toDocumentRequestView(request!);
  });
}

/**
 * POST …/requests/:requestId/cancel: an open request the asker may cancel (cases/access) is
 * cancelled. Unknown → 404; another firm's or staff's request, to a firm → 403; one fulfilled
 * or cancelled already → 409.
 */
export async function cancelDocumentRequest(
  db: Database,
  asker: Asker,
  caseId: string,
  requestId: string,
): Promise<DocumentRequest> {
  return db.transaction(async (tx) => {
    const found = await findCaseOf(tx, asker, caseId);
    if (!isRowId(requestId)) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
    const [located] = await tx
      .select({
        request: caseDocumentRequests,
        cancellable: sql<boolean>`(${cancellableRequests(readerOf(asker))})`,
      })
      .from(caseDocumentRequests)
      .where(
        and(eq(caseDocumentRequests.id, requestId), eq(caseDocumentRequests.caseId, found.caseId)),
      )
      .for('update');
    if (!located) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
    const { request: before, cancellable } = located;
    if (!cancellable) {
      throw new AppError(403, 'REQUEST_NOT_YOURS', REQUEST_CANCEL_NOT_ALLOWED_MESSAGE);
    }
    if (before.status === 'fulfilled') {
      throw new AppError(409, 'REQUEST_FULFILLED', REQUEST_ALREADY_FULFILLED_MESSAGE);
    }
    if (before.status === 'cancelled') {
      throw new AppError(409, 'REQUEST_CANCELLED', REQUEST_ALREADY_CANCELLED_MESSAGE);
    }
    const now = new Date();
    const [after] = await tx
      .update(caseDocumentRequests)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(caseDocumentRequests.id, before.id))
      .returning();
    await recordCaseChange(
      tx,
      { asker, caseId: found.caseId, now },
      {
        action: 'case_document_request.cancelled',
        entityId: before.id,
        before: { status: before.status },
        after: { status: 'cancelled' },
      },
    );
    return toDocumentRequestView(after!);
  });
}
