import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationListSchema,
  approveApplicationSchema,
  INVITE_SENT_MESSAGE,
  partnerListQuerySchema,
  partnerListSchema,
  rejectApplicationSchema,
} from '@shared/contracts/admin-partners';
import { messageResponseSchema } from '@shared/contracts/auth';
import { requireStaff, staffOf } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { sendStoredFile } from '../../platform/storage/send-file';
import type { PartnerNetworkDeps } from '../partner-deps';
import { listPartners, sendPartnerInvite } from './partner-accounts';
import { approveApplication, rejectApplication } from './review';
import { getApplication, getApplicationDocument, listApplications } from './service';
import { translateFor } from '../../platform/i18n/request-locale';

const requireAdmin = requireStaff('admin');
const security = bearerAuth;

// Any string: a malformed id answers the same 404 as an unknown one.
const idParamsSchema = z.object({ id: z.string().describe('The id (a UUID).') });
const documentParamsSchema = idParamsSchema.extend({
  docId: z.string().describe("The id of one of the firm's verification documents."),
});

/** The admin's side of the partner network: the applications queue and partners. */
export const adminPartnersRoutes: FastifyPluginAsyncZod<PartnerNetworkDeps> = async (
  app,
  options,
) => {
  const applicationsTags = ['admin: partner applications'];
  const reviewResponses = {
    200: applicationDetailSchema,
    ...errorResponses(400, 401, 403, 404, 409),
  };

  app.get(
    '/admin/partner-applications',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: applicationsTags,
        summary:
          'Partner applications: waiting ones first (oldest first), then reviewed ones (most recently reviewed first)',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listApplications(options.db, request.query.status),
  );

  app.get(
    '/admin/partner-applications/:id',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: applicationsTags,
        summary: 'One application with its firm, documents and review',
        params: idParamsSchema,
        response: { 200: applicationDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getApplication(options.db, request.params.id),
  );

  app.get(
    '/admin/partner-applications/:id/documents/:docId/download',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: applicationsTags,
        summary: "Download a verification document of the application's firm (attachment)",
        params: documentParamsSchema,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const file = await getApplicationDocument(
        options.db,
        request.params.id,
        request.params.docId,
      );
      return sendStoredFile(reply, options.storage, file);
    },
  );

  app.post(
    '/admin/partner-applications/:id/approve',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: applicationsTags,
        summary:
          'Approve: the firm is verified and e-mailed a 72-hour, single-use set-password link',
        params: idParamsSchema,
        body: approveApplicationSchema,
        response: reviewResponses,
      },
    },
    async (request) =>
      approveApplication(options, staffOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/admin/partner-applications/:id/reject',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: applicationsTags,
        summary: 'Reject with a reason, which the firm is e-mailed',
        params: idParamsSchema,
        body: rejectApplicationSchema,
        response: reviewResponses,
      },
    },
    async (request) =>
      rejectApplication(options, staffOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/admin/partners',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: ['admin: partners'],
        summary: 'Partners by company name, with their assigned case counts',
        querystring: partnerListQuerySchema,
        response: { 200: partnerListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPartners(options.db, request.query.status),
  );

  app.post(
    '/admin/partners/:id/invite',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: ['admin: partners'],
        summary:
          'E-mail a verified, active partner a new set-password link (earlier ones stop working)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await sendPartnerInvite(options, staffOf(request).id, request.params.id);
      return { message: await translateFor(request, INVITE_SENT_MESSAGE) };
    },
  );
};
