import { and, eq } from 'drizzle-orm';
import type { CaseDocumentView } from '@shared/contracts/cases';
import {
  UPLOAD_ALREADY_REGISTERED_MESSAGE,
  UPLOAD_NOT_FOR_THIS_CASE_MESSAGE,
  UPLOAD_NOT_FOUND_MESSAGE,
  type CaseDocumentRequest,
  type CaseUploadRequest,
} from '@shared/contracts/partner-cases';
import type { UploadTicket } from '@shared/contracts/partners';
import { caseDocumentExtensions } from '@shared/document-files';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { caseDocuments, type CaseDocument } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { claimUpload, issueUploadTicket, type ClaimedUpload } from '../../platform/storage/uploads';
import { isRowId } from '../../platform/row-id';
import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  notifyClientIfPublic,
  toCaseDocumentView,
} from '../cases/service';
import type { PartnerNetworkDeps } from '../partner-deps';
import { findAssignedCase, recordPartnerChange, type CaseChangeResult } from './service';

/*
 * Case documents (spec §7's three-step upload, visibility, download), scoped like every
 * partner call to the cases assigned to the caller. Documents start private (spec §6).
 */

/** Where a case's files live; it binds an upload address to its case. */
const keyPrefixOf = (caseId: string) => `cases/${caseId}`;

/** Step 1: a signed, expiring address to PUT the file to. */
export async function requestCaseUpload(
  deps: PartnerNetworkDeps,
  partnerId: string,
  caseId: string,
  request: CaseUploadRequest,
): Promise<UploadTicket> {
  const { row } = await findAssignedCase(deps.db, partnerId, caseId);
  return issueUploadTicket(deps.storage, {
    keyPrefix: keyPrefixOf(row.id),
    fileName: request.fileName,
    fileSize: request.fileSize,
    allowed: caseDocumentExtensions,
  });
}

/** claimUpload speaks of any owner of files; a partner is told about this case. */
const caseUploadMessages: Record<string, string> = {
  UPLOAD_NOT_FOR_OWNER: UPLOAD_NOT_FOR_THIS_CASE_MESSAGE,
  UPLOAD_MISSING: UPLOAD_NOT_FOUND_MESSAGE,
};

async function claimCaseUpload(
  storage: FileStorage,
  caseId: string,
  request: CaseDocumentRequest,
): Promise<ClaimedUpload> {
  try {
    return await claimUpload(storage, {
      keyPrefix: keyPrefixOf(caseId),
      fileName: request.fileName,
      fileUrl: request.fileUrl,
      allowed: caseDocumentExtensions,
    });
  } catch (error) {
    if (error instanceof AppError && error.code in caseUploadMessages) {
      throw new AppError(error.statusCode, error.code, caseUploadMessages[error.code]!);
    }
    throw error;
  }
}

/**
 * Step 3: checks the stored file belongs to this case and is what its name says, then records
 * it (private) with an audit row. An upload is registered once (unique storage key).
 */
export async function registerCaseDocument(
  deps: PartnerNetworkDeps,
  partnerId: string,
  caseId: string,
  request: CaseDocumentRequest,
): Promise<CaseDocumentView> {
  const { row } = await findAssignedCase(deps.db, partnerId, caseId);
  const claimed = await claimCaseUpload(deps.storage, row.id, request);
  try {
    return await deps.db.transaction(async (tx) => {
      // Checked again inside the transaction: the case may have been reassigned meanwhile.
      const { companyName } = await findAssignedCase(tx, partnerId, row.id, { lock: true });
      const now = new Date();
      const [document] = await tx
        .insert(caseDocuments)
        .values({
          caseId: row.id,
          fileName: request.fileName,
          fileType: claimed.contentType,
          fileSize: claimed.size,
          documentType: request.documentType,
          uploadedBy: companyName,
          isPublic: false,
          storageKey: claimed.key,
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
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'UPLOAD_ALREADY_REGISTERED', UPLOAD_ALREADY_REGISTERED_MESSAGE);
    }
    throw error;
  }
}

/** A document of an assigned case; an unassigned case answers the case 404 first. */
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
    .where(and(eq(caseDocuments.id, documentId), eq(caseDocuments.caseId, row.id)));
  if (!document) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return document;
}

export const DOCUMENT_SHARED_TITLE = 'New document shared';

/**
 * Shows a document to the client or hides it again, with an audit row. Sharing one e-mails
 * the client; setting the visibility it already has changes nothing.
 */
export async function setDocumentVisibility(
  deps: PartnerNetworkDeps,
  partnerId: string,
  caseId: string,
  documentId: string,
  isPublic: boolean,
): Promise<CaseChangeResult<CaseDocumentView>> {
  return deps.db.transaction(async (tx) => {
    const before = await findAssignedDocument(tx, partnerId, caseId, documentId, { lock: true });
    if (before.isPublic === isPublic) {
      return { view: toCaseDocumentView(before), mailQueued: false };
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
    const mailQueued = await notifyClientIfPublic(tx, deps, before.caseId, {
      title: DOCUMENT_SHARED_TITLE,
      description: after!.fileName,
      isPublic,
    });
    return { view: toCaseDocumentView(after!), mailQueued };
  });
}
