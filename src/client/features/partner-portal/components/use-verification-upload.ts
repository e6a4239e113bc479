import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { VerificationDocument, VerificationUploadRequest } from '@shared/contracts/partners';
import { ApiError } from '@client/lib/api-client';
import {
  UPLOAD_DIALOG_CLOSE_DELAY_MS,
  UPLOAD_PROGRESS,
  uploadFile,
  uploadingPercent,
  withoutQuery,
  type UploadStep,
} from '@client/lib/upload-file';
import { applicationStatusQueryOptions } from '../api/get-application-status';
import { registerVerificationDocument } from '../api/register-verification-document';
import { requestVerificationUpload } from '../api/request-verification-upload';

export interface UploadProgress {
  step: UploadStep;
  percent: number;
}

export interface VerificationUploadInput {
  file: File;
  documentType: VerificationUploadRequest['documentType'];
}

/**
 * The three-step upload of a verification document (spec §7): ask for an address, send the
 * bytes there, then register the file. Progress follows spec §4 (10, 25 rising to 85, 90, 100)
 * and disappears a moment after completion; the application's document list is refreshed.
 */
export function useVerificationUpload(token: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const statusKey = applicationStatusQueryOptions(token).queryKey;

  const mutation = useMutation<VerificationDocument, Error, VerificationUploadInput>({
    mutationFn: async ({ file, documentType }) => {
      setProgress({ step: 'preparing', percent: UPLOAD_PROGRESS.preparing });
      const ticket = await requestVerificationUpload(token, {
        fileName: file.name,
        documentType,
        fileSize: file.size,
      });
      setProgress({ step: 'uploading', percent: UPLOAD_PROGRESS.addressIssued });
      await uploadFile({
        uploadURL: ticket.uploadURL,
        contentType: ticket.contentType,
        file,
        onProgress: (fraction) =>
          setProgress({ step: 'uploading', percent: uploadingPercent(fraction) }),
      });
      setProgress({ step: 'processing', percent: UPLOAD_PROGRESS.processing });
      const document = await registerVerificationDocument(token, {
        fileName: file.name,
        documentType,
        fileUrl: withoutQuery(ticket.uploadURL),
      });
      setProgress({ step: 'complete', percent: UPLOAD_PROGRESS.complete });
      return document;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
    onError: (error) => {
      setProgress(null);
      // Reviewed in the meantime: reload, so the page stops offering the upload.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: statusKey });
      }
    },
  });

  const complete = progress?.step === 'complete';
  useEffect(() => {
    if (!complete) return;
    const timer = window.setTimeout(() => setProgress(null), UPLOAD_DIALOG_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [complete]);

  return { upload: mutation.mutate, busy: mutation.isPending, progress };
}
