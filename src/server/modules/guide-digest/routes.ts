import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { messageResponseSchema } from '@shared/contracts/auth';
import { UNSUBSCRIBED_MESSAGE, unsubscribeRequestSchema } from '@shared/contracts/notifications';
import type { Database } from '../../db/client';
import { errorResponses } from '../../platform/openapi';
import { unsubscribeWithLink } from './service';
import { translateFor } from '../../platform/i18n/request-locale';

export interface GuideDigestRoutesOptions {
  db: Database;
  /** Signs the unsubscribe links (LINK_SECRET). */
  linkSecret: string;
}

const tags = ['notifications'];

/** What mail programs send with an RFC 8058 one-click unsubscribe; its content is not needed. */
const ONE_CLICK_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export const guideDigestRoutes: FastifyPluginAsyncZod<GuideDigestRoutesOptions> = async (
  app,
  options,
) => {
  const unsubscribe = async (request: FastifyRequest, token: string) => {
    await unsubscribeWithLink(options.db, options.linkSecret, token);
    return { message: await translateFor(request, UNSUBSCRIBED_MESSAGE) };
  };

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Stop e-mails with the unsubscribe link of a guide digest',
        description:
          'No sign-in needed: the signed link is the proof. Sets notificationFrequency to never (no digest and no case e-mails). Each link works once. 400 UNSUBSCRIBE_LINK_INVALID when the link was changed, has expired or was used already; nothing changes then.',
        body: unsubscribeRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => unsubscribe(request, request.body.token),
  );

  // Only here may a body be a form, as RFC 8058 mail programs send it; elsewhere JSON only.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      ONE_CLICK_CONTENT_TYPES,
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    oneClick.post(
      '/notifications/unsubscribe/one-click',
      {
        schema: {
          tags,
          summary: 'One-click unsubscribe from a mail program (RFC 8058 List-Unsubscribe-Post)',
          description:
            'The address in the digest’s List-Unsubscribe header, with the token in the query. The body (List-Unsubscribe=One-Click, as a form) is not read. Answers like POST /api/notifications/unsubscribe.',
          querystring: unsubscribeRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => unsubscribe(request, request.query.token),
    );
  });
};
