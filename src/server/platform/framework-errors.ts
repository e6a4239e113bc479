import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { text, type TextDescriptor } from '@shared/i18n/text';
import { translateMessage } from '@shared/i18n/translate-issue';
import { requestI18n } from './i18n/request-locale';

const answers: Record<string, [status: number, message: TextDescriptor]> = {
  FST_ERR_BAD_URL: [400, text('This address is not valid. Please check the link and try again.')],
  FST_ERR_MAX_PARAM_LENGTH: [
    414,
    text('This address is too long. Please check the link and try again.'),
  ],
};

/**
 * Errors the router meets before any route or hook runs (Fastify's `frameworkErrors`): answered
 * in the shape of every other error, in the request's language, without repeating the address,
 * which may hold a token.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, message] = answers[error.code] ?? [
    500,
    text('Something went wrong on our side. Please try again in a minute.'),
  ];
  void requestI18n(request).then((i18n) =>
    reply
      .status(status)
      .header('x-content-type-options', 'nosniff')
      .send({ message: translateMessage(i18n, message), code: error.code }),
  );
}
