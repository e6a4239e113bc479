import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentRequestSchema,
  newDocumentRequestSchema,
} from '@shared/contracts/case-collaboration';
import { partnerOf, requirePartner, requireStaff, staffOf } from '../../platform/auth/guards';
import { bearerAuth as security, errorResponses } from '../../platform/openapi';
import type { PartnerNetworkDeps } from '../partner-deps';
import { askForDocument, cancelDocumentRequest, type Asker } from './service';

// Any string: a malformed id answers the same 404 as an unknown one.
const caseParamsSchema = z.object({ id: z.string().describe('The case id (a UUID).') });
const requestParamsSchema = caseParamsSchema.extend({
  requestId: z.string().describe('The request id (a UUID).'),
});

const requireAdmin = requireStaff('admin');

/**
 * Issue 16 item 3: the assigned partner firm and staff ask the client for documents, and
 * cancel what they asked. The client answers with an upload naming the request
 * (`POST /api/cases/:id/documents`); every case view lists the requests.
 */
export const caseRequestsRoutes: FastifyPluginAsyncZod<PartnerNetworkDeps> = async (
  app,
  options,
) => {
  // The same two calls for the firm (its assigned cases) and for staff (any case).
  const sides = [
    {
      prefix: '/partners/cases',
      tags: ['partner cases'],
      guard: requirePartner,
      asker: (request: FastifyRequest): Asker => ({
        kind: 'partner',
        id: partnerOf(request).id,
      }),
      whose: 'an assigned case',
      canCancel: 'the requests the firm asked for',
      refusals: [] as number[],
    },
    {
      prefix: '/admin/cases',
      tags: ['admin: cases'],
      guard: requireAdmin,
      asker: (request: FastifyRequest): Asker => ({
        kind: 'staff',
        id: staffOf(request).id,
      }),
      whose: 'a case',
      canCancel: 'any request',
      refusals: [403],
    },
  ];

  for (const side of sides) {
    app.post(
      `${side.prefix}/:id/requests`,
      {
        onRequest: side.guard,
        schema: {
          security,
          tags: side.tags,
          summary: `Ask the client of ${side.whose} for a document`,
          description:
            'The request is open until the client uploads a document naming it, or the asker cancels it. dueDate is a day (YYYY-MM-DD) that has not passed; two days before it the client is reminded by e-mail.',
          params: caseParamsSchema,
          body: newDocumentRequestSchema,
          response: {
            201: documentRequestSchema,
            ...errorResponses(400, 401, ...side.refusals, 404),
          },
        },
      },
      async (request, reply) => {
        const asked = await askForDocument(
          options.db,
          side.asker(request),
          request.params.id,
          request.body,
        );
        return reply.status(201).send(asked);
      },
    );

    app.post(
      `${side.prefix}/:id/requests/:requestId/cancel`,
      {
        onRequest: side.guard,
        schema: {
          security,
          tags: side.tags,
          summary: `Cancel an open document request of ${side.whose}`,
          description: `Whoever may cancel: ${side.canCancel}. A request that is fulfilled or cancelled already answers 409.`,
          params: requestParamsSchema,
          response: { 200: documentRequestSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { id, requestId } = request.params;
        return cancelDocumentRequest(options.db, side.asker(request), id, requestId);
      },
    );
  }
};
