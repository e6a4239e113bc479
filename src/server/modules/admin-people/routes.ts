import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientDetailSchema,
  clientListQuerySchema,
  clientListSchema,
  newStaffMemberSchema,
  partnerActiveStateSchema,
  partnerReferralListSchema,
  STAFF_INVITE_SENT_MESSAGE,
  STAFF_PASSWORD_SET_MESSAGE,
  staffListSchema,
  staffMemberSchema,
  staffRoleChangeSchema,
  staffSetPasswordLinkSchema,
  staffSetPasswordRequestSchema,
} from '@shared/contracts/admin-people';
import { messageResponseSchema } from '@shared/contracts/auth';
import { TWO_STEP_RESET_MESSAGE } from '@shared/contracts/two-step';
import { requireStaff, staffOf } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import type { ConsoleDeps } from '../admin-deps';
import { tokenSafeLogSerializers } from '../../platform/token-safe-log';
import type { StatusChange } from './account-status';
import { getClient, listClients, setClientActive } from './clients';
import { listPartnerReferrals, setPartnerActive } from './partners';
import {
  changeStaffRole,
  createStaffMember,
  listStaff,
  resendStaffInvite,
  setStaffActive,
} from './staff';
import { checkStaffSetPasswordLink, setStaffPassword } from './staff-password';
import { resetTwoStep, type ResettableKind } from '../two-step/admin-reset';
import { translateFor } from '../../platform/i18n/request-locale';

const requireAdmin = requireStaff('admin');
const security = bearerAuth;
const statusChanges: StatusChange[] = ['deactivate', 'reactivate'];
const twoStepResets: { kind: ResettableKind; path: string; tag: string }[] = [
  { kind: 'staff', path: '/admin/staff/:id/reset-two-step', tag: 'admin: staff' },
  { kind: 'partner', path: '/admin/partners/:id/reset-two-step', tag: 'admin: partners' },
];

// Any string: a malformed id answers the same 404 as an unknown one.
const idParamsSchema = z.object({ id: z.string().describe('The id (a UUID).') });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The admin's People screen (clients, partners, staff) and the staff set-password link. */
export const adminPeopleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, options) => {
  const { db } = options;
  const statusSummary = {
    deactivate: 'signs them out everywhere at once; they cannot sign in until reactivated',
    reactivate: 'they can sign in again',
  } as const;

  app.get(
    '/admin/clients',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: ['admin: clients'],
        summary: 'Client accounts, newest first, 25 a page, with search and status filter',
        querystring: clientListQuerySchema,
        response: { 200: clientListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listClients(db, request.query),
  );

  app.get(
    '/admin/clients/:id',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: ['admin: clients'],
        summary: 'One client account with its cases',
        params: idParamsSchema,
        response: { 200: clientDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getClient(db, request.params.id),
  );

  for (const change of statusChanges) {
    app.post(
      `/admin/clients/:id/${change}`,
      {
        onRequest: requireAdmin,
        schema: {
          security,
          tags: ['admin: clients'],
          summary: `${change === 'deactivate' ? 'Deactivate' : 'Reactivate'} a client account: ${statusSummary[change]}`,
          params: idParamsSchema,
          response: { 200: clientDetailSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => setClientActive(db, staffOf(request).id, request.params.id, change),
    );

    app.post(
      `/admin/partners/:id/${change}`,
      {
        onRequest: requireAdmin,
        schema: {
          security,
          tags: ['admin: partners'],
          summary: `${change === 'deactivate' ? 'Deactivate' : 'Reactivate'} a partner firm: ${statusSummary[change]}`,
          params: idParamsSchema,
          response: { 200: partnerActiveStateSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => setPartnerActive(db, staffOf(request).id, request.params.id, change),
    );

    app.post(
      `/admin/staff/:id/${change}`,
      {
        onRequest: requireAdmin,
        schema: {
          security,
          tags: ['admin: staff'],
          summary: `${change === 'deactivate' ? 'Deactivate' : 'Reactivate'} a staff member: ${statusSummary[change]}`,
          description:
            'Deactivating yourself, or the last active administrator, is refused with 409.',
          params: idParamsSchema,
          response: { 200: staffMemberSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => setStaffActive(db, staffOf(request).id, request.params.id, change),
    );
  }

  for (const reset of twoStepResets) {
    app.post(
      reset.path,
      {
        onRequest: requireAdmin,
        schema: {
          security,
          tags: [reset.tag],
          summary:
            'Reset their two-step sign-in (issue 17): removes the authenticator app and recovery codes, signs them out everywhere, e-mails them',
          description: 'Resetting your own is refused with 403: sign in with a recovery code.',
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const target = { kind: reset.kind, id: request.params.id };
        await resetTwoStep(options, staffOf(request).id, target);
        return { message: await translateFor(request, TWO_STEP_RESET_MESSAGE) };
      },
    );
  }

  app.get(
    '/admin/partners/:id/referrals',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: ['admin: partners'],
        summary: "The partner's referrals (cases assigned to them), newest first",
        params: idParamsSchema,
        response: { 200: partnerReferralListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listPartnerReferrals(db, request.params.id),
  );

  app.get(
    '/admin/staff',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: ['admin: staff'],
        summary: 'Every staff member (editors and administrators), by name',
        response: { 200: staffListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listStaff(db),
  );

  app.post(
    '/admin/staff',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: ['admin: staff'],
        summary: 'Add a staff member; they are e-mailed a 72-hour, single-use set-password link',
        body: newStaffMemberSchema,
        response: { 201: staffMemberSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const member = await createStaffMember(options, staffOf(request).id, request.body);
      return reply.status(201).send(member);
    },
  );

  app.post(
    '/admin/staff/:id/invite',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: ['admin: staff'],
        summary: 'E-mail the member a new set-password link (earlier ones stop working)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await resendStaffInvite(options, staffOf(request).id, request.params.id);
      return { message: await translateFor(request, STAFF_INVITE_SENT_MESSAGE) };
    },
  );

  app.put(
    '/admin/staff/:id/role',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: ['admin: staff'],
        summary: 'Make the member an editor or an administrator',
        description: 'Demoting the last active administrator is refused with 409.',
        params: idParamsSchema,
        body: staffRoleChangeSchema,
        response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      changeStaffRole(db, staffOf(request).id, request.params.id, request.body.role),
  );

  app.get(
    '/staff/set-password/:token',
    {
      logSerializers: tokenSafeLogSerializers,
      schema: {
        tags: ['staff auth'],
        summary: 'Check a staff set-password link before showing the form',
        params: tokenParams,
        response: { 200: staffSetPasswordLinkSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const check = await checkStaffSetPasswordLink(db, request.params.token);
      return { ...check, message: await translateFor(request, check.message) };
    },
  );

  app.post(
    '/staff/set-password',
    {
      schema: {
        tags: ['staff auth'],
        summary: 'Choose the staff password with the link from the invite e-mail',
        description: 'The link works once, for 72 hours. Signs the member out everywhere.',
        body: staffSetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await setStaffPassword(db, request.body, request.ip);
      return { message: await translateFor(request, STAFF_PASSWORD_SET_MESSAGE) };
    },
  );
};
