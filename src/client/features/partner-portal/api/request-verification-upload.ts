import type { UploadTicket, VerificationUploadRequest } from '@shared/contracts/partners';
import { apiRequest } from '@client/lib/api-client';
import { applicationPath } from './get-application-status';

/** Upload step 1: ask for a signed address to send the file's bytes to. */
export function requestVerificationUpload(
  token: string,
  body: VerificationUploadRequest,
): Promise<UploadTicket> {
  return apiRequest<UploadTicket>(`${applicationPath(token)}/documents/upload`, {
    method: 'POST',
    body,
  });
}
