import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { AppMetrics } from './app-metrics';
import { metricsAccess, type MetricsAccessRules } from './metrics-access';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

export const METRICS_PATH = '/metrics';
export const METRICS_REFUSED_MESSAGE = english(
  text('Metrics are served only to the addresses in METRICS_ALLOW, or with the METRICS_TOKEN.'),
);

/**
 * Counts every answered request by its route pattern, and serves the Prometheus text at
 * /metrics to allowed callers (403 to others: the path is well known, so hiding it behind a
 * 404 would only confuse whoever sets up monitoring). Not in the API description.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  rules: MetricsAccessRules,
): void {
  // A callback hook, not an async one: it runs on every request, including the fastest reads.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime,
    );
    done();
  });

  const mayRead = metricsAccess(rules);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request)) throw new AppError(403, 'METRICS_NOT_ALLOWED', METRICS_REFUSED_MESSAGE);
    const { contentType, text } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
}
