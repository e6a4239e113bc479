import type { FastifyRequest } from 'fastify';

/**
 * For routes with a secret token in the path (a verification or set-password link): they log
 * the route pattern in place of the address that holds the token.
 */
export const tokenSafeLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.routeOptions.url,
    host: request.host,
    remoteAddress: request.ip,
  }),
};
