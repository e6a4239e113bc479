import { ApiError, errorFromResponse, NETWORK_ERROR_STATUS } from './api-client';
import { saveBlob } from './save-blob';

/**
 * Downloads a file from the API with a bearer token and hands it to the browser under
 * `fileName`. Throws an ApiError with the server's message on failure.
 */
export function downloadWithToken(
  path: string,
  token: string | null,
  fileName: string,
): Promise<void> {
  return downloadFile(path, fileName, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** Sends `body` as JSON and hands the file the server makes of it to the browser. */
export function downloadMadeFrom(path: string, body: unknown, fileName: string): Promise<void> {
  return downloadFile(path, fileName, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function downloadFile(path: string, fileName: string, init: RequestInit): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'include' });
  } catch {
    throw new ApiError(
      'We could not reach the server. Please check your internet connection and try again.',
      NETWORK_ERROR_STATUS,
    );
  }
  if (!response.ok) throw await errorFromResponse(response);
  saveBlob(await response.blob(), fileName);
}
