import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PartnerNetworkDeps } from '../partner-deps';

// Scaffold: the routes are written in this work.
export const partnerCasesRoutes: FastifyPluginAsyncZod<PartnerNetworkDeps> = async () => {};
