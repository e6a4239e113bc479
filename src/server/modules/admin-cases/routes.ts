import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCaseDetailSchema,
  adminCaseListQuerySchema,
  adminCaseListSchema,
  adminCaseSchema,
  caseAssignmentSchema,
  caseOwnerAssignmentResultSchema,
  caseOwnerAssignmentSchema,
  casePriorityChangeSchema,
  staffCaseUpdateSchema,
} from '@shared/contracts/admin-cases';
import { caseUpdateSchema } from '@shared/contracts/cases';
import { requireStaff, staffOf } from '../../platform/auth/guards';
import { bearerAuth as security, errorResponses } from '../../platform/openapi';
import type { PartnerNetworkDeps } from '../partner-deps';
import { assignCase } from './case-assignment';
import { assignCaseOwner } from './case-owners';
import { changeCasePriority } from './case-priority';
import { getAdminCase, listAdminCases } from './service';
import { addStaffCaseUpdate } from './staff-case-updates';
import { translateFor } from '../../platform/i18n/request-locale';

const requireAdmin = requireStaff('admin');
const tags = ['admin: cases'];

// Any string: a malformed id answers the same 404 as an unknown one.
const caseParamsSchema = z.object({ id: z.string().describe('The case id (a UUID).') });

/** The administrators' oversight of every client's case. */
export const adminCasesRoutes: FastifyPluginAsyncZod<PartnerNetworkDeps> = async (app, options) => {
  app.get(
    '/admin/cases',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags,
        summary: "Every client's cases, most recently changed first, a page at a time",
        description:
          'Filters: status, priority, assignment, partner and owner (an id or "none"), olderThanDays (opened more than 7, 30 or 90 days ago) and q (search).',
        querystring: adminCaseListQuerySchema,
        response: { 200: adminCaseListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdminCases(options.db, staffOf(request).id, request.query),
  );

  app.get(
    '/admin/cases/:id',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags,
        summary: 'One case with every update (internal ones too) and every document, newest first',
        params: caseParamsSchema,
        response: { 200: adminCaseDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAdminCase(options.db, staffOf(request).id, request.params.id),
  );

  app.post(
    '/admin/cases/owner',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags,
        summary:
          'Give the chosen cases a staff owner, or none (all or nothing; nobody is e-mailed)',
        body: caseOwnerAssignmentSchema,
        response: { 200: caseOwnerAssignmentResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const result = await assignCaseOwner(options.db, staffOf(request).id, request.body);
      return { ...result, message: await translateFor(request, result.message) };
    },
  );

  app.patch(
    '/admin/cases/:id',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags,
        summary: "Change the case's priority (nobody is e-mailed)",
        params: caseParamsSchema,
        body: casePriorityChangeSchema,
        response: { 200: adminCaseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      changeCasePriority(options.db, staffOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/admin/cases/:id/updates',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags,
        summary:
          'Add an update by the TRA Team: public (the client sees it and is e-mailed) or internal',
        params: caseParamsSchema,
        body: staffCaseUpdateSchema,
        response: { 201: caseUpdateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const update = await addStaffCaseUpdate(
        options,
        staffOf(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(update);
    },
  );

  app.put(
    '/admin/cases/:id/partner',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags,
        summary:
          'Assign the case to a verified, active partner (the partner and client are e-mailed)',
        params: caseParamsSchema,
        body: caseAssignmentSchema,
        response: { 200: adminCaseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      assignCase(options, staffOf(request).id, request.params.id, request.body.partnerId),
  );
};
