import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseMessageListSchema,
  caseMessageSchema,
  MAX_MESSAGE_LENGTH,
  newCaseMessageSchema,
} from '@shared/contracts/case-collaboration';
import type { Database } from '../../db/client';
import {
  clientOf,
  partnerOf,
  requireClient,
  requirePartner,
  requireStaff,
  staffOf,
} from '../../platform/auth/guards';
import { bearerAuth as security, errorResponses } from '../../platform/openapi';
import { listCaseMessages, postCaseMessage, readCaseMessages } from './service';
import type { MessageReader } from './unread';

export interface CaseMessagesRoutesOptions {
  db: Database;
}

// Any string: a malformed id answers the same 404 as an unknown one.
const caseParamsSchema = z.object({ id: z.string().describe('The case id (a UUID).') });

/** One side of the conversation: where its routes live, who may call them, who they are. */
interface Side {
  /** The case's address, e.g. "/cases/:id". */
  casePath: string;
  guard: onRequestHookHandler;
  readerOf: (request: FastifyRequest) => MessageReader;
  tags: string[];
  /** Whose cases, in the summaries. */
  whose: string;
  /** The guard's refusals besides 401 (staff roles get 403). */
  refusals: number[];
}

const sides: Side[] = [
  {
    casePath: '/cases/:id',
    guard: requireClient,
    readerOf: (request) => ({ kind: 'client', id: clientOf(request).id }),
    tags: ['client cases'],
    whose: "one of the client's cases",
    refusals: [],
  },
  {
    casePath: '/partners/cases/:id',
    guard: requirePartner,
    readerOf: (request) => ({ kind: 'partner', id: partnerOf(request).id }),
    tags: ['partner cases'],
    whose: 'a case assigned to the partner',
    refusals: [],
  },
  {
    // The administrators' case oversight (admin-cases) is where staff work on cases.
    casePath: '/admin/cases/:id',
    guard: requireStaff('admin'),
    readerOf: (request) => ({ kind: 'staff', id: staffOf(request).id }),
    tags: ['admin: cases'],
    whose: 'any case',
    refusals: [403],
  },
];

/**
 * The conversation on a case (issue 16), the same three calls for the client, the assigned
 * partner firm and staff: read it, write to it, mark it read.
 */
export const caseMessagesRoutes: FastifyPluginAsyncZod<CaseMessagesRoutesOptions> = async (
  app,
  { db },
) => {
  for (const side of sides) {
    const { guard: onRequest, readerOf, tags } = side;
    const path = `${side.casePath}/messages`;

    app.get(
      path,
      {
        onRequest,
        schema: {
          security,
          tags,
          summary: `The messages on ${side.whose}, oldest first`,
          description: 'Bodies are plain text as written (line breaks kept), never HTML.',
          params: caseParamsSchema,
          response: { 200: caseMessageListSchema, ...errorResponses(401, ...side.refusals, 404) },
        },
      },
      async (request) => listCaseMessages(db, readerOf(request), request.params.id),
    );

    app.post(
      path,
      {
        onRequest,
        schema: {
          security,
          tags,
          summary: `Write a message on ${side.whose} (the thread counts as read for its author)`,
          description: `Plain text of at most ${MAX_MESSAGE_LENGTH} characters, not empty or only spaces. documentId, when given, is a document of the same case the author may see.`,
          params: caseParamsSchema,
          body: newCaseMessageSchema,
          response: {
            201: caseMessageSchema,
            ...errorResponses(400, 401, ...side.refusals, 404),
          },
        },
      },
      async (request, reply) => {
        const message = await postCaseMessage(
          db,
          readerOf(request),
          request.params.id,
          request.body,
        );
        return reply.status(201).send(message);
      },
    );

    app.post(
      `${path}/read`,
      {
        onRequest,
        schema: {
          security,
          tags,
          summary: `Mark the messages on ${side.whose} read for the caller`,
          description:
            "Up to the newest message; the caller's unread count of the case drops to 0.",
          params: caseParamsSchema,
          response: {
            204: z.null().describe('Marked read'),
            ...errorResponses(401, ...side.refusals, 404),
          },
        },
      },
      async (request, reply) => {
        await readCaseMessages(db, readerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
};
