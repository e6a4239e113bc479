import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_RECEIVED_MESSAGE,
  contactMessageSchema,
  INTAKE_RECEIVED_MESSAGE,
  intakeRequestSchema,
  submissionReceiptSchema,
} from '@shared/contracts/public-forms';
import { formRateLimit } from '../../platform/form-rate-limit';
import { answerBotsQuietly } from '../../platform/honeypot';
import { errorResponses } from '../../platform/openapi';
import { submitContact, submitIntake, type PublicFormsDeps } from './service';

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
      preValidation: answerBotsQuietly(INTAKE_RECEIVED_MESSAGE),
      schema: {
        tags: ['public forms'],
        summary: 'Ask for help (intake form)',
        body: intakeRequestSchema,
        response: { 201: submissionReceiptSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const id = await submitIntake(options, request.body);
      return reply.status(201).send({ id, message: INTAKE_RECEIVED_MESSAGE });
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
      const id = await submitContact(options, request.body);
      return reply.status(201).send({ id, message: CONTACT_RECEIVED_MESSAGE });
    },
  );
};
