import { and, eq } from 'drizzle-orm';
import type { CaseDocumentView } from '@shared/contracts/cases';
import type { CaseUploadRequest, ClientCaseDocumentRequest } from '@shared/contracts/partner-cases';
import type { UploadTicket } from '@shared/contracts/partners';
import type { Database, Executor } from '../../db/client';
import { caseDocuments, cases, userAccounts, type Case } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import type { FileStorage } from '../../platform/storage/file-storage';
import { findOpenRequest, fulfilRequest } from '../case-requests/requests';
import { recordCaseActivity } from '../case-notifications/service';
import { caseVisibleTo, clientReader } from './access';
import { caseFiles, issueCaseUploadTicket, registerCaseUpload } from './case-files';
import { CASE_NOT_FOUND_MESSAGE, toCaseDocumentView } from './service';

/*
 * The client's own uploads to their case: the partners' three steps with the same types,
 * checks and limits (cases/case-files). The client's upload is theirs to see, and the
 * assigned firm and staff see it too (cases/access); it may answer an open document request
 * of the case, which it then fulfils in the same transaction.
 */

export interface ClientUploadDeps {
  db: Database;
  storage: FileStorage;
}

interface OwnCase {
  row: Case;
  /** The client's name: the author shown on their uploads. */
  clientName: string;
}

/** One of the client's own cases, or the one 404; with `lock`, its row stays locked. */
async function findOwnCase(
  executor: Executor,
  clientId: string,
  caseId: string,
  options: { lock?: boolean } = {},
): Promise<OwnCase> {
  if (!isRowId(caseId)) throw notFound(CASE_NOT_FOUND_MESSAGE);
  const query = executor
    .select({ row: cases, firstName: userAccounts.firstName, lastName: userAccounts.lastName })
    .from(cases)
    .innerJoin(userAccounts, eq(userAccounts.id, cases.userId))
    .where(and(eq(cases.id, caseId), caseVisibleTo(clientReader(clientId))));
  const [found] = options.lock ? await query.for('update', { of: cases }) : await query;
  if (!found) throw notFound(CASE_NOT_FOUND_MESSAGE);
  return { row: found.row, clientName: `${found.firstName} ${found.lastName}` };
}

const ownCaseFiles = (clientId: string, caseId: string) =>
  caseFiles(caseId, (tx) => findOwnCase(tx, clientId, caseId, { lock: true }));

/** Step 1: a signed, expiring address to PUT the file to, within the case's limits. */
export async function requestClientUpload(
  deps: ClientUploadDeps,
  clientId: string,
  caseId: string,
  request: CaseUploadRequest,
): Promise<UploadTicket> {
  const { row } = await findOwnCase(deps.db, clientId, caseId);
  return issueCaseUploadTicket(deps, ownCaseFiles(clientId, row.id), request);
}

/**
 * Step 3: records the checked upload as the client's own (shown to them, cases/access) with
 * an audit row and the e-mail notice to the firm and the staff owner (case-notifications). Naming `requestId` fulfils that open request of the case in the same
 * transaction; a request that is not an open one of this case is refused (400) before the file
 * is looked at, and again under the lock, so nothing is recorded and the request is unchanged.
 */
export async function registerClientDocument(
  deps: ClientUploadDeps,
  clientId: string,
  caseId: string,
  request: ClientCaseDocumentRequest,
): Promise<CaseDocumentView> {
  const { row } = await findOwnCase(deps.db, clientId, caseId);
  const { requestId } = request;
  if (requestId !== undefined) await findOpenRequest(deps.db, row.id, requestId);
  return registerCaseUpload(
    deps,
    ownCaseFiles(clientId, row.id),
    request,
    async (tx, { clientName }, columns) => {
      const answered =
        requestId === undefined
          ? undefined
          : await findOpenRequest(tx, row.id, requestId, { lock: true });
      const now = new Date();
      const [document] = await tx
        .insert(caseDocuments)
        .values({
          ...columns,
          uploadedBy: clientName,
          uploadedByClientId: clientId,
          isPublic: true,
          createdAt: now,
        })
        .returning();
      await tx.update(cases).set({ updatedAt: now }).where(eq(cases.id, row.id));
      await recordAudit(tx, {
        actorKind: 'client',
        actorId: clientId,
        action: 'case_document.uploaded',
        entityType: 'case_document',
        entityId: document!.id,
        before: null,
        after: document,
      });
      if (answered) await fulfilRequest(tx, answered, { documentId: document!.id, clientId, now });
      await recordCaseActivity(tx, { caseId: row.id, kind: 'upload', author: 'client' });
      return toCaseDocumentView(document!);
    },
  );
}
