import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sessionListResponseSchema,
  sessionPrefixes,
  signOutOthersResponseSchema,
  type SessionKind,
} from '@shared/contracts/sessions';
import type { Database } from '../../db/client';
import { principalKinds } from '../../db/schema';
import {
  clientOf,
  partnerOf,
  requireClient,
  requirePartner,
  requireStaff,
  staffOf,
} from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { listSessions, signOutOtherSessions, signOutSession } from './service';

export interface SessionsRoutesOptions {
  db: Database;
}

/** Each kind of account reaches the same calls under its own prefix, through its own guard. */
const sides: Record<
  SessionKind,
  {
    guard: onRequestHookHandler;
    caller: (request: FastifyRequest) => { id: string; token: string };
  }
> = {
  client: { guard: requireClient, caller: clientOf },
  partner: { guard: requirePartner, caller: partnerOf },
  // Every staff role manages its own sessions.
  staff: { guard: requireStaff('editor'), caller: staffOf },
};

const tags = ['sessions'];
const idParamsSchema = z.object({ id: z.string().describe('A session id from the list.') });

export const sessionsRoutes: FastifyPluginAsyncZod<SessionsRoutesOptions> = async (
  app,
  options,
) => {
  for (const kind of principalKinds) {
    const side = sides[kind];
    // Registered inside the /api prefix.
    const prefix = sessionPrefixes[kind].replace(/^\/api/, '');
    const ownerOf = (request: FastifyRequest) => ({ kind, ...side.caller(request) });

    app.get(
      prefix,
      {
        onRequest: side.guard,
        schema: {
          security: bearerAuth,
          tags,
          summary: `Where this ${kind} account is signed in`,
          description:
            'Live sessions, most recently used first: browser and device read from the user agent, when each started and was last used (recorded at most once a minute), and which one is this one.',
          response: { 200: sessionListResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => listSessions(options.db, ownerOf(request), request.server.now()),
    );

    app.delete(
      `${prefix}/:id`,
      {
        onRequest: side.guard,
        schema: {
          security: bearerAuth,
          tags,
          summary: `Sign one session of this ${kind} account out`,
          description:
            'Any of the account’s own sessions, this one included (then this token stops working). Another account’s session answers 404 like one that does not exist.',
          params: idParamsSchema,
          response: { 204: z.null().describe('Signed out'), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        await signOutSession(options.db, ownerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${prefix}/sign-out-others`,
      {
        onRequest: side.guard,
        schema: {
          security: bearerAuth,
          tags,
          summary: `Sign every other session of this ${kind} account out`,
          description: 'This session stays signed in; the answer says how many others ended.',
          response: { 200: signOutOthersResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => signOutOtherSessions(options.db, ownerOf(request), request.server.now()),
    );
  }
};
