import { expect, test } from 'vitest';
import { useSecurityApp } from './security-app';

/*
 * The limits that keep one slow or greedy client from tying up the server: how long a request
 * and an idle connection may take, how large a body may be (a path parameter's limit is proven
 * in addresses.test.ts).
 */

const testApp = useSecurityApp();

test('requests and idle connections time out, and bodies are bounded', () => {
  const server = testApp.app.server;
  expect(server.requestTimeout).toBeGreaterThan(0);
  expect(server.requestTimeout).toBeLessThanOrEqual(60_000);
  expect(server.headersTimeout).toBeGreaterThan(0);
  expect(server.headersTimeout).toBeLessThanOrEqual(60_000);
  // Node's socket timeout is Fastify's connectionTimeout: an idle connection is closed.
  expect(server.timeout).toBeGreaterThan(0);
  expect(server.timeout).toBeLessThanOrEqual(120_000);
  expect(testApp.app.initialConfig.bodyLimit).toBe(256 * 1024);
});
