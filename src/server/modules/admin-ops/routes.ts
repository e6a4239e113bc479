import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminJobListSchema,
  adminJobSchema,
  auditActionListSchema,
  auditListQuerySchema,
  auditListSchema,
  jobListQuerySchema,
} from '@shared/contracts/admin-ops';
import { adminHealthSchema } from '@shared/contracts/admin-health';
import { requireStaff, staffOf } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import type { ConsoleDeps } from '../admin-deps';
import { listAudit, listAuditActions } from './audit-service';
import { serviceHealth } from './health-service';
import { discardJob, listJobs, retryJob } from './jobs-service';

const requireAdmin = requireStaff('admin');
const security = bearerAuth;

// Any string: a malformed id answers the same 404 as an unknown one.
const idParamsSchema = z.object({ id: z.string().describe('The job id (a UUID).') });

/**
 * Administrators' operations: the service's health in words, failed background jobs, and the
 * audit log (read-only).
 */
export const adminOpsRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, options) => {
  const jobsTags = ['admin: jobs'];
  const auditTags = ['admin: audit log'];
  const changeResponses = { 200: adminJobSchema, ...errorResponses(401, 403, 404, 409) };

  app.get(
    '/admin/health',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: jobsTags,
        summary:
          'The service in words: mail failing since, last backup, disk space under DATA_DIR, job queue',
        response: { 200: adminHealthSchema, ...errorResponses(401, 403) },
      },
    },
    async () => serviceHealth(options.db, app.config.dataDir, app.config.minFreeDiskMb),
  );

  app.get(
    '/admin/jobs',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: jobsTags,
        summary: 'Background jobs by status (default failed), most recently changed first',
        querystring: jobListQuerySchema,
        response: { 200: adminJobListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listJobs(options.db, request.query.status),
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: jobsTags,
        summary: 'Run a failed or discarded job again now, with all its attempts',
        params: idParamsSchema,
        response: changeResponses,
      },
    },
    async (request) => retryJob(options.db, staffOf(request).id, request.params.id),
  );

  app.post(
    '/admin/jobs/:id/discard',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: jobsTags,
        summary: 'Give up on a failed job: it is kept on record and never run again',
        params: idParamsSchema,
        response: changeResponses,
      },
    },
    async (request) => discardJob(options.db, staffOf(request).id, request.params.id),
  );

  app.get(
    '/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: auditTags,
        summary: 'The audit log, newest first, 50 a page, filtered by who, action, entity and day',
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAudit(options.db, request.query),
  );

  app.get(
    '/admin/audit/actions',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: auditTags,
        summary: 'Every action name in the audit log, A to Z',
        response: { 200: auditActionListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listAuditActions(options.db),
  );
};
