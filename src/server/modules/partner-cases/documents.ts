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
import { CASE_STORAGE_QUOTA_BYTES, caseDocumentExtensions } from '@shared/document-files';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { caseDocuments, type CaseDocument } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  issueLimitedUploadTicket,
  registerLimitedUpload,
  totalBytes,
  type FileAllowance,
} from '../../platform/storage/pending-uploads';
import { claimUpload, type ClaimedUpload } from '../../platform/storage/uploads';
import { isRowId } from '../../platform/row-id';
import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  notifyClientIfPublic,
  toCaseDocumentView,
} from '../cases/service';
import { partnerReader, visibleDocuments } from '../cases/access';
import type { PartnerNetworkDeps } from '../partner-deps';
import { findAssignedCase, recordPartnerChange, type AssignedCase } from './service';

/*
 * Case documents (requirements §7's three-step upload, visibility, download), scoped like every
 * partner call to the cases assigned to the caller. Documents start private (requirements §6).
 */

/** Where a case's files live; it binds an upload address to its case. */
const keyPrefixOf = (caseId: string) => `cases/${caseId}`;

/**
 * A case as an owner of files: at most 10 unfinished uploads and 500 MB of documents
 * (decision 013). Its lock is the assigned-case check, so a case that is gone or was moved to
 * another firm answers the case 404.
 */
function caseFiles(partnerId: string, caseId: string): FileAllowance<AssignedCase> {
  return {
    owner: { kind: 'case', id: caseId },
    label: 'this case',
    quotaBytes: CASE_STORAGE_QUOTA_BYTES,
    lock: (tx) => findAssignedCase(tx, partnerId, caseId, { lock: true }),
    usedBytes: async (tx) => {
      const [used] = await tx
        .select({ bytes: totalBytes(caseDocuments.fileSize) })
        .from(caseDocuments)
        .where(eq(caseDocuments.caseId, caseId));
      return used?.bytes ?? 0;
    },
  };
}

/** Step 1: a signed, expiring address to PUT the file to, within the case's limits. */
export async function requestCaseUpload(
  deps: PartnerNetworkDeps,
  partnerId: string,
  caseId: string,
  request: CaseUploadRequest,
): Promise<UploadTicket> {
  const { row } = await findAssignedCase(deps.db, partnerId, caseId);
  return issueLimitedUploadTicket(deps, caseFiles(partnerId, row.id), {
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

const inCaseWords = (error: unknown) =>
  error instanceof AppError && error.code in caseUploadMessages
    ? new AppError(error.statusCode, error.code, caseUploadMessages[error.code]!)
    : error;

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
    throw inCaseWords(error);
  }
}

/**
 * Step 3: checks the stored file belongs to this case and is what its name says, then records
 * it (private, as the firm's own) with an audit row, within the case's quota. An upload is
 * registered once (unique storage key).
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
    // The case is checked again under its lock: it may have been reassigned meanwhile.
    return await registerLimitedUpload(
      deps,
      caseFiles(partnerId, row.id),
      claimed,
      async (tx, { companyName }) => {
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
            uploadedByPartnerId: partnerId,
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
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'UPLOAD_ALREADY_REGISTERED', UPLOAD_ALREADY_REGISTERED_MESSAGE);
    }
    throw inCaseWords(error);
  }
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
 * the client; setting the visibility it already has changes nothing.
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
