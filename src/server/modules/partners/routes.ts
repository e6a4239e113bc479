import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PartnerNetworkDeps } from '../partner-deps';

export interface PartnersRoutesOptions extends PartnerNetworkDeps {
  /** Applications allowed per IP address in each 15-minute window. */
  formRateLimit: number;
}

// Scaffold: the routes are written in this work.
export const partnersRoutes: FastifyPluginAsyncZod<PartnersRoutesOptions> = async () => {};
