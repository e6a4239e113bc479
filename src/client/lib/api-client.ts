import { i18n } from '@lingui/core';
import type { ApiErrorBody } from '@shared/http';
import { text } from '@shared/i18n/text';
import { activeLocale, activeText } from '@client/lib/i18n/active';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: Partial<ApiErrorBody>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The ApiError of a failed response: the body's message, else status and text. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: Partial<ApiErrorBody> | undefined;
  try {
    body = text ? (JSON.parse(text) as Partial<ApiErrorBody>) : undefined;
  } catch {
    body = undefined;
  }
  // Requirements §7: read the body's message, falling back to the status code and text.
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : `${response.status}: ${text || response.statusText}`;
  return new ApiError(message, response.status, body);
}

export const REQUEST_TIMEOUT_STATUS = 408;
export const NETWORK_ERROR_STATUS = 0;

/**
 * A request that never got an answer: our own time limit (reported like HTTP 408, which the
 * spec's messages are keyed on) or no connection. A caller's own abort passes through.
 */
function failedRequestError(error: unknown, callerSignal: AbortSignal | undefined): unknown {
  if (callerSignal?.aborted) return error;
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError(
      activeText(text('The request is taking longer than expected. Please try again.')),
      REQUEST_TIMEOUT_STATUS,
    );
  }
  if (error instanceof TypeError) {
    return new ApiError(
      activeText(
        text('We could not reach the server. Please check your internet connection and try again.'),
      ),
      NETWORK_ERROR_STATUS,
    );
  }
  return error;
}

/** How requests reach the API: the browser's fetch, or the server's own routes while rendering. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * Sends this bundle's API requests through `next`. The server renderer calls it once, at start,
 * with a transport that answers from the server's own routes: it only renders public pages for
 * anonymous visitors, so one transport serves every render.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // The API answers in the page's language (its messages, e-mails' wording for this person).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': activeLocale(),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  // The API answers its messages (errors, confirmations) in the page's language.
  if (i18n.locale) headers['Accept-Language'] = i18n.locale;
  const signals = [
    options.signal,
    options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
  ].filter((signal): signal is AbortSignal => signal !== undefined);
  let response: Response;
  try {
    response = await transport(path, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    throw failedRequestError(error, options.signal);
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
