// One answer of the server, captured so the baselines can send the very same bytes again.

export interface CapturedResponse {
  /** Path without the query string (baselines match on the path). */
  path: string;
  body: Buffer;
  headers: Headers;
}

/** Fetches `pathWithQuery` once, uncompressed; anything but 200 stops the benchmark. */
export async function capture(
  base: string,
  pathWithQuery: string,
  headers: Record<string, string>,
): Promise<CapturedResponse> {
  const response = await fetch(`${base}${pathWithQuery}`, {
    headers: { ...headers, 'accept-encoding': 'identity' },
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) {
    throw new Error(
      `${pathWithQuery} answered ${response.status}: ${body.toString().slice(0, 200)}`,
    );
  }
  return { path: new URL(pathWithQuery, base).pathname, body, headers: response.headers };
}

/** Headers every HTTP server writes itself, or that describe one connection or one encoding. */
const perResponse = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);

/** The headers a baseline sends as they were (the security headers); Content-Type apart. */
export function replayedHeaders(response: CapturedResponse): [string, string][] {
  return [...response.headers].filter(([name]) => !perResponse.has(name));
}

export const contentType = (response: CapturedResponse) =>
  response.headers.get('content-type') ?? 'application/json';
