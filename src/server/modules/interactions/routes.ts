import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackInteractionRequestSchema } from '@shared/contracts/recommendations';
import type { Database } from '../../db/client';
import { identifyClient } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { trackInteraction } from './service';

export interface InteractionsRoutesOptions {
  db: Database;
  /** Calls per minute from one address (default 120). */
  rateLimitPerMinute?: number;
}

export const DEFAULT_INTERACTION_RATE_LIMIT = 120;

export const interactionsRoutes: FastifyPluginAsyncZod<InteractionsRoutesOptions> = async (
  app,
  options,
) => {
  const rateLimit = {
    max: options.rateLimitPerMinute ?? DEFAULT_INTERACTION_RATE_LIMIT,
    timeWindow: '1 minute',
  };

  app.post(
    '/track-interaction',
    {
      config: { rateLimit },
      onRequest: identifyClient,
      schema: {
        // Open to everyone; a client token stores the interaction under the account.
        security: [{}, ...bearerAuth],
        tags: ['recommendations'],
        summary:
          'Record a view, click, download, completion or rating of a resource (anonymous visitors send sessionId)',
        body: trackInteractionRequestSchema,
        response: { 204: z.null().describe('Recorded'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const principal = request.principal;
      await trackInteraction(
        options.db,
        { clientId: principal?.kind === 'client' ? principal.id : null },
        request.body,
      );
      return reply.status(204).send(null);
    },
  );
};
