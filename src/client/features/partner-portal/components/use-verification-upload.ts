import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { VerificationDocument, VerificationUploadRequest } from '@shared/contracts/partners';
import { ApiError } from '@client/lib/api-client';
import { UPLOAD_DIALOG_CLOSE_DELAY_MS } from '@client/lib/upload-file';
import { useThreeStepUpload, type UploadInput } from '@client/lib/use-three-step-upload';
import { applicationStatusQueryOptions } from '../api/get-application-status';
import { registerVerificationDocument } from '../api/register-verification-document';
import { requestVerificationUpload } from '../api/request-verification-upload';

export type VerificationUploadInput = UploadInput<VerificationUploadRequest['documentType']>;

/**
 * The three-step upload of a verification document. The progress disappears a moment after
 * completion, and the application's document list is refreshed.
 */
export function useVerificationUpload(token: string) {
  const queryClient = useQueryClient();
  const statusKey = applicationStatusQueryOptions(token).queryKey;
  const upload = useThreeStepUpload<
    VerificationUploadRequest['documentType'],
    VerificationDocument
  >({
    requestTicket: (request) => requestVerificationUpload(token, request),
    register: (request) => registerVerificationDocument(token, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: statusKey }),
    onError: (error) => {
      // Reviewed in the meantime: reload, so the page stops offering the upload.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: statusKey });
      }
    },
  });

  const { done, reset } = upload;
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(reset, UPLOAD_DIALOG_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, reset]);

  return upload;
}
