import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  planDocumentRequestSchema,
  saveHelpAnswersSchema,
  savedHelpAnswersSchema,
} from '@shared/contracts/guided-help';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { clientOf, requireClient } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { forgetAnswers, getSavedAnswers, saveAnswers } from './service';
import { requestLocale } from '../../platform/i18n/request-locale';
import { i18nFor } from '../../platform/i18n/server-i18n';
import { PLAN_FILE_NAME, planDocument } from './plan-document';

export interface GuidedHelpRoutesOptions {
  db: Database;
  /** The site's address, for the links written into the PDF. */
  publicUrl: string;
  /** Plans made per minute from one address (default 30): each one is a PDF to lay out. */
  documentsPerMinute?: number;
}

export const DEFAULT_PLAN_DOCUMENTS_PER_MINUTE = 30;

/** The server's today, give or take the day that separates time zones. */
function isAroundToday(day: string, now = new Date()): boolean {
  const around = [-1, 0, 1].map((offset) =>
    new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10),
  );
  return around.includes(day);
}

export const TODAY_OUT_OF_RANGE = 'today must be the date where you are (YYYY-MM-DD).';

/** The "What can I do?" interview: answers kept on a client's account, and the plan as a PDF. */
export const guidedHelpRoutes: FastifyPluginAsyncZod<GuidedHelpRoutesOptions> = async (
  app,
  options,
) => {
  const account = { onRequest: requireClient, security: bearerAuth, tags: ['guided help'] };

  app.get(
    '/help/answers',
    {
      onRequest: account.onRequest,
      schema: {
        security: account.security,
        tags: account.tags,
        summary: "The interview answers kept on the signed-in client's account",
        response: { 200: savedHelpAnswersSchema, ...errorResponses(401) },
      },
    },
    async (request) => getSavedAnswers(options.db, clientOf(request).id),
  );

  app.put(
    '/help/answers',
    {
      onRequest: account.onRequest,
      schema: {
        security: account.security,
        tags: account.tags,
        summary: "Keep the interview answers on the signed-in client's account",
        body: saveHelpAnswersSchema,
        response: { 200: savedHelpAnswersSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => saveAnswers(options.db, clientOf(request).id, request.body.answers),
  );

  app.delete(
    '/help/answers',
    {
      onRequest: account.onRequest,
      schema: {
        security: account.security,
        tags: account.tags,
        summary: "Forget the interview answers kept on the signed-in client's account",
        response: { 204: z.null().describe('Forgotten'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await forgetAnswers(options.db, clientOf(request).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/help/plan-document',
    {
      config: {
        rateLimit: {
          max: options.documentsPerMinute ?? DEFAULT_PLAN_DOCUMENTS_PER_MINUTE,
          timeWindow: '1 minute',
        },
      },
      schema: {
        tags: account.tags,
        summary: 'The action plan for the given answers as a PDF (nothing is stored)',
        body: planDocumentRequestSchema,
        produces: ['application/pdf'],
        response: errorResponses(400, 429),
      },
    },
    async (request, reply) => {
      const { answers, today } = request.body;
      if (!isAroundToday(today)) throw new AppError(400, 'VALIDATION_ERROR', TODAY_OUT_OF_RANGE);
      // In the language of the page that asks for it (`Accept-Language`).
      const locale = requestLocale(request);
      const pdf = await planDocument(answers, today, options.publicUrl, locale);
      const fileName = i18nFor(locale)._(PLAN_FILE_NAME);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          // A Buffer is sent as it is; the schema's types describe only the JSON answers.
          .send(pdf as never)
      );
    },
  );
};
