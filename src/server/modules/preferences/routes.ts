import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { userPreferencesSchema } from '@shared/contracts/preferences';
import { contentFormats, helpTypes, optionValues, preferredTopics } from '@shared/options';
import type { Database } from '../../db/client';
import { clientOf, requireClient } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { getPreferences, savePreferences } from './service';

export interface PreferencesRoutesOptions {
  db: Database;
}

// The request schema's lists drop duplicates with a transform, which the response serializer
// cannot run backwards; answers are plain lists of the same values.
const preferencesResponseSchema = z.object({
  ...userPreferencesSchema.shape,
  preferredTopics: z.array(z.enum(optionValues(preferredTopics))),
  helpTypePriority: z.array(z.enum(optionValues(helpTypes))),
  contentFormatPreferences: z.array(z.enum(optionValues(contentFormats))),
});

export const preferencesRoutes: FastifyPluginAsyncZod<PreferencesRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/user-preferences',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags: ['client preferences'],
        summary: "The signed-in client's preferences (the defaults when none are saved)",
        response: { 200: preferencesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => getPreferences(options.db, clientOf(request).id),
  );

  app.put(
    '/user-preferences',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags: ['client preferences'],
        summary: "Save the signed-in client's preferences (all seven fields)",
        body: userPreferencesSchema,
        response: { 200: preferencesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => savePreferences(options.db, clientOf(request).id, request.body),
  );
};
