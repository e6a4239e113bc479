import { ApiError, errorFromResponse, NETWORK_ERROR_STATUS } from './api-client';
import { text } from '@shared/i18n/text';
import { activeLocale, activeText } from './i18n/active';
import { saveBlob } from './save-blob';

/**
 * Downloads a file from the API with a bearer token and hands it to the browser under
 * `fileName`. Throws an ApiError with the server's message on failure.
 */
export async function downloadWithToken(
  path: string,
  token: string | null,
  fileName: string,
): Promise<void> {
  await downloadFile(path, fileName, {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/**
 * Sends `body` as JSON and hands the file the server makes of it to the browser, under the
 * name the server gives (Content-Disposition) or else `fallbackName`. Answers the name used.
 */
export function downloadMadeFrom(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<string> {
  return downloadFile(
    path,
    fallbackName,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    { serverNameFirst: true },
  );
}

/** The file name the server gave in Content-Disposition, if any. */
function serverFileName(response: Response): string | undefined {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1];
}

async function downloadFile(
  path: string,
  fileName: string,
  init: RequestInit,
  { serverNameFirst = false } = {},
): Promise<string> {
  let response: Response;
  try {
    // The file is made in the page's language.
    const headers = {
      ...(init.headers as Record<string, string>),
      'Accept-Language': activeLocale(),
    };
    response = await fetch(path, { ...init, headers, credentials: 'include' });
  } catch {
    throw new ApiError(
      activeText(
        text('We could not reach the server. Please check your internet connection and try again.'),
      ),
      NETWORK_ERROR_STATUS,
    );
  }
  if (!response.ok) throw await errorFromResponse(response);
  const name = (serverNameFirst && serverFileName(response)) || fileName;
  saveBlob(await response.blob(), name);
  return name;
}
