import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleDeps } from '../admin-deps';

// Scaffold: the routes are written in this work.
export const adminOpsRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async () => {};
