import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, messageResponseSchema } from '@shared/contracts/auth';
import { mfaRequiredResponseSchema } from '@shared/contracts/two-step';
import {
  applicationStatusSchema,
  PARTNER_APPLICATION_RECEIVED_MESSAGE,
  PASSWORD_SET_MESSAGE,
  partnerApplicationReceiptSchema,
  partnerApplicationSchema,
  partnerAuthResponseSchema,
  partnerMeResponseSchema,
  setPasswordLinkSchema,
  setPasswordRequestSchema,
  uploadTicketSchema,
  verificationDocumentRequestSchema,
  verificationDocumentSchema,
  verificationUploadRequestSchema,
} from '@shared/contracts/partners';
import type { MfaRole } from '../../config';
import { requestLocale } from '../../platform/i18n/request-locale';
import { mfaSetupFlag } from '../../platform/auth/enrolment-gate';
import { partnerOf, requirePartnerWith } from '../../platform/auth/guards';
import { formRateLimit } from '../../platform/form-rate-limit';
import { answerBotsQuietly } from '../../platform/honeypot';
import { tokenSafeLogSerializers } from '../../platform/token-safe-log';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import type { PartnerNetworkDeps } from '../partner-deps';
import {
  checkSetPasswordLink,
  currentPartner,
  loginPartner,
  logoutPartner,
  setPartnerPassword,
} from './partner-auth';
import { submitApplication } from './service';
import {
  applicationStatus,
  registerVerificationDocument,
  verificationUploadTicket,
} from './verification';
import { translateFor } from '../../platform/i18n/request-locale';

export interface PartnersRoutesOptions extends PartnerNetworkDeps {
  /** Applications allowed per IP address in each 15-minute window. */
  formRateLimit: number;
  mfaRequiredRoles: readonly MfaRole[];
}

// A session limited to setting up two-step sign-in may see who it is and sign out (decision 020).
const requirePartnerEvenEnrolling = requirePartnerWith({ allowEnrolment: true });

const tags = ['partners'];

const tokenParams = z.object({ token: z.string().min(1).max(200) });

export const partnersRoutes: FastifyPluginAsyncZod<PartnersRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/partners/apply',
    {
      config: { rateLimit: formRateLimit(options.formRateLimit) },
      preValidation: answerBotsQuietly(PARTNER_APPLICATION_RECEIVED_MESSAGE),
      schema: {
        tags,
        summary: 'Apply to join the partner network',
        description:
          'Creates a pending partner without a password and e-mails the applicant a link to the Verification tab (30 days) and staff a notice.',
        body: partnerApplicationSchema,
        response: { 201: partnerApplicationReceiptSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const id = await submitApplication(options, request.body, requestLocale(request));
      return reply
        .status(201)
        .send({ id, message: await translateFor(request, PARTNER_APPLICATION_RECEIVED_MESSAGE) });
    },
  );

  app.get(
    '/partners/application/:token',
    {
      logSerializers: tokenSafeLogSerializers,
      schema: {
        tags,
        summary: 'Where an application stands, with its documents (Verification tab)',
        params: tokenParams,
        response: { 200: applicationStatusSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => applicationStatus(options.db, request.params.token),
  );

  app.post(
    '/partners/application/:token/documents/upload',
    {
      logSerializers: tokenSafeLogSerializers,
      schema: {
        tags,
        summary: 'Step 1 of a license document upload: get a signed upload address',
        description:
          'PDF, DOC(X) or JPG, at most 10 MB. Refused with 409 once the application is reviewed.',
        params: tokenParams,
        body: verificationUploadRequestSchema,
        response: { 200: uploadTicketSchema, ...errorResponses(400, 404, 409, 413) },
      },
    },
    async (request) => verificationUploadTicket(options, request.params.token, request.body),
  );

  app.post(
    '/partners/application/:token/documents',
    {
      logSerializers: tokenSafeLogSerializers,
      schema: {
        tags,
        summary: 'Step 3 of a license document upload: add the uploaded file to the application',
        params: tokenParams,
        body: verificationDocumentRequestSchema,
        response: { 201: verificationDocumentSchema, ...errorResponses(400, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const document = await registerVerificationDocument(
        options,
        request.params.token,
        request.body,
      );
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/partners/set-password/:token',
    {
      logSerializers: tokenSafeLogSerializers,
      schema: {
        tags,
        summary: 'Check a set-password link before showing the form',
        params: tokenParams,
        response: { 200: setPasswordLinkSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const check = await checkSetPasswordLink(options.db, request.params.token);
      return { ...check, message: await translateFor(request, check.message) };
    },
  );

  app.post(
    '/partners/set-password',
    {
      schema: {
        tags,
        summary: 'Choose the partner portal password with the link from the approval e-mail',
        description: 'The link works once, for 72 hours. Signs the partner out everywhere.',
        body: setPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await setPartnerPassword(options.db, request.body, request.ip);
      return { message: await translateFor(request, PASSWORD_SET_MESSAGE) };
    },
  );

  app.post(
    '/partners/login',
    {
      schema: {
        tags,
        summary: 'Sign in as a partner',
        description:
          '403 PARTNER_NOT_ACTIVE while the application is pending or rejected, before a password is set, or when the account is deactivated. With two-step sign-in on, answers `mfaRequired` and an mfaToken for POST /api/partners/login/mfa instead of a session. 5 failed attempts on one account, or 50 from one address, within 15 minutes lock sign-in for 15 minutes (429).',
        body: loginRequestSchema,
        response: {
          200: z.union([partnerAuthResponseSchema, mfaRequiredResponseSchema]),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => loginPartner(options.db, request.body, request.ip, options.mfaRequiredRoles),
  );

  app.get(
    '/partners/me',
    {
      onRequest: requirePartnerEvenEnrolling,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'The signed-in partner',
        response: { 200: partnerMeResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      partner: await currentPartner(options.db, partnerOf(request).id),
      ...mfaSetupFlag(partnerOf(request)),
    }),
  );

  app.post(
    '/partners/logout',
    {
      onRequest: requirePartnerEvenEnrolling,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Sign out (ends this partner session)',
        response: { 204: z.null().describe('Signed out'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await logoutPartner(options.db, partnerOf(request).token);
      return reply.status(204).send(null);
    },
  );
};
