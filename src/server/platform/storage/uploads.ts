import { randomUUID } from 'node:crypto';
import {
  contentTypeFor,
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  fileTypeNotAllowedMessage,
  MAX_DOCUMENT_BYTES,
  type DocumentExtension,
} from '@shared/document-files';
import type { UploadTicket } from '@shared/contracts/partners';
import { AppError } from '../errors';
import { contentMismatchMessage, contentsMatchName, SNIFF_BYTES } from './file-contents';
import { safeFileName, type FileStorage } from './file-storage';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

/*
 * The three-step upload of requirements §7 for any owner of files (a case, an application):
 * 1. issueUploadTicket: a signed, expiring address under the owner's key prefix;
 * 2. the browser PUTs the bytes there;
 * 3. claimUpload: checks the address belongs to this owner and file, and that the stored
 *    bytes are within the limit and are what the name says; bad files are deleted.
 */

/** How long an upload address works. */
export const UPLOAD_TICKET_LIFETIME_MS = 15 * 60 * 1000;

export const fileTooLarge = () => new AppError(413, 'FILE_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
export const fileTypeNotAllowed = (allowed: readonly DocumentExtension[]) =>
  new AppError(400, 'FILE_TYPE_NOT_ALLOWED', fileTypeNotAllowedMessage(allowed));

export interface UploadRequest {
  /** Where the owner's files live, e.g. `cases/<caseId>`; it binds the address to the owner. */
  keyPrefix: string;
  fileName: string;
  /** What the browser says the size is; checked again on the stored bytes. */
  fileSize?: number;
  allowed: readonly DocumentExtension[];
}

export async function issueUploadTicket(
  storage: FileStorage,
  request: UploadRequest,
  now = new Date(),
): Promise<UploadTicket> {
  const contentType = contentTypeFor(request.fileName, request.allowed);
  if (!contentType) throw fileTypeNotAllowed(request.allowed);
  if (request.fileSize !== undefined && request.fileSize > MAX_DOCUMENT_BYTES) throw fileTooLarge();
  const key = `${request.keyPrefix}/${randomUUID()}/${safeFileName(request.fileName)}`;
  const expiresAt = new Date(now.getTime() + UPLOAD_TICKET_LIFETIME_MS);
  return {
    uploadURL: await storage.createUploadUrl(key, contentType, expiresAt),
    contentType,
    expiresAt: expiresAt.toISOString(),
  };
}

export interface ClaimedUpload {
  key: string;
  /** Bytes. */
  size: number;
  contentType: string;
}

export const UPLOAD_NOT_FOR_OWNER_MESSAGE = english(
  text('This upload does not belong here. Please start the upload again.'),
);
export const UPLOAD_MISSING_MESSAGE = english(
  text('We did not receive the file for this upload. Please start the upload again.'),
);

export async function claimUpload(
  storage: FileStorage,
  request: UploadRequest & { fileUrl: string },
): Promise<ClaimedUpload> {
  const contentType = contentTypeFor(request.fileName, request.allowed);
  if (!contentType) throw fileTypeNotAllowed(request.allowed);
  const key = storage.keyFromUrl(request.fileUrl);
  const segments = key?.slice(request.keyPrefix.length + 1).split('/');
  if (
    !key ||
    !key.startsWith(`${request.keyPrefix}/`) ||
    segments?.length !== 2 ||
    segments[1] !== safeFileName(request.fileName)
  ) {
    throw new AppError(400, 'UPLOAD_NOT_FOR_OWNER', UPLOAD_NOT_FOR_OWNER_MESSAGE);
  }
  const stored = await storage.head(key);
  if (!stored) throw new AppError(400, 'UPLOAD_MISSING', UPLOAD_MISSING_MESSAGE);
  if (stored.size > MAX_DOCUMENT_BYTES) {
    await storage.delete(key);
    throw fileTooLarge();
  }
  if (stored.size === 0) {
    await storage.delete(key);
    throw new AppError(400, 'EMPTY_FILE', EMPTY_FILE_MESSAGE);
  }
  if (!contentsMatchName(request.fileName, await storage.readStart(key, SNIFF_BYTES))) {
    await storage.delete(key);
    throw new AppError(400, 'FILE_CONTENT_MISMATCH', contentMismatchMessage(request.fileName));
  }
  return { key, size: stored.size, contentType };
}
