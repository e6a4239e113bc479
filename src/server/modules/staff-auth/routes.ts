import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  staffAuthResponseSchema,
  staffMeResponseSchema,
} from '@shared/contracts/auth';
import type { Database } from '../../db/client';
import { requireStaff, staffOf } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { currentStaff, loginStaff, logoutStaff } from './service';

export interface StaffAuthRoutesOptions {
  db: Database;
}

const tags = ['staff auth'];

export const staffAuthRoutes: FastifyPluginAsyncZod<StaffAuthRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/staff/login',
    {
      schema: {
        tags,
        summary: 'Sign in as staff (editor or admin)',
        description:
          '5 failed attempts on one account, or 50 from one address, within 15 minutes lock sign-in for 15 minutes (429).',
        body: loginRequestSchema,
        response: { 200: staffAuthResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => loginStaff(options.db, request.body, request.ip),
  );

  app.get(
    '/staff/me',
    {
      onRequest: requireStaff('editor'),
      schema: {
        security: bearerAuth,
        tags,
        summary: 'The signed-in staff member and role',
        response: { 200: staffMeResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: await currentStaff(options.db, staffOf(request).id) }),
  );

  app.post(
    '/staff/logout',
    {
      onRequest: requireStaff('editor'),
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Sign out (ends this staff session)',
        response: { 204: z.null().describe('Signed out'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await logoutStaff(options.db, staffOf(request).token);
      return reply.status(204).send(null);
    },
  );
};
