import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@shared/http';

/** An error whose message is safe and useful to show the person who caused it. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);

/**
 * A bad value of one field found by a service rather than the schema (an unknown category, an
 * empty search): it answers like a schema validation error, with the field in `issues`.
 */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(400, 'VALIDATION_ERROR', message);
    this.name = 'FieldError';
  }
}

type ValidationIssue = { instancePath?: string; message?: string };

function validationBody(issues: ValidationIssue[]): ApiErrorBody {
  const mapped = issues.map((issue) => ({
    path: (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
    message: issue.message ?? 'This value is not valid.',
  }));
  const first = mapped[0]!;
  const message =
    first.path === ''
      ? 'The request body must be a JSON object with the form fields.'
      : first.message;
  return { message, code: 'VALIDATION_ERROR', issues: mapped };
}

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send the form fields as JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request size header does not match its body.',
};

/** The JSON answer for a path nothing is served at. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    message: `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
    code: 'NOT_FOUND',
  });
}

/** Every error leaves as JSON `{message, code, issues?}`; never a stack trace or HTML. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validation));
    }
    if (error instanceof FieldError) {
      return reply.status(400).send({
        message: error.message,
        code: error.code,
        issues: [{ path: error.field, message: error.message }],
      });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (error.validation) {
      return reply.status(400).send(validationBody(error.validation));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message, code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      const message =
        (error.code && FASTIFY_CLIENT_ERRORS[error.code]) ?? 'The request could not be understood.';
      return reply.status(status).send({ message, code: error.code ?? 'BAD_REQUEST' });
    }
    const unavailable = databaseUnavailableCause(error);
    if (unavailable) {
      // Expected while the database restarts. Only the cause is logged: the failed query's
      // parameters (names, e-mail addresses) must not reach the log.
      request.log.warn({ reason: unavailable.message }, 'database unavailable');
      return reply.status(503).send({
        message: 'The service is briefly unavailable. Please try again in a minute.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      message: 'Something went wrong on our side. Please try again in a minute.',
      code: 'INTERNAL_ERROR',
    });
  });
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '08001', // sqlclient_unable_to_establish_sqlconnection
]);

/** node-postgres reports a lost or unobtainable connection with these messages and no code. */
const CONNECTION_ERROR_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

/** The connection failure behind an error (through its causes), if the database is unreachable. */
function databaseUnavailableCause(error: unknown): Error | undefined {
  let found: Error | undefined;
  for (let current = error as (Error & { code?: string }) | undefined; current;) {
    if (
      (current.code && CONNECTION_ERROR_CODES.has(current.code)) ||
      CONNECTION_ERROR_MESSAGES.test(String(current.message))
    ) {
      found = current;
    }
    current = current.cause as typeof current;
  }
  return found;
}
