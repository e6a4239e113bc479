import { requestLocale } from '../../platform/i18n/request-locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALLBACK_RECEIVED_MESSAGE,
  callbackReceiptSchema,
  callbackRequestSchema,
} from '@shared/contracts/callback-requests';
import { formRateLimit } from '../../platform/form-rate-limit';
import { answerBotsQuietly } from '../../platform/honeypot';
import { errorResponses } from '../../platform/openapi';
import { newReference } from '../../platform/reference-code';
import { referencePrefixes } from '@shared/reference-code';
import { submitCallbackRequest, type CallbackRequestsDeps } from './service';
import { translateFor } from '../../platform/i18n/request-locale';

export interface CallbackRequestsRoutesOptions extends CallbackRequestsDeps {
  formRateLimit: number;
}

export const callbackRequestsRoutes: FastifyPluginAsyncZod<CallbackRequestsRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/callback-requests',
    {
      config: { rateLimit: formRateLimit(options.formRateLimit) },
      preValidation: answerBotsQuietly(CALLBACK_RECEIVED_MESSAGE, () => ({
        reference: newReference(referencePrefixes.callback),
        message: CALLBACK_RECEIVED_MESSAGE,
      })),
      schema: {
        tags: ['public forms'],
        summary: 'Ask us to call or write back at times that suit you',
        description:
          'At least one of phone and email; `timeZone` is an IANA zone name. Answers a short reference like CB-7KX2QM; an e-mail address gets a confirmation with it.',
        body: callbackRequestSchema,
        response: { 201: callbackReceiptSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const reference = await submitCallbackRequest(options, request.body, requestLocale(request));
      return reply
        .status(201)
        .send({ reference, message: await translateFor(request, CALLBACK_RECEIVED_MESSAGE) });
    },
  );
};
