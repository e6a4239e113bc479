import type { LetterDocumentRequest, LetterFormat } from '@shared/contracts/letters';
import type { LetterPurpose } from '@shared/letters/purposes';
import { errorFromResponse } from '@client/lib/api-client';
import { saveBlob } from '@client/lib/save-blob';
import { LETTERS_PATH } from './get-letter';

/** The file name the server gave in Content-Disposition, else a plain one. */
function fileNameOf(response: Response, format: LetterFormat): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? `letter.${format}`;
}

/**
 * Asks the server for the filled letter (POST /api/letters/:purpose/document) and hands it to
 * the browser as a download; nothing is stored. Answers the file name it was saved as.
 */
export async function downloadLetter(
  purpose: LetterPurpose,
  request: LetterDocumentRequest,
): Promise<string> {
  const response = await fetch(`${LETTERS_PATH}/${purpose}/document`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(request),
  });
  if (!response.ok) throw await errorFromResponse(response);
  const fileName = fileNameOf(response, request.format);
  saveBlob(await response.blob(), fileName);
  return fileName;
}
