import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  REQUEST_NOT_OPEN_FOR_UPLOAD_MESSAGE,
  type DocumentRequest,
} from '@shared/contracts/case-collaboration';
import type { Executor } from '../../db/client';
import { caseDocumentRequests, cases, type CaseDocumentRequest } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';

/*
 * Document requests as the case views read them, and their fulfilment by a client upload.
 * Everyone who sees a case sees all its requests (cases/access), so the readers look the case
 * up first and then list its requests here.
 */

export function toDocumentRequestView(row: CaseDocumentRequest): DocumentRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    documentType: row.documentType,
    dueDate: row.dueDate,
    status: row.status,
    askedBy: row.askedBy,
    createdAt: row.createdAt.toISOString(),
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    documentId: row.documentId,
  };
}

/** Open requests first, then by due day (those without one last), then newest. */
const requestOrder = [
  sql`case when ${caseDocumentRequests.status} = 'open' then 0 else 1 end`,
  sql`${caseDocumentRequests.dueDate} asc nulls last`,
  desc(caseDocumentRequests.createdAt),
  desc(caseDocumentRequests.id),
];

/** The requests of one case, in the order every case view shows them. */
export async function listCaseRequests(
  executor: Executor,
  caseId: string,
): Promise<DocumentRequest[]> {
  const rows = await executor
    .select()
    .from(caseDocumentRequests)
    .where(eq(caseDocumentRequests.caseId, caseId))
    .orderBy(...requestOrder);
  return rows.map(toDocumentRequestView);
}

/** The requests of several cases (the account export), each case's in the same order. */
export async function listRequestsOfCases(
  executor: Executor,
  caseIds: string[],
): Promise<CaseDocumentRequest[]> {
  if (caseIds.length === 0) return [];
  return executor
    .select()
    .from(caseDocumentRequests)
    .where(inArray(caseDocumentRequests.caseId, caseIds))
    .orderBy(...requestOrder);
}

/**
 * The earliest due day of the open requests of the case in the surrounding query (a row of
 * `cases`), null when none has one: a column to select next to the case.
 */
export function openRequestDueDateOf(): SQL<string | null> {
  return sql<
    string | null
  >`(select min(${caseDocumentRequests.dueDate})::text from ${caseDocumentRequests} where ${and(
    eq(caseDocumentRequests.caseId, cases.id),
    eq(caseDocumentRequests.status, 'open'),
  )})`;
}

/** Cases (rows of `cases` in the surrounding query) with an open request due before `today`. */
export function hasRequestOverdueOn(today: string): SQL {
  return sql`exists (select 1 from ${caseDocumentRequests} where ${and(
    eq(caseDocumentRequests.caseId, cases.id),
    eq(caseDocumentRequests.status, 'open'),
    lt(caseDocumentRequests.dueDate, today),
  )})`;
}

const notOpenForUpload = () =>
  new AppError(400, 'REQUEST_NOT_OPEN', REQUEST_NOT_OPEN_FOR_UPLOAD_MESSAGE);

/**
 * The open request `requestId` of the case, for a client upload that answers it; anything
 * else (another case's request, one fulfilled or cancelled, an unknown or malformed id) is a
 * 400 with one message. With `lock`, the row stays locked until the transaction ends.
 */
export async function findOpenRequest(
  executor: Executor,
  caseId: string,
  requestId: string,
  options: { lock?: boolean } = {},
): Promise<CaseDocumentRequest> {
  if (!isRowId(requestId)) throw notOpenForUpload();
  const query = executor
    .select()
    .from(caseDocumentRequests)
    .where(
      and(
        eq(caseDocumentRequests.id, requestId),
        eq(caseDocumentRequests.caseId, caseId),
        eq(caseDocumentRequests.status, 'open'),
      ),
    );
  const [request] = options.lock ? await query.for('update') : await query;
  if (!request) throw notOpenForUpload();
  return request;
}

/**
 * Marks an open request (locked by `findOpenRequest`) fulfilled by the client's upload, with an
 * audit row. Run it in the transaction that records the document.
 */
export async function fulfilRequest(
  tx: Executor,
  request: CaseDocumentRequest,
  fulfilment: { documentId: string; clientId: string; now: Date },
): Promise<void> {
  const { documentId, clientId, now } = fulfilment;
  await tx
    .update(caseDocumentRequests)
    .set({ status: 'fulfilled', documentId, fulfilledAt: now, updatedAt: now })
    .where(eq(caseDocumentRequests.id, request.id));
  await recordAudit(tx, {
    actorKind: 'client',
    actorId: clientId,
    action: 'case_document_request.fulfilled',
    entityType: 'case_document_request',
    entityId: request.id,
    before: { status: request.status },
    after: { status: 'fulfilled', documentId },
  });
}
