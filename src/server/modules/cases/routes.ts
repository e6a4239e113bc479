import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientCaseDetailSchema,
  clientCaseListSchema,
  clientCaseSchema,
  newCaseRequestSchema,
} from '@shared/contracts/cases';
import { clientOf, requireClient } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import type { FileStorage } from '../../platform/storage/file-storage';
import { sendStoredFile } from '../../platform/storage/send-file';
import {
  createCase,
  getCase,
  getPublicDocument,
  listCases,
  storedFileOf,
  type CasesDeps,
} from './service';

export interface CasesRoutesOptions extends CasesDeps {
  /** Where case documents are stored (clients download the public ones). */
  storage: FileStorage;
}

// Any string: a malformed id answers the same 404 as an unknown one (see getCase).
const caseParamsSchema = z.object({ id: z.string().describe('The case id (a UUID).') });
const documentParamsSchema = caseParamsSchema.extend({
  docId: z.string().describe('The document id (a UUID).'),
});

export const casesRoutes: FastifyPluginAsyncZod<CasesRoutesOptions> = async (app, options) => {
  app.get(
    '/cases',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags: ['client cases'],
        summary: "The signed-in client's cases, newest first",
        response: { 200: clientCaseListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listCases(options.db, clientOf(request).id),
  );

  app.post(
    '/cases',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags: ['client cases'],
        summary: 'Open a new case (the client receives a confirmation e-mail)',
        body: newCaseRequestSchema,
        response: { 201: clientCaseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const opened = await createCase(options, clientOf(request).id, request.body);
      return reply.status(201).send(opened);
    },
  );

  app.get(
    '/cases/:id',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags: ['client cases'],
        summary:
          "One of the client's cases with its public updates and documents, newest first, and the partner working on it",
        params: caseParamsSchema,
        response: { 200: clientCaseDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getCase(options.db, clientOf(request).id, request.params.id),
  );

  app.get(
    '/cases/:id/documents/:docId/download',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags: ['client cases'],
        summary: "Download a document the partner has shared on one of the client's cases",
        description: 'The file as an attachment. Private documents answer 404 like unknown ones.',
        params: documentParamsSchema,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      const document = await getPublicDocument(options.db, clientOf(request).id, id, docId);
      return sendStoredFile(reply, options.storage, storedFileOf(document));
    },
  );
};
