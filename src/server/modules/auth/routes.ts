import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientAuthResponseSchema,
  clientMeResponseSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  validateResetTokenResponseSchema,
} from '@shared/contracts/auth';
import { mfaRequiredResponseSchema } from '@shared/contracts/two-step';
import type { AppConfig } from '../../config';
import { clientOf, requireClient } from '../../platform/auth/guards';
import { formRateLimit } from '../../platform/form-rate-limit';
import { requestLocale } from '../../platform/i18n/request-locale';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import {
  currentClient,
  loginClient,
  logoutClient,
  PASSWORD_CHANGED_MESSAGE,
  registerClient,
  requestPasswordReset,
  resetPassword,
  validateResetToken,
  type AuthDeps,
} from './service';
import { translateFor } from '../../platform/i18n/request-locale';

export interface AuthRoutesOptions extends AuthDeps {
  env: AppConfig['env'];
  /** Registrations and forgot-password requests allowed per IP address in 15 minutes. */
  formRateLimit: number;
}

const tags = ['client auth'];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const rateLimit = formRateLimit(options.formRateLimit);

  app.post(
    '/auth/register',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Create a client account and sign in',
        body: registerRequestSchema,
        response: { 201: clientAuthResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const answer = await registerClient(options, request.body, requestLocale(request));
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in as a client',
        description:
          'With two-step sign-in on, answers `mfaRequired` and an mfaToken for POST /api/auth/login/mfa instead of a session. 5 failed attempts on one account, or 50 from one address, within 15 minutes lock sign-in for 15 minutes (429).',
        body: loginRequestSchema,
        response: {
          200: z.union([clientAuthResponseSchema, mfaRequiredResponseSchema]),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => loginClient(options, request.body, request.ip),
  );

  app.get(
    '/auth/me',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'The signed-in client',
        response: { 200: clientMeResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: await currentClient(options.db, clientOf(request).id) }),
  );

  app.post(
    '/logout',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Sign out (ends this session)',
        response: { 204: z.null().describe('Signed out'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await logoutClient(options.db, clientOf(request).token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'E-mail a link to choose a new password',
        description:
          'Answers the same whether or not an account uses the address. The link works once, for 1 hour.',
        body: forgotPasswordRequestSchema,
        response: { 200: forgotPasswordResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const token = await requestPasswordReset(options, request.body.email);
      // The token travels only by e-mail, except on a developer's machine.
      const message = await translateFor(request, FORGOT_PASSWORD_MESSAGE);
      return options.env === 'development' && token ? { message, resetToken: token } : { message };
    },
  );

  app.get(
    '/auth/validate-reset-token/:token',
    {
      schema: {
        tags,
        summary: 'Check a password reset link before showing the form',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: validateResetTokenResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const check = await validateResetToken(options.db, request.params.token);
      return { ...check, message: await translateFor(request, check.message) };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Choose a new password with a reset link',
        description: 'Signs the account out everywhere and ends a sign-in lockout.',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await resetPassword(options, request.body, request.ip);
      return { message: await translateFor(request, PASSWORD_CHANGED_MESSAGE) };
    },
  );
};
