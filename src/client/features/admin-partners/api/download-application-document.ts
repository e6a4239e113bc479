import type { ApplicationDocument } from '@shared/contracts/admin-partners';
import { readToken } from '@client/lib/auth-storage';
import { downloadWithToken } from '@client/lib/download-file';
import { applicationPath } from './get-application';

/** Fetches one of an application's documents with the staff sign-in and saves it. */
export function downloadApplicationDocument(
  applicationId: string,
  document: Pick<ApplicationDocument, 'id' | 'fileName'>,
): Promise<void> {
  return downloadWithToken(
    `${applicationPath(applicationId)}/documents/${encodeURIComponent(document.id)}/download`,
    readToken('staff'),
    document.fileName,
  );
}
