import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
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

export interface ThreeStepUploadCalls<DocumentType extends string, Registered> {
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
  onSuccess?: (registered: Registered) => void;
  onError?: (error: Error) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Requirements §4/§7 document upload in three steps, with the §4 progress: preparing (10%), the
 * signed address (25%), the bytes sent (rising to 85%), processing (90%), complete (100%).
 * `reset` cancels an upload still under way.
 */
export function useThreeStepUpload<DocumentType extends string, Registered>(
  calls: ThreeStepUploadCalls<DocumentType, Registered>,
) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation<Registered, Error, UploadInput<DocumentType>>({
    mutationFn: async ({ file, documentType }) => {
      const abort = new AbortController();
      controller.current = abort;
      const { signal } = abort;
      const fileName = file.name;
      setProgress({ step: 'preparing', percent: UPLOAD_PROGRESS.preparing });
      const ticket = await calls.requestTicket(
        { fileName, documentType, fileSize: file.size },
        signal,
      );
      setProgress({ step: 'uploading', percent: UPLOAD_PROGRESS.addressIssued });
      await uploadFile({
        uploadURL: ticket.uploadURL,
        contentType: ticket.contentType,
        file,
        signal,
        onProgress: (fraction) =>
          setProgress({ step: 'uploading', percent: uploadingPercent(fraction) }),
      });
      setProgress({ step: 'processing', percent: UPLOAD_PROGRESS.processing });
      const registered = await calls.register(
        { fileName, documentType, fileUrl: withoutQuery(ticket.uploadURL) },
        signal,
      );
      setProgress({ step: 'complete', percent: UPLOAD_PROGRESS.complete });
      return registered;
    },
    onSuccess: (registered) => calls.onSuccess?.(registered),
    onError: (error) => {
      if (isAbort(error)) return;
      setProgress((current) => ({
        step: 'error',
        percent: current?.percent ?? 0,
        failedAt: current?.step,
      }));
      calls.onError?.(error);
    },
  });

  const resetMutation = mutation.reset;
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
    resetMutation();
  }, [resetMutation]);

  return {
    upload: mutation.mutate,
    progress,
    busy: mutation.isPending,
    done: mutation.isSuccess,
    reset,
  };
}
