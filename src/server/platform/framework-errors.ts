import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const answers: Record<string, [status: number, message: string]> = {
  FST_ERR_BAD_URL: [400, 'This address is not valid. Please check the link and try again.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'This address is too long. Please check the link and try again.'],
};

/**
 * Errors the router meets before any route or hook runs (Fastify's `frameworkErrors`): answered
 * in the shape of every other error, without repeating the address, which may hold a token.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, message] = answers[error.code] ?? [
    500,
    'Something went wrong on our side. Please try again in a minute.',
  ];
  void reply
    .status(status)
    .header('x-content-type-options', 'nosniff')
    .send({ message, code: error.code });
}
