import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  letterDocumentRequestSchema,
  letterPurposeSchema,
  letterQuerySchema,
  letterSchema,
} from '@shared/contracts/letters';
import type { Executor } from '../../db/client';
import { errorResponses } from '../../platform/openapi';
import { DEFAULT_PLAN_DOCUMENTS_PER_MINUTE } from '../guided-help/routes';
import { findLetter, letterDocument } from './service';

export interface LettersRoutesOptions {
  db: Executor;
  /** Letter files one address may make per minute (like the action plan's PDF). */
  documentsPerMinute?: number;
}

const params = z.object({ purpose: letterPurposeSchema });
const tags = ['legal'];

/**
 * Ready-to-send letters (issue 20): the form to fill for a purpose and state, and the filled
 * letter as a PDF or Word file. Public; nothing the person types is stored.
 */
export const lettersRoutes: FastifyPluginAsyncZod<LettersRoutesOptions> = async (app, options) => {
  app.get(
    '/letters/:purpose',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The letter to fill for a purpose and state, with mailing instructions',
        params,
        querystring: letterQuerySchema,
        response: { 200: letterSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => findLetter(options.db, request.params.purpose, request.query.state),
  );

  app.post(
    '/letters/:purpose/document',
    {
      config: {
        rateLimit: {
          max: options.documentsPerMinute ?? DEFAULT_PLAN_DOCUMENTS_PER_MINUTE,
          timeWindow: '1 minute',
        },
      },
      schema: {
        tags,
        summary: 'The filled letter as a PDF or Word file (nothing is stored)',
        params,
        body: letterDocumentRequestSchema,
        produces: [
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
        response: errorResponses(400, 404, 429),
      },
    },
    async (request, reply) => {
      const { state, fields, format } = request.body;
      const file = await letterDocument(options.db, request.params.purpose, state, fields, format);
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          // A Buffer is sent as it is; the schema's types describe only the JSON answers.
          .send(file.bytes as never)
      );
    },
  );
};
