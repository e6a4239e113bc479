import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referencePrefixes } from '@shared/reference-code';
import {
  INTAKE_RECEIVED_MESSAGE,
  intakeReceiptSchema,
  intakeRequestSchema,
} from '@shared/contracts/intake-request';
import {
  CONTACT_RECEIVED_MESSAGE,
  contactMessageSchema,
  submissionReceiptSchema,
} from '@shared/contracts/public-forms';
import { formRateLimit } from '../../platform/form-rate-limit';
import { answerBotsQuietly } from '../../platform/honeypot';
import { errorResponses } from '../../platform/openapi';
import { newReference } from '../../platform/reference-code';
import { requestLocale } from '../../platform/i18n/request-locale';
import { submitContact, submitIntake, type PublicFormsDeps } from './service';
import { translateFor } from '../../platform/i18n/request-locale';

export interface PublicFormsRoutesOptions extends PublicFormsDeps {
  formRateLimit: number;
}

export const publicFormsRoutes: FastifyPluginAsyncZod<PublicFormsRoutesOptions> = async (
  app,
  options,
) => {
  const rateLimit = formRateLimit(options.formRateLimit);

  app.post(
    '/intake',
    {
      config: { rateLimit },
      preValidation: answerBotsQuietly(INTAKE_RECEIVED_MESSAGE, () => ({
        id: randomUUID(),
        reference: newReference(referencePrefixes.helpRequest),
        timeCritical: false,
        lastDay: null,
        message: INTAKE_RECEIVED_MESSAGE,
      })),
      schema: {
        tags: ['public forms'],
        summary: 'Ask for help (intake form)',
        description:
          'Answers a short reference like HR-7KX2QM, and whether the signing date and place suggest the period to cancel may still be open (with the earliest last day when the state is in our data). The person gets a confirmation e-mail with the same.',
        body: intakeRequestSchema,
        response: { 201: intakeReceiptSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const result = await submitIntake(options, request.body, requestLocale(request));
      return reply
        .status(201)
        .send({ ...result, message: await translateFor(request, INTAKE_RECEIVED_MESSAGE) });
    },
  );

  app.post(
    '/contact',
    {
      config: { rateLimit },
      preValidation: answerBotsQuietly(CONTACT_RECEIVED_MESSAGE),
      schema: {
        tags: ['public forms'],
        summary: 'Send a message (contact form)',
        body: contactMessageSchema,
        response: { 201: submissionReceiptSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const id = await submitContact(options, request.body, requestLocale(request));
      return reply
        .status(201)
        .send({ id, message: await translateFor(request, CONTACT_RECEIVED_MESSAGE) });
    },
  );
};
