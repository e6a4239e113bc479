import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect, test } from 'vitest';
import { accessMatrix } from './access-matrix';
import { addressOf } from './inject';
import { servedRoutes } from './route-table';
import { bodyFor, paramsFor, queryFor } from './schema-arbitraries';
import { useSecurityApp } from './security-app';
import { createWorld, headersOf, principals, type Principal } from './world';

/*
 * Property: whatever arrives in a route's path, query and body, as an anonymous visitor, as
 * an administrator, or as the principal the route is for, the answer is never a 5xx and every
 * 4xx is JSON with a message a person can read. Runs per route: SECURITY_FUZZ_RUNS (default 50).
 */

const RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 50);
const testApp = useSecurityApp();

/** The principal a route is meant for: the first one the matrix lets through. */
function ownerOf(key: string): Principal | undefined {
  const expected = accessMatrix[key]?.expect;
  return principals.find(
    (principal) => principal !== 'anonymous' && (expected?.[principal] ?? 500) < 300,
  );
}

export function problemWith(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body}`;
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `answered ${response.statusCode} as ${response.headers['content-type']}`;
  }
  const message = (response.json() as { message?: unknown }).message;
  if (typeof message !== 'string' || message.trim() === '') {
    return `answered ${response.statusCode} without a message: ${response.body}`;
  }
  return undefined;
}

let addressCounter = 0;
/** A new caller address per request, so rate limits do not stand in for the real answer. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

// The matrix lists exactly the served routes (access-matrix.test.ts fails otherwise); the
// schemas are read from the app once it is built.
const routes = Object.keys(accessMatrix).sort();

test.each(routes)('%s never answers 5xx, and every 4xx carries a message', async (key) => {
  const route = servedRoutes(testApp.app).find((candidate) => candidate.key === key);
  expect(route, `${key} is served`).toBeDefined();
  const { method, path, operation } = route!;
  const world = await createWorld(testApp);
  const valid = accessMatrix[key]?.request?.(world) ?? {};
  const callers = [...new Set<Principal>(['anonymous', 'admin', ownerOf(key) ?? 'admin'])];

  await fc.assert(
    fc.asyncProperty(
      paramsFor(operation, valid.params),
      queryFor(operation, valid.query),
      method === 'GET' ? fc.constant(undefined) : bodyFor(operation, valid.body),
      fc.constantFrom(...callers),
      async (params, query, body, caller) => {
        const url = addressOf(path, { params });
        const search = new URLSearchParams(query).toString();
        const response = await testApp.app.inject({
          method: method as 'GET',
          url: search ? `${url}?${search}` : url,
          headers: {
            ...headersOf(world, caller),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: body.text }),
          remoteAddress: nextAddress(),
        });
        const problem = problemWith(response);
        if (problem) throw new Error(`${method} ${url} as ${caller} ${problem}`);
      },
    ),
    { numRuns: RUNS },
  );
});
