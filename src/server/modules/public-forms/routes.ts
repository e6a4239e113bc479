import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_RECEIVED_MESSAGE,
  contactMessageSchema,
  INTAKE_RECEIVED_MESSAGE,
  intakeRequestSchema,
  submissionReceiptSchema,
} from '@shared/contracts/public-forms';
import { HONEYPOT_FIELD } from '@shared/contracts/fields';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../../platform/openapi';
import { submitContact, submitIntake, type PublicFormsDeps } from './service';

const FORM_WINDOW = '15 minutes';

function honeypotFilled(request: FastifyRequest): boolean {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body[HONEYPOT_FIELD] : undefined;
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Bots that fill the hidden field get the same answer as people, so they learn nothing,
 * and nothing is stored or sent.
 */
function answerBotsQuietly(message: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!honeypotFilled(request)) return;
    request.log.info('honeypot field filled; submission discarded');
    return reply.status(201).send({ id: randomUUID(), message });
  };
}

export interface PublicFormsRoutesOptions extends PublicFormsDeps {
  formRateLimit: number;
  onSubmitted: () => void;
}

export const publicFormsRoutes: FastifyPluginAsyncZod<PublicFormsRoutesOptions> = async (
  app,
  options,
) => {
  const rateLimit = { max: options.formRateLimit, timeWindow: FORM_WINDOW };

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
      options.onSubmitted();
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
      options.onSubmitted();
      return reply.status(201).send({ id, message: CONTACT_RECEIVED_MESSAGE });
    },
  );
};
