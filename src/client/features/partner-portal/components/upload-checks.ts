import { verificationUploadRequestSchema } from '@shared/contracts/partners';
import { fileSizeProblem } from '@shared/document-files';
import type { VerificationUploadInput } from './use-verification-upload';

export interface UploadProblems {
  file?: string;
  documentType?: string;
}

export type UploadCheck =
  { ok: true; value: VerificationUploadInput } | { ok: false; problems: UploadProblems };

/**
 * Checks a chosen file and document type with the server's own rules and messages (file
 * type, name, size, a chosen type), so a wrong file is refused before anything is sent.
 */
export function checkUpload(file: File | null, documentType: string): UploadCheck {
  const problems: UploadProblems = {};
  const parsed = verificationUploadRequestSchema.safeParse({
    fileName: file?.name ?? '',
    documentType,
    fileSize: file?.size,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      const key = field === 'fileName' ? 'file' : field === 'documentType' ? field : null;
      if (key && !problems[key]) problems[key] = issue.message;
    }
  }
  if (file && !problems.file) problems.file = fileSizeProblem(file.size) ?? undefined;
  if (parsed.success && file && !problems.file) {
    return { ok: true, value: { file, documentType: parsed.data.documentType } };
  }
  return { ok: false, problems };
}
