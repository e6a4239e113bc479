import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  staffAuthResponseSchema,
  staffMeResponseSchema,
} from '@shared/contracts/auth';
import { mfaRequiredResponseSchema } from '@shared/contracts/two-step';
import type { MfaRole } from '../../config';
import type { Database } from '../../db/client';
import { mfaSetupFlag } from '../../platform/auth/enrolment-gate';
import { requireStaff, staffOf } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { currentStaff, loginStaff, logoutStaff } from './service';

export interface StaffAuthRoutesOptions {
  db: Database;
  mfaRequiredRoles: readonly MfaRole[];
}

// A session limited to setting up two-step sign-in may see who it is and sign out (decision 020).
const requireStaffEvenEnrolling = requireStaff('editor', { allowEnrolment: true });

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
          'With two-step sign-in on, answers `mfaRequired` and an mfaToken for POST /api/staff/login/mfa instead of a session. A role that must use it (MFA_REQUIRED_ROLES) without it set up gets a session limited to setting it up (`mfaSetupRequired`). 5 failed attempts on one account, or 50 from one address, within 15 minutes lock sign-in for 15 minutes (429).',
        body: loginRequestSchema,
        response: {
          200: z.union([staffAuthResponseSchema, mfaRequiredResponseSchema]),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => loginStaff(options.db, request.body, request.ip, options.mfaRequiredRoles),
  );

  app.get(
    '/staff/me',
    {
      onRequest: requireStaffEvenEnrolling,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'The signed-in staff member and role',
        response: { 200: staffMeResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      user: await currentStaff(options.db, staffOf(request).id),
      ...mfaSetupFlag(staffOf(request)),
    }),
  );

  app.post(
    '/staff/logout',
    {
      onRequest: requireStaffEvenEnrolling,
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
