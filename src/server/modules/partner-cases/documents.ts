import { and, eq } from 'drizzle-orm';
import type { CaseDocumentView } from '@shared/contracts/cases';
import {
  CLIENT_UPLOAD_VISIBILITY_MESSAGE,
  type CaseDocumentRequest,
  type CaseUploadRequest,
} from '@shared/contracts/partner-cases';
import type { UploadTicket } from '@shared/contracts/partners';
import type { Executor } from '../../db/client';
import { caseDocuments, type CaseDocument } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { caseFiles, issueCaseUploadTicket, registerCaseUpload } from '../cases/case-files';
import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  notifyClientIfPublic,
  toCaseDocumentView,
} from '../cases/service';
import { partnerReader, visibleDocuments } from '../cases/access';
import type { PartnerNetworkDeps } from '../partner-deps';
import { findAssignedCase, recordPartnerChange } from './service';

/*
 * Case documents (requirements §7's three-step upload, visibility, download), scoped like every
 * partner call to the cases assigned to the caller. Documents start private (requirements §6).
 */

/**
 * The case's files as the firm adds them (cases/case-files). Its lock is the assigned-case
 * check, so a case that is gone or was moved to another firm answers the case 404.
 */
const firmCaseFiles = (partnerId: string, caseId: string) =>
  caseFiles(caseId, (tx) => findAssignedCase(tx, partnerId, caseId, { lock: true }));

/** Step 1: a signed, expiring address to PUT the file to, within the case's limits. */
export async function requestCaseUpload(
  deps: PartnerNetworkDeps,
  partnerId: string,
  caseId: string,
  request: CaseUploadRequest,
): Promise<UploadTicket> {
  const { row } = await findAssignedCase(deps.db, partnerId, caseId);
  return issueCaseUploadTicket(deps, firmCaseFiles(partnerId, row.id), request);
}

/**
 * Step 3: records the checked upload (private, as the firm's own) with an audit row, within
 * the case's quota (cases/case-files).
 */
export async function registerCaseDocument(
  deps: PartnerNetworkDeps,
  partnerId: string,
  caseId: string,
  request: CaseDocumentRequest,
): Promise<CaseDocumentView> {
  const { row } = await findAssignedCase(deps.db, partnerId, caseId);
  // The case is checked again under its lock: it may have been reassigned meanwhile.
  return registerCaseUpload(
    deps,
    firmCaseFiles(partnerId, row.id),
    request,
    async (tx, { companyName }, columns) => {
      const now = new Date();
      const [document] = await tx
        .insert(caseDocuments)
        .values({
          ...columns,
          uploadedBy: companyName,
          uploadedByPartnerId: partnerId,
          isPublic: false,
          createdAt: now,
        })
        .returning();
      await recordPartnerChange(
        tx,
        { partnerId, caseId: row.id, now },
        {
          action: 'case_document.uploaded',
          entityType: 'case_document',
          entityId: document!.id,
          before: null,
          after: document,
        },
      );
      return toCaseDocumentView(document!);
    },
  );
}

/**
 * A document of an assigned case that the firm may see (cases/access): another firm's private
 * document answers 404 like an unknown one. An unassigned case answers the case 404 first.
 */
export async function findAssignedDocument(
  executor: Executor,
  partnerId: string,
  caseId: string,
  documentId: string,
  options: { lock?: boolean } = {},
): Promise<CaseDocument> {
  const { row } = await findAssignedCase(executor, partnerId, caseId, options);
  if (!isRowId(documentId)) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  const [document] = await executor
    .select()
    .from(caseDocuments)
    .where(
      and(
        eq(caseDocuments.id, documentId),
        eq(caseDocuments.caseId, row.id),
        visibleDocuments(partnerReader(partnerId)),
      ),
    );
  if (!document) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return document;
}

export const DOCUMENT_SHARED_TITLE = 'New document shared';

/**
 * Shows a document to the client or hides it again, with an audit row. Sharing one e-mails
 * the client; setting the visibility it already has changes nothing. The client's own uploads
 * are always theirs to see (cases/access), so they cannot be hidden (409).
 */
export async function setDocumentVisibility(
  deps: PartnerNetworkDeps,
  partnerId: string,
  caseId: string,
  documentId: string,
  isPublic: boolean,
): Promise<CaseDocumentView> {
  return deps.db.transaction(async (tx) => {
    const before = await findAssignedDocument(tx, partnerId, caseId, documentId, { lock: true });
    if (before.isPublic === isPublic) {
      return toCaseDocumentView(before);
    }
    if (before.uploadedByClientId !== null) {
      throw new AppError(409, 'CLIENT_UPLOAD_ALWAYS_VISIBLE', CLIENT_UPLOAD_VISIBILITY_MESSAGE);
    }
    const [after] = await tx
      .update(caseDocuments)
      .set({ isPublic })
      .where(eq(caseDocuments.id, before.id))
      .returning();
    await recordPartnerChange(
      tx,
      { partnerId, caseId: before.caseId, now: new Date() },
      {
        action: 'case_document.visibility_changed',
        entityType: 'case_document',
        entityId: before.id,
        before: { isPublic: before.isPublic },
        after: { isPublic },
      },
    );
    await notifyClientIfPublic(tx, deps, before.caseId, {
      title: DOCUMENT_SHARED_TITLE,
      description: after!.fileName,
      isPublic,
    });
    return toCaseDocumentView(after!);
  });
}
