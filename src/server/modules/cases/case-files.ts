import { eq } from 'drizzle-orm';
import {
  UPLOAD_ALREADY_REGISTERED_MESSAGE,
  UPLOAD_NOT_FOR_THIS_CASE_MESSAGE,
  UPLOAD_NOT_FOUND_MESSAGE,
  type CaseDocumentRequest,
  type CaseUploadRequest,
} from '@shared/contracts/partner-cases';
import type { UploadTicket } from '@shared/contracts/partners';
import { CASE_STORAGE_QUOTA_BYTES, caseDocumentExtensions } from '@shared/document-files';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { caseDocuments, type NewCaseDocument } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  issueLimitedUploadTicket,
  registerLimitedUpload,
  totalBytes,
  type FileAllowance,
} from '../../platform/storage/pending-uploads';
import { claimUpload, type ClaimedUpload } from '../../platform/storage/uploads';

/*
 * The three-step upload of a case document (requirements §7), whoever adds it: the assigned
 * partner firm or the client. The same file types, 10 MB limit, content checks, unfinished
 * uploads (10) and quota (500 MB) for everyone, counted per case (decision 013). Callers
 * check the case is theirs first and give the check again as the lock, so a case that is gone
 * or no longer theirs answers their own 404 at every step.
 */

interface CaseFileDeps {
  db: Database;
  storage: FileStorage;
}

/** Where a case's files live; it binds an upload address to its case. */
const keyPrefixOf = (caseId: string) => `cases/${caseId}`;

/**
 * A case as an owner of files. `lock` locks the case row for the caller (and answers what the
 * caller needs while recording), throwing the caller's 404 when the case is no longer theirs.
 */
export function caseFiles<Locked>(
  caseId: string,
  lock: (tx: Executor) => Promise<Locked>,
): FileAllowance<Locked> {
  return {
    owner: { kind: 'case', id: caseId },
    label: 'this case',
    quotaBytes: CASE_STORAGE_QUOTA_BYTES,
    lock,
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
export function issueCaseUploadTicket(
  deps: CaseFileDeps,
  files: FileAllowance<unknown>,
  request: CaseUploadRequest,
): Promise<UploadTicket> {
  return issueLimitedUploadTicket(deps, files, {
    keyPrefix: keyPrefixOf(files.owner.id),
    fileName: request.fileName,
    fileSize: request.fileSize,
    allowed: caseDocumentExtensions,
  });
}

/** claimUpload speaks of any owner of files; here it is about this case. */
const caseUploadMessages: Record<string, string> = {
  UPLOAD_NOT_FOR_OWNER: UPLOAD_NOT_FOR_THIS_CASE_MESSAGE,
  UPLOAD_MISSING: UPLOAD_NOT_FOUND_MESSAGE,
};

const inCaseWords = (error: unknown) =>
  error instanceof AppError && error.code in caseUploadMessages
    ? new AppError(error.statusCode, error.code, caseUploadMessages[error.code]!)
    : error;

/** The columns every case document takes from its upload; the caller adds who uploaded it. */
export type CaseUploadColumns = Pick<
  NewCaseDocument,
  'caseId' | 'fileName' | 'fileType' | 'fileSize' | 'documentType' | 'storageKey'
>;

/**
 * Step 3: checks the stored file belongs to this case and is what its name says, then, in one
 * transaction holding the case's lock and within its quota, lets `record` store the document
 * (`columns` are those of the upload) and ends the pending upload. An upload is registered
 * once (unique storage key: 409).
 */
export async function registerCaseUpload<Locked, Result>(
  deps: CaseFileDeps,
  files: FileAllowance<Locked>,
  request: CaseDocumentRequest,
  record: (tx: Executor, locked: Locked, columns: CaseUploadColumns) => Promise<Result>,
): Promise<Result> {
  const caseId = files.owner.id;
  let claimed: ClaimedUpload;
  try {
    claimed = await claimUpload(deps.storage, {
      keyPrefix: keyPrefixOf(caseId),
      fileName: request.fileName,
      fileUrl: request.fileUrl,
      allowed: caseDocumentExtensions,
    });
  } catch (error) {
    throw inCaseWords(error);
  }
  const columns: CaseUploadColumns = {
    caseId,
    fileName: request.fileName,
    fileType: claimed.contentType,
    fileSize: claimed.size,
    documentType: request.documentType,
    storageKey: claimed.key,
  };
  try {
    return await registerLimitedUpload(deps, files, claimed, (tx, locked) =>
      record(tx, locked, columns),
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'UPLOAD_ALREADY_REGISTERED', UPLOAD_ALREADY_REGISTERED_MESSAGE);
    }
    throw inCaseWords(error);
  }
}
