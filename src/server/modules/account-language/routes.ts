import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountLanguagePaths,
  accountLanguageRequestSchema,
} from '@shared/contracts/account-language';
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

/** Each kind of account behind its own sign-in (decision 030). */
const accounts: { kind: Principal['kind']; guard: preHandlerAsyncHookHandler; who: string }[] = [
  { kind: 'client', guard: requireClient, who: 'client' },
  { kind: 'partner', guard: requirePartnerWith({ allowEnrolment: true }), who: 'partner' },
  { kind: 'staff', guard: requireStaff('editor', { allowEnrolment: true }), who: 'staff member' },
];

export const accountLanguageRoutes: FastifyPluginAsyncZod<AccountLanguageRoutesOptions> = async (
  app,
  options,
) => {
  for (const { kind, guard, who } of accounts) {
    app.put(
      accountLanguagePaths[kind].replace(/^\/api/, ''),
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
