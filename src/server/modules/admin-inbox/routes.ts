import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleDeps } from '../admin-deps';

/** The admin inbox (intake requests, contact messages), invitations and the overview counters. */
export const adminInboxRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async () => {};
