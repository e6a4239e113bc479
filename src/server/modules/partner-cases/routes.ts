import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseDocumentSchema, caseUpdateSchema } from '@shared/contracts/cases';
import {
  caseDocumentRequestSchema,
  caseNoteSchema,
  caseStatusUpdateSchema,
  caseUploadRequestSchema,
  documentVisibilitySchema,
  partnerCaseDetailSchema,
  partnerCaseListSchema,
  partnerCaseSchema,
} from '@shared/contracts/partner-cases';
import { uploadTicketSchema } from '@shared/contracts/partners';
import { partnerOf, requirePartner } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { sendStoredFile } from '../../platform/storage/send-file';
import { storedFileOf } from '../cases/service';
import type { PartnerNetworkDeps } from '../partner-deps';
import {
  findAssignedDocument,
  registerCaseDocument,
  requestCaseUpload,
  setDocumentVisibility,
} from './documents';
import { addCaseNote, changeCaseStatus, getPartnerCase, listPartnerCases } from './service';

const tags = ['partner cases'];

// Any string: a malformed id answers the same 404 as an unknown one (see findAssignedCase).
const caseParamsSchema = z.object({ id: z.string().describe('The case id (a UUID).') });
const documentParamsSchema = caseParamsSchema.extend({
  docId: z.string().describe('The document id (a UUID).'),
});

/** Requirements §7 Partner: the cases assigned to the signed-in partner firm, and its work on them. */
export const partnerCasesRoutes: FastifyPluginAsyncZod<PartnerNetworkDeps> = async (
  app,
  options,
) => {
  const { db, storage } = options;

  app.get(
    '/partners/cases',
    {
      onRequest: requirePartner,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'The cases assigned to the signed-in partner, most recently changed first',
        response: { 200: partnerCaseListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listPartnerCases(db, partnerOf(request).id),
  );

  app.get(
    '/partners/cases/:id',
    {
      onRequest: requirePartner,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'An assigned case with its client, all documents and all updates, newest first',
        params: caseParamsSchema,
        response: { 200: partnerCaseDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getPartnerCase(db, partnerOf(request).id, request.params.id),
  );

  app.put(
    '/partners/cases/:id/status',
    {
      onRequest: requirePartner,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Change the status of an assigned case (the client sees it and is e-mailed)',
        description:
          'Adds a public update by the partner firm; the notes, when given, are its text. The same status without notes changes nothing.',
        params: caseParamsSchema,
        body: caseStatusUpdateSchema,
        response: { 200: partnerCaseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      changeCaseStatus(options, partnerOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/partners/cases/:id/notes',
    {
      onRequest: requirePartner,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Add a note to an assigned case: public (the client is e-mailed) or private',
        params: caseParamsSchema,
        body: caseNoteSchema,
        response: { 201: caseUpdateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const note = await addCaseNote(
        options,
        partnerOf(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(note);
    },
  );

  app.post(
    '/partners/cases/:id/documents/upload',
    {
      onRequest: requirePartner,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Upload step 1: a signed address to PUT a case document to',
        description:
          'PUT the raw file to uploadURL with exactly contentType before expiresAt, then register it (step 3).',
        params: caseParamsSchema,
        body: caseUploadRequestSchema,
        response: { 200: uploadTicketSchema, ...errorResponses(400, 401, 404, 413) },
      },
    },
    async (request) =>
      requestCaseUpload(options, partnerOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/partners/cases/:id/documents',
    {
      onRequest: requirePartner,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Upload step 3: add the uploaded file to the case (private until shared)',
        description: 'fileUrl is the upload address without its query string.',
        params: caseParamsSchema,
        body: caseDocumentRequestSchema,
        response: { 201: caseDocumentSchema, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const document = await registerCaseDocument(
        options,
        partnerOf(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(document);
    },
  );

  app.patch(
    '/partners/cases/:id/documents/:docId',
    {
      onRequest: requirePartner,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Show a case document to the client (who is e-mailed) or hide it again',
        params: documentParamsSchema,
        body: documentVisibilitySchema,
        response: { 200: caseDocumentSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { id, docId } = request.params;
      return setDocumentVisibility(
        options,
        partnerOf(request).id,
        id,
        docId,
        request.body.isPublic,
      );
    },
  );

  app.get(
    '/partners/cases/:id/documents/:docId/download',
    {
      onRequest: requirePartner,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Download a document of an assigned case',
        description: 'The file as an attachment.',
        params: documentParamsSchema,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      const document = await findAssignedDocument(db, partnerOf(request).id, id, docId);
      return sendStoredFile(reply, storage, storedFileOf(document));
    },
  );
};
