import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDeadline } from '@shared/rescission/deadline';
import { utcToday } from '@shared/rescission/dates';
import { showText } from '@shared/rescission/show-text';
import { requestI18n } from '../../platform/i18n/request-locale';
import { AppError } from '../../platform/errors';
import { errorResponses } from '../../platform/openapi';

const isoDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must look like 2026-01-31.');

const querySchema = z.object({
  state: z.string().min(1, 'Choose a state.').max(40),
  signedOn: isoDate,
  disclosureOn: isoDate.optional(),
  readyOn: isoDate.optional(),
  inspection: z.enum(['yes', 'no', 'not-sure']).optional(),
});

const answerSchema = z.object({
  status: z.enum(['open', 'last-day', 'passed']),
  state: z.string(),
  lastDay: z.string(),
  daysLeft: z.number(),
  startDate: z.string(),
  startEvent: z.enum(['signing', 'disclosure', 'ready']),
  days: z.number(),
  dayType: z.enum(['calendar', 'business', 'not-stated']),
  citation: z.string(),
  sourceUrl: z.string().nullable(),
  notice: z.array(z.string()),
  verifyWithSource: z.boolean(),
  disclosureDateMissing: z.boolean(),
});
const unknownSchema = z.object({
  status: z.literal('unknown'),
  state: z.string(),
  message: z.string(),
});

/** Today's date in UTC, as YYYY-MM-DD. */

/**
 * The cancellation-deadline checker as an API, with the same rules and counting as the page
 * (src/shared/rescission). General information, not legal advice.
 */
export const rescissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cancellation-deadline',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['legal'],
        summary: 'The last day to cancel a timeshare purchase in a state',
        querystring: querySchema,
        response: { 200: z.union([answerSchema, unknownSchema]), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { state, signedOn, disclosureOn, readyOn, inspection } = request.query;
      const result = checkDeadline(
        {
          stateId: state,
          signedOn,
          disclosureOn: disclosureOn ?? '',
          readyOn: readyOn ?? '',
          inspection: inspection ?? '',
        },
        utcToday(),
      );
      // Its words in the language the request asks for (`Accept-Language`), English by default.
      const i18n = await requestI18n(request);
      const say = (words: Parameters<typeof showText>[1]) => showText(i18n, words);
      if (result.status === 'error') {
        throw new AppError(400, 'VALIDATION_ERROR', say(result.message));
      }
      if (result.status === 'unknown') {
        return { status: 'unknown' as const, state, message: say(result.message) };
      }
      return {
        status: result.status,
        state: result.rule.state,
        lastDay: result.lastDay,
        daysLeft: result.daysLeft,
        startDate: result.startDate,
        startEvent: result.startEvent,
        days: result.days,
        dayType: result.rule.dayType,
        citation: result.rule.citation,
        sourceUrl: result.rule.sourceUrl,
        notice: result.rule.notice.map(say),
        verifyWithSource: result.rule.confidence === 'medium' || result.rule.verifyNote !== null,
        disclosureDateMissing: result.disclosureDateMissing,
      };
    },
  );
};
