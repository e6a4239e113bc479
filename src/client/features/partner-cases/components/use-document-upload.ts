import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CaseDocumentView } from '@shared/contracts/cases';
import type { CaseUploadRequest } from '@shared/contracts/partner-cases';
import {
  UPLOAD_PROGRESS,
  uploadFile,
  uploadingPercent,
  withoutQuery,
  type UploadStep,
} from '@client/lib/upload-file';
import { invalidatePartnerCases } from '../api/partner-case-paths';
import { registerCaseDocument } from '../api/register-case-document';
import { requestCaseUpload } from '../api/request-case-upload';

export interface UploadProgress {
  step: UploadStep;
  percent: number;
  /** The step that went wrong, when step is 'error'. */
  failedAt?: UploadStep;
}

export interface UploadRequest {
  file: File;
  documentType: CaseUploadRequest['documentType'];
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Spec §4/§7 document upload in three steps, with the §4 progress: preparing (10%), the
 * signed address (25%), the bytes sent (up to 85%), processing (90%), complete (100%).
 * `reset` cancels an upload still under way.
 */
export function useDocumentUpload(partnerId: string, caseId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation<CaseDocumentView, Error, UploadRequest>({
    mutationFn: async ({ file, documentType }) => {
      const abort = new AbortController();
      controller.current = abort;
      const { signal } = abort;
      const fileName = file.name;
      setProgress({ step: 'preparing', percent: UPLOAD_PROGRESS.preparing });
      const ticket = await requestCaseUpload(
        caseId,
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
      const document = await registerCaseDocument(
        caseId,
        { fileName, documentType, fileUrl: withoutQuery(ticket.uploadURL) },
        signal,
      );
      setProgress({ step: 'complete', percent: UPLOAD_PROGRESS.complete });
      return document;
    },
    // The case shows the new document; not awaited, so the dialog's 1.5 s start at once.
    onSuccess: () => void invalidatePartnerCases(queryClient, partnerId),
    onError: (error) => {
      if (isAbort(error)) return;
      setProgress((current) => ({
        step: 'error',
        percent: current?.percent ?? 0,
        failedAt: current?.step,
      }));
    },
  });

  function reset() {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
    mutation.reset();
  }

  return {
    upload: mutation.mutate,
    progress,
    busy: mutation.isPending,
    done: mutation.isSuccess,
    reset,
  };
}
