import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOverviewSchema,
  contactItemSchema,
  contactListSchema,
  INBOX_PAGE_SIZE,
  inboxItemChangeSchema,
  inboxListQuerySchema,
  intakeItemSchema,
  intakeListSchema,
  INTAKE_INVITE_LIFETIME_DAYS,
  invitationSchema,
} from '@shared/contracts/admin-inbox';
import { requireStaff, staffOf } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { tokenSafeLogSerializers } from '../../platform/token-safe-log';
import type { ConsoleDeps } from '../admin-deps';
import {
  callbackChangeSchema,
  callbackItemSchema,
  callbackListQuerySchema,
  callbackListSchema,
} from '@shared/contracts/callback-requests';
import { changeCallbackRequest, listCallbackRequests } from './callback-requests';
import { listContactMessages } from './contact-messages';
import { changeContactMessage, changeIntakeRequest } from './inbox-changes';
import { findInvitation, inviteIntakeAuthor } from './intake-invitation';
import { listIntakeRequests } from './intake-requests';
import { adminOverview } from './overview';

const requireAdmin = requireStaff('admin');
const security = bearerAuth;
const tags = ['admin: inbox'];

// Any string: a malformed id answers the same 404 as an unknown one.
const idParamsSchema = z.object({ id: z.string().describe('The request or message id (a UUID).') });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The admin inbox (intake requests, contact messages), invitations and the overview counters. */
export const adminInboxRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, options) => {
  const { db } = options;
  const listDescription = `Newest first, ${INBOX_PAGE_SIZE} a page. \`q\` searches first and last name, "first last", e-mail and the text, case-insensitively.`;

  app.get(
    '/admin/overview',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags: ['admin: overview'],
        summary:
          'What is waiting: new requests, unread messages, open cases, applications, failed jobs',
        response: { 200: adminOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => adminOverview(db),
  );

  app.get(
    '/admin/inbox/intake',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags,
        summary: 'Intake requests from the "get help" form, with status filter and search',
        description: `Time-critical requests that are still new first (soonest last day first), then ${listDescription.charAt(0).toLowerCase()}${listDescription.slice(1)} The text is the situation and the timeshare company.`,
        querystring: inboxListQuerySchema,
        response: { 200: intakeListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listIntakeRequests(db, request.query),
  );

  app.get(
    '/admin/inbox/contact',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags,
        summary: 'Messages from the contact form, with status filter and search',
        description: `${listDescription} The text is the subject and the message.`,
        querystring: inboxListQuerySchema,
        response: { 200: contactListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listContactMessages(db, request.query),
  );

  app.get(
    '/admin/inbox/callbacks',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags,
        summary: 'Callback requests, with status filter and search',
        description: `Newest first, ${INBOX_PAGE_SIZE} a page. \`q\` searches the name, reference, phone, e-mail and message.`,
        querystring: callbackListQuerySchema,
        response: { 200: callbackListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCallbackRequests(db, request.query),
  );

  app.patch(
    '/admin/inbox/callbacks/:id',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags,
        summary:
          'Change the status (new, scheduled, done, closed) or the staff note of a callback request',
        description: 'An empty note (or null) clears it. Audited.',
        params: idParamsSchema,
        body: callbackChangeSchema,
        response: { 200: callbackItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      changeCallbackRequest(db, staffOf(request).id, request.params.id, request.body),
  );

  const inboxItemChanges = {
    intake: { noun: 'an intake request', item: intakeItemSchema, change: changeIntakeRequest },
    contact: { noun: 'a contact message', item: contactItemSchema, change: changeContactMessage },
  };
  for (const [kind, { noun, item, change }] of Object.entries(inboxItemChanges)) {
    app.patch(
      `/admin/inbox/${kind}/:id`,
      {
        onRequest: requireAdmin,
        schema: {
          security,
          tags,
          summary: `Change the status or the staff note of ${noun}`,
          description: 'An empty note (or null) clears it.',
          params: idParamsSchema,
          body: inboxItemChangeSchema,
          response: { 200: item, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => change(db, staffOf(request).id, request.params.id, request.body),
    );
  }

  app.post(
    '/admin/inbox/intake/:id/invite',
    {
      onRequest: requireAdmin,
      schema: {
        security,
        tags,
        summary: 'E-mail the person a link to create an account (earlier links stop working)',
        description: `The link works for ${INTAKE_INVITE_LIFETIME_DAYS} days and links the request to the new account. A new request moves to in progress. 409 when the person already has an account.`,
        params: idParamsSchema,
        response: { 200: intakeItemSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => inviteIntakeAuthor(options, staffOf(request).id, request.params.id),
  );

  app.get(
    '/auth/invitations/:token',
    {
      logSerializers: tokenSafeLogSerializers,
      schema: {
        tags: ['client auth'],
        summary: 'Who an invitation link is for, to pre-fill the sign-up form',
        description: 'Answers 404 when the link is unknown, used or expired.',
        params: tokenParams,
        response: { 200: invitationSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => findInvitation(db, request.params.token),
  );
};
