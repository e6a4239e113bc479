import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD } from '@shared/contracts/fields';
import { translateFor } from './i18n/request-locale';

function honeypotFilled(request: FastifyRequest): boolean {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body[HONEYPOT_FIELD] : undefined;
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * A `preValidation` hook for a public form (decision 005). Bots that fill the hidden field get
 * the same 201 answer as people, with `message` and a made-up id, so they learn nothing; the
 * handler never runs, so nothing is stored or sent.
 */
export function answerBotsQuietly(
  message: string,
  /** A made-up receipt for forms whose answer is not `{ id, message }`. */
  fakeReceipt: () => object = () => ({ id: randomUUID(), message }),
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!honeypotFilled(request)) return;
    request.log.info('honeypot field filled; submission discarded');
    // In the request's language, as people get it.
    const receipt = { ...fakeReceipt() } as Record<string, unknown>;
    if (typeof receipt.message === 'string') {
      receipt.message = await translateFor(request, receipt.message);
    }
    return reply.status(201).send(receipt);
  };
}
