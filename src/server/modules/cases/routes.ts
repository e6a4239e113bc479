import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseDocumentSchema,
  clientCaseDetailSchema,
  clientCaseListSchema,
  clientCaseSchema,
  newCaseRequestSchema,
} from '@shared/contracts/cases';
import {
  caseUploadRequestSchema,
  clientCaseDocumentRequestSchema,
} from '@shared/contracts/partner-cases';
import { uploadTicketSchema } from '@shared/contracts/partners';
import { clientOf, requireClient } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import type { FileStorage } from '../../platform/storage/file-storage';
import { sendStoredFile } from '../../platform/storage/send-file';
import {
  createCase,
  getCase,
  getVisibleDocument,
  listCases,
  storedFileOf,
  type CasesDeps,
} from './service';
import { registerClientDocument, requestClientUpload } from './uploads';

export interface CasesRoutesOptions extends CasesDeps {
  /** Where case documents are stored (clients download and upload them). */
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
          "One of the client's cases with its public updates and documents, newest first, the partner working on it and the documents asked of the client",
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
        summary:
          "Download a document the partner has shared on one of the client's cases, or one the client uploaded",
        description: 'The file as an attachment. Private documents answer 404 like unknown ones.',
        params: documentParamsSchema,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      const document = await getVisibleDocument(options.db, clientOf(request).id, id, docId);
      return sendStoredFile(reply, options.storage, storedFileOf(document));
    },
  );

  app.post(
    '/cases/:id/documents/upload',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags: ['client cases'],
        summary: "Upload step 1: a signed address to PUT a document for one of the client's cases",
        description:
          'PUT the raw file to uploadURL with exactly contentType before expiresAt, then register it (step 3).',
        params: caseParamsSchema,
        body: caseUploadRequestSchema,
        response: { 200: uploadTicketSchema, ...errorResponses(400, 401, 404, 413, 429) },
      },
    },
    async (request) =>
      requestClientUpload(options, clientOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/cases/:id/documents',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags: ['client cases'],
        summary:
          'Upload step 3: add the uploaded file to the case (the client, the firm and staff see it)',
        description:
          'fileUrl is the upload address without its query string. requestId, when given, names the open document request of this case the file answers; it is then fulfilled.',
        params: caseParamsSchema,
        body: clientCaseDocumentRequestSchema,
        response: { 201: caseDocumentSchema, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const document = await registerClientDocument(
        options,
        clientOf(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(document);
    },
  );
};
