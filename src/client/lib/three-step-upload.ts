import type { UploadTicket } from '@shared/contracts/partners';
import {
  UPLOAD_PROGRESS,
  uploadFile,
  uploadingPercent,
  withoutQuery,
  type UploadStep,
} from './upload-file';

export interface UploadProgress {
  step: UploadStep;
  percent: number;
  /** The step that went wrong, when step is 'error'. */
  failedAt?: UploadStep;
}

export interface UploadInput<DocumentType extends string> {
  file: File;
  documentType: DocumentType;
}

/** The two calls around the bytes: the caller's own, so partners, applicants and clients share the rest. */
export interface ThreeStepUploadSteps<DocumentType extends string, Registered> {
  /** Step 1: ask for a signed address. */
  requestTicket: (
    request: { fileName: string; documentType: DocumentType; fileSize: number },
    signal: AbortSignal,
  ) => Promise<UploadTicket>;
  /** Step 3: register the sent file under the address without its query string. */
  register: (
    request: { fileName: string; documentType: DocumentType; fileUrl: string },
    signal: AbortSignal,
  ) => Promise<Registered>;
}

export const isUploadAbort = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * Requirements §4/§7 document upload in three steps, reporting the §4 progress: preparing (10%),
 * the signed address (25%), the bytes sent (rising to 85%), processing (90%), complete (100%).
 */
export async function runThreeStepUpload<DocumentType extends string, Registered>(
  steps: ThreeStepUploadSteps<DocumentType, Registered>,
  { file, documentType }: UploadInput<DocumentType>,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void },
): Promise<Registered> {
  const fileName = file.name;
  onProgress({ step: 'preparing', percent: UPLOAD_PROGRESS.preparing });
  const ticket = await steps.requestTicket({ fileName, documentType, fileSize: file.size }, signal);
  onProgress({ step: 'uploading', percent: UPLOAD_PROGRESS.addressIssued });
  await uploadFile({
    uploadURL: ticket.uploadURL,
    contentType: ticket.contentType,
    file,
    signal,
    onProgress: (fraction) =>
      onProgress({ step: 'uploading', percent: uploadingPercent(fraction) }),
  });
  onProgress({ step: 'processing', percent: UPLOAD_PROGRESS.processing });
  const registered = await steps.register(
    { fileName, documentType, fileUrl: withoutQuery(ticket.uploadURL) },
    signal,
  );
  onProgress({ step: 'complete', percent: UPLOAD_PROGRESS.complete });
  return registered;
}

/** The progress after a failure: where it stopped, and at which step. */
export function failedProgress(current: UploadProgress | null | undefined): UploadProgress {
  return { step: 'error', percent: current?.percent ?? 0, failedAt: current?.step };
}
