import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { hiddenStateChangingRoutes, servedRoutes } from './route-table';

// The matrix trusts these two readings of the router, so they are proven on a tiny app.
test('a state-changing route hidden from the OpenAPI document is found', async () => {
  const app = Fastify();
  await app.register(fastifySwagger, { openapi: { info: { title: 't', version: '1' } } });
  app.get('/page', { schema: { hide: true } }, async () => 'page');
  app.post('/api/things/:id', async () => ({}));
  app.delete('/api/things/:id', { schema: { hide: true } }, async () => null);
  await app.ready();

  expect(servedRoutes(app).map((route) => route.key)).toEqual(['POST /api/things/{id}']);
  expect(hiddenStateChangingRoutes(app)).toEqual({ DELETE: 1 });
  await app.close();
});
