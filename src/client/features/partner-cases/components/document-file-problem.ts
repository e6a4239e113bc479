import {
  caseDocumentExtensions,
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  fileTypeNotAllowedMessage,
  isAllowedExtension,
  MAX_DOCUMENT_BYTES,
} from '@shared/document-files';

/**
 * Why the browser refuses a chosen file before sending it (the server checks the same rules
 * and the contents again), in the words the server uses; null when it may be sent.
 */
export function documentFileProblem(file: { name: string; size: number }): string | null {
  if (!isAllowedExtension(file.name, caseDocumentExtensions)) {
    return fileTypeNotAllowedMessage(caseDocumentExtensions);
  }
  if (file.size > MAX_DOCUMENT_BYTES) return FILE_TOO_LARGE_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  return null;
}
