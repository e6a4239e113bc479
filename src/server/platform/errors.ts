import type { I18n } from '@lingui/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@shared/http';
import { text, type TextDescriptor } from '@shared/i18n/text';
import { translateMessage } from '@shared/i18n/translate-issue';
import { englishText } from '@shared/rescission/english-text';
import { requestI18n } from './i18n/request-locale';

/** A message for the person: a `text()` descriptor, or English that is a `text()` id. */
export type ErrorText = string | TextDescriptor;

/**
 * An error whose message is safe and useful to show the person who caused it. `message` is
 * the English (for logs and tests); the answer is in the request's language (`Accept-Language`).
 */
export class AppError extends Error {
  readonly text: ErrorText;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: ErrorText,
  ) {
    super(typeof message === 'string' ? message : englishText(message));
    this.text = message;
    this.name = 'AppError';
  }
}

export const notFound = (message: ErrorText) => new AppError(404, 'NOT_FOUND', message);

/**
 * A bad value of one field found by a service rather than the schema (an unknown category, an
 * empty search): it answers like a schema validation error, with the field in `issues`.
 */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    message: ErrorText,
  ) {
    super(400, 'VALIDATION_ERROR', message);
    this.name = 'FieldError';
  }
}

type ValidationIssue = { instancePath?: string; message?: string };

function validationBody(issues: ValidationIssue[], i18n: I18n): ApiErrorBody {
  const mapped = issues.map((issue) => ({
    path: (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
    message: translateMessage(i18n, issue.message ?? text('This value is not valid.')),
  }));
  const first = mapped[0]!;
  const message =
    first.path === ''
      ? translateMessage(i18n, text('The request body must be a JSON object with the form fields.'))
      : first.message;
  return { message, code: 'VALIDATION_ERROR', issues: mapped };
}

const FASTIFY_CLIENT_ERRORS: Record<string, TextDescriptor> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: text(
    'Send the request as JSON (Content-Type: application/json).',
  ),
  FST_ERR_CTP_EMPTY_JSON_BODY: text('The request body is empty; send the form fields as JSON.'),
  FST_ERR_CTP_INVALID_JSON_BODY: text('The request body is not valid JSON.'),
  FST_ERR_CTP_BODY_TOO_LARGE: text('The request is too large.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: text('The request size header does not match its body.'),
};

/** The JSON answer for a path nothing is served at. */
export async function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const i18n = await requestI18n(request);
  return reply.status(404).send({
    message: translateMessage(
      i18n,
      text('There is nothing at {method} {path}.', {
        method: request.method,
        path: request.url.split('?')[0],
      }),
    ),
    code: 'NOT_FOUND',
  });
}

/**
 * Every error leaves as JSON `{message, code, issues?}`; never a stack trace or HTML. Messages
 * are in the request's language (`Accept-Language`: Spanish or English, English by default).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const i18n = await requestI18n(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validation, i18n));
    }
    if (error instanceof FieldError) {
      const message = translateMessage(i18n, error.text);
      return reply.status(400).send({
        message,
        code: error.code,
        issues: [{ path: error.field, message }],
      });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: translateMessage(i18n, error.text), code: error.code });
    }
    if (error.validation) {
      return reply.status(400).send(validationBody(error.validation, i18n));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: translateMessage(i18n, error.message), code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      const message = translateMessage(
        i18n,
        (error.code && FASTIFY_CLIENT_ERRORS[error.code]) ||
          text('The request could not be understood.'),
      );
      return reply.status(status).send({ message, code: error.code ?? 'BAD_REQUEST' });
    }
    const unavailable = databaseUnavailableCause(error);
    if (unavailable) {
      // Expected while the database restarts. Only the cause is logged: the failed query's
      // parameters (names, e-mail addresses) must not reach the log.
      request.log.warn({ reason: unavailable.message }, 'database unavailable');
      return reply.status(503).send({
        message: translateMessage(
          i18n,
          text('The service is briefly unavailable. Please try again in a minute.'),
        ),
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      message: translateMessage(
        i18n,
        text('Something went wrong on our side. Please try again in a minute.'),
      ),
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
