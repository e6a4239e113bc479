import type { LetterDocumentRequest } from '@shared/contracts/letters';
import type { LetterPurpose } from '@shared/letters/purposes';
import { downloadMadeFrom } from '@client/lib/download-file';
import { LETTERS_PATH } from './get-letter';

/**
 * Asks the server for the filled letter (POST /api/letters/:purpose/document) and hands it to
 * the browser as a download; nothing is stored. Answers the file name it was saved as.
 */
export function downloadLetter(
  purpose: LetterPurpose,
  request: LetterDocumentRequest,
): Promise<string> {
  return downloadMadeFrom(
    `${LETTERS_PATH}/${purpose}/document`,
    request,
    `letter.${request.format}`,
  );
}
