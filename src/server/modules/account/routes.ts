import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PASSWORD_CHANGED_MESSAGE,
  accountExportSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  deleteAccountRequestSchema,
  EMAIL_CHANGED_MESSAGE,
  emailChangeSentMessage,
  exportFileName,
} from '@shared/contracts/account';
import { messageResponseSchema } from '@shared/contracts/auth';
import { clientOf, requireClient } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import type { ConsoleDeps } from '../admin-deps';
import { deleteAccount } from './deletion';
import { exportAccount } from './export';
import { changePassword, confirmEmailChange, requestEmailChange } from './service';
import { translateFor } from '../../platform/i18n/request-locale';

const tags = ['client account'];

/** The client's privacy settings: download my data, change password or e-mail, delete account. */
export const accountRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, options) => {
  app.get(
    '/account/export',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Download all my data as a JSON file',
        description:
          'The account (never the password), preferences, onboarding answers, cases with their public updates and public documents (details only), the intake requests linked to the account, and resource interactions.',
        response: { 200: accountExportSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const data = await exportAccount(options.db, clientOf(request).id, now);
      return reply
        .header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`)
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  );

  app.post(
    '/account/password',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Change my password',
        description:
          'Needs the current password (400 WRONG_PASSWORD otherwise; wrong guesses count towards the sign-in lockout, 429). Ends every other session; this one stays signed in.',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { id, token } = clientOf(request);
      await changePassword(options, { id, token, ip: request.ip }, request.body);
      return { message: await translateFor(request, ACCOUNT_PASSWORD_CHANGED_MESSAGE) };
    },
  );

  app.post(
    '/account/email',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Ask to change my e-mail address',
        description:
          'Needs the password. E-mails the new address a confirmation link (single use, 24 hours) and tells the current address. 409 EMAIL_TAKEN when another account uses the address.',
        body: changeEmailRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const { id, token } = clientOf(request);
      await requestEmailChange(options, { id, token, ip: request.ip }, request.body);
      return {
        message: await translateFor(request, emailChangeSentMessage(request.body.newEmail)),
      };
    },
  );

  app.post(
    '/account/email/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a new e-mail address with the link we sent to it',
        description:
          'No sign-in needed: the link is the proof. Ends every session of the account. 400 EMAIL_LINK_INVALID when the link is unknown, used or expired; 409 EMAIL_TAKEN when the address was taken meanwhile.',
        body: confirmEmailRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      await confirmEmailChange(options, request.body.token);
      return { message: await translateFor(request, EMAIL_CHANGED_MESSAGE) };
    },
  );

  app.delete(
    '/account',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Delete my account and everything it holds',
        description:
          "Body {password, confirmation: \"DELETE\"} (JSON). Removes the account, its cases with all their updates and documents (files too, the partner's private ones included), the intake requests linked to it, preferences, onboarding answers, recommendations, resource interactions, sessions and links. Cannot be undone. The partner firm and staff owner of each case are e-mailed the case number. Audit entries keep the facts of each action without the client's personal data; referral records lose the client's name and address.",
        body: deleteAccountRequestSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { id, token } = clientOf(request);
      await deleteAccount(
        { db: options.db, storage: options.storage, log: request.log, site: options.site },
        { id, token, ip: request.ip },
        request.body.password,
      );
      return reply.status(204).send(null);
    },
  );
};
