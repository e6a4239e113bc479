import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/*
 * What the request log may hold. Addresses carry secrets (reset and invitation links have the
 * token in the path, upload addresses a signature in the query) and personal data (an admin's
 * search for a client's name or e-mail); a failed query's error carries its parameters, which
 * are names, e-mail addresses and texts people wrote. The log keeps the shape of each and
 * drops the values.
 */

const REDACTED = '[redacted]';

/** Query parameters whose values are secrets or may be a person's name or address. */
const SECRET_QUERY = /^(q|search|email|name)$|token|signature|secret|password|code/i;
/** Route parameters that are secrets: the address is logged with the pattern in their place. */
const SECRET_PARAM = /token|secret/i;

function safeQuery(search: string): string {
  const entries = [...new URLSearchParams(search).entries()].map(([key, value]) =>
    SECRET_QUERY.test(key) ? `${key}=${REDACTED}` : `${key}=${encodeURIComponent(value)}`,
  );
  return entries.length > 0 ? `?${entries.join('&')}` : '';
}

/** The request's address as it may be logged. */
export function loggableUrl(request: FastifyRequest): string {
  const queryStart = request.url.indexOf('?');
  const path = queryStart < 0 ? request.url : request.url.slice(0, queryStart);
  const search = queryStart < 0 ? '' : request.url.slice(queryStart + 1);
  const params = (request.params ?? {}) as Record<string, unknown>;
  const hidesSecret = Object.keys(params).some((name) => SECRET_PARAM.test(name));
  const pattern = request.routeOptions?.url;
  return `${hidesSecret && pattern ? pattern : path}${safeQuery(search)}`;
}

/** PostgreSQL repeats a value it could not read: invalid input syntax for type uuid: "…". */
const ECHOED_VALUE = /(invalid input (?:syntax|value) for [^:\n]*: )"(?:[^"\\]|\\.)*"/g;

/** An error's text without the failed query's parameters or the values PostgreSQL echoes. */
function withoutData(text: string, error: unknown): string {
  let result = text;
  for (let current = error as { params?: unknown; cause?: unknown } | undefined; current;) {
    if (typeof current === 'object' && 'params' in current) {
      result = result.split(`\nparams: ${String(current.params)}`).join(`\nparams: ${REDACTED}`);
    }
    current = typeof current === 'object' ? (current.cause as typeof current) : undefined;
  }
  // A message already turned into text (a job's last error) may hold them too.
  return result
    .replace(/\nparams: (?!\[redacted\])[\s\S]*?(?=\n {4}at |$)/g, `\nparams: ${REDACTED}`)
    .replace(ECHOED_VALUE, `$1"${REDACTED}"`);
}

/** Fields of database errors that repeat the data of the row (pg's `detail`: "Key (email)=(…)"). */
const DATA_FIELDS = ['params', 'parameters', 'detail'];

type SerializedError = ReturnType<typeof stdSerializers.err>;

function safeError(error: Error): SerializedError {
  // Some callers log a message string as `err` (a job's last error).
  if (typeof error === 'string') return withoutData(error, undefined) as unknown as SerializedError;
  const serialized = stdSerializers.err(error);
  if (serialized === null || typeof serialized !== 'object') return serialized;
  const fields = serialized as Record<string, unknown>;
  for (const field of DATA_FIELDS) delete fields[field];
  serialized.message = withoutData(serialized.message, error);
  if (typeof serialized.stack === 'string') serialized.stack = withoutData(serialized.stack, error);
  return serialized;
}

/** pino options of the server's logger: redaction paths and the two serializers above. */
export const logRedaction = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.newPassword',
      '*.currentPassword',
      '*.token',
      // Two-step sign-in (decision 020). Not `*.code`: that would hide errors' codes, which
      // operators need; request bodies are never logged, and a `code` query value is redacted.
      '*.secret',
      '*.otpauthUrl',
      '*.mfaToken',
      '*.recoveryCode',
      '*.recoveryCodes',
    ],
    censor: REDACTED,
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: loggableUrl(request),
      host: request.host,
      remoteAddress: request.ip,
    }),
    err: safeError,
  },
};
