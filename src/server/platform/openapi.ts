import type { onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { requireStaff } from './auth/guards';

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Response schemas for the error statuses a route can answer with. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

/** The OpenAPI security requirement of routes that need a bearer token from a sign-in. */
export const bearerAuth = [{ bearerAuth: [] }];

export const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'The token from a sign-in call (client, partner or staff, as the route says).',
  },
} as const;

/**
 * Who may read the API description (`/api/docs`, its JSON and YAML). It names every route,
 * admin ones included, so in production only signed-in staff (editor or admin, by bearer
 * token) get it; in development and tests it stays open to make the API easy to explore.
 */
export function apiDocsHooks(env: AppConfig['env']): { onRequest?: onRequestHookHandler } {
  return env === 'production' ? { onRequest: requireStaff('editor') } : {};
}
