import type { InjectOptions } from 'fastify';
import type { MatrixRequest } from './access-matrix';

/** Lone surrogates cannot travel in an address; UTF-8 turns them into U+FFFD as a browser does. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** The address of an OpenAPI path ("/api/cases/{id}") with its parameters filled in. */
export function addressOf(path: string, request: MatrixRequest): string {
  if (request.url) return request.url;
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(wellFormed(value));
  });
  const query = new URLSearchParams(request.query ?? {}).toString();
  return query ? `${filled}?${query}` : filled;
}

/** The inject call for one request: JSON body, raw bytes, or none at all. */
export function injectOptions(
  method: string,
  path: string,
  request: MatrixRequest,
  headers: Record<string, string>,
): InjectOptions {
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: addressOf(path, request),
    headers: { ...headers },
  };
  if (request.raw) {
    options.headers = { ...options.headers, 'content-type': request.raw.contentType };
    options.payload = request.raw.payload;
  } else if (request.body !== undefined) {
    options.payload = request.body as InjectOptions['payload'];
  }
  return options;
}
