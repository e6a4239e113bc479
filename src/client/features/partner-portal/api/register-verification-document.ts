import type { VerificationDocument, VerificationDocumentRequest } from '@shared/contracts/partners';
import { apiRequest } from '@client/lib/api-client';
import { applicationPath } from './get-application-status';

/** Upload step 3: tell the server the bytes are there, so it files the document. */
export function registerVerificationDocument(
  token: string,
  body: VerificationDocumentRequest,
): Promise<VerificationDocument> {
  return apiRequest<VerificationDocument>(`${applicationPath(token)}/documents`, {
    method: 'POST',
    body,
  });
}
