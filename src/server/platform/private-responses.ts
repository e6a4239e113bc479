import type { FastifyInstance } from 'fastify';

/**
 * Answers to a caller who sends a sign-in hold personal data (cases, contact details). Many of
 * the people we serve use shared or library computers, so such answers are never stored by the
 * browser or a proxy, unless the route chose its own caching.
 */
export function registerPrivateResponses(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
