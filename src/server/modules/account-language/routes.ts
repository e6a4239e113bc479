import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountLanguageRequestSchema } from '@shared/contracts/account-language';
import type { Database } from '../../db/client';
import {
  principalOf,
  requireClient,
  requirePartnerWith,
  requireStaff,
  type Principal,
} from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { setAccountLanguage } from './service';

export interface AccountLanguageRoutesOptions {
  db: Database;
}

/** One address per kind of account, each behind that kind's own sign-in (decision 030). */
const accounts: {
  kind: Principal['kind'];
  path: string;
  guard: preHandlerAsyncHookHandler;
  who: string;
}[] = [
  { kind: 'client', path: '/auth/me/language', guard: requireClient, who: 'client' },
  {
    kind: 'partner',
    path: '/partners/me/language',
    guard: requirePartnerWith({ allowEnrolment: true }),
    who: 'partner',
  },
  {
    kind: 'staff',
    path: '/staff/me/language',
    guard: requireStaff('editor', { allowEnrolment: true }),
    who: 'staff member',
  },
];

export const accountLanguageRoutes: FastifyPluginAsyncZod<AccountLanguageRoutesOptions> = async (
  app,
  options,
) => {
  for (const { kind, path, guard, who } of accounts) {
    app.put(
      path,
      {
        onRequest: guard,
        schema: {
          security: bearerAuth,
          tags: ['languages'],
          summary: `Set the language of the signed-in ${who}'s account (pages and e-mails)`,
          body: accountLanguageRequestSchema,
          response: { 204: z.null().describe('Saved'), ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        await setAccountLanguage(options.db, principalOf(request, kind), request.body.locale);
        return reply.status(204).send(null);
      },
    );
  }
};
