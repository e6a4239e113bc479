import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recommendationListSchema } from '@shared/contracts/recommendations';
import type { Database } from '../../db/client';
import { clientOf, requireClient } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { requestLocale } from '../../platform/i18n/request-locale';
import { listRecommendations, MAX_RECOMMENDATIONS } from './service';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

export interface RecommendationsRoutesOptions {
  db: Database;
}

const LIMIT_MESSAGE = english(
  text('limit must be a whole number from 1 to {max}.', { max: MAX_RECOMMENDATIONS }),
);

const recommendationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MAX_RECOMMENDATIONS, LIMIT_MESSAGE)
    .default(MAX_RECOMMENDATIONS)
    .describe(
      `How many to answer at most (1-${MAX_RECOMMENDATIONS}, default ${MAX_RECOMMENDATIONS}).`,
    ),
});

export const recommendationsRoutes: FastifyPluginAsyncZod<RecommendationsRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/recommendations',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags: ['recommendations'],
        summary:
          'Resources recommended to the signed-in client, best first, without the ones they completed',
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      listRecommendations(options.db, clientOf(request).id, {
        limit: request.query.limit,
        locale: requestLocale(request),
      }),
  );
};
