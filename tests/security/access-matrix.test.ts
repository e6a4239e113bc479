import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { accessMatrix, type Expected, type MatrixRequest } from './access-matrix';
import { useClientFixture } from './client-fixture';
import { injectOptions } from './inject';
import { hiddenStateChangingRoutes, servedRoutes } from './route-table';
import { useSecurityApp } from './security-app';
import { createWorld, headersOf, principals, type Principal, type World } from './world';

// With pages and downloads served too, so the route table is the whole production app's.
const testApp = useSecurityApp({ clientDir: useClientFixture() });

const rows = Object.entries(accessMatrix).sort(([a], [b]) => a.localeCompare(b));

test('every route the app serves has a row in the access matrix, and every row a route', () => {
  const served = servedRoutes(testApp.app).map((route) => route.key);
  expect(
    served.filter((key) => !(key in accessMatrix)),
    'routes missing from the matrix',
  ).toEqual([]);
  expect(
    Object.keys(accessMatrix).filter((key) => !served.includes(key)),
    'matrix rows for routes the app no longer has',
  ).toEqual([]);
});

test('no route that changes state is hidden from the route table', () => {
  expect(hiddenStateChangingRoutes(testApp.app)).toEqual({});
});

/** The same request about resources that do not exist: every id replaced by a fresh one. */
function aboutNothing(request: MatrixRequest): MatrixRequest {
  const params = Object.fromEntries(
    Object.keys(request.params ?? {}).map((name) => [name, randomUUID()]),
  );
  return { ...request, params };
}

function errorOf(response: LightMyRequestResponse) {
  const body = response.json<{ message?: string; code?: string }>();
  return { code: body.code, message: body.message };
}

describe('access matrix', () => {
  // Reading requests share one world; each state-changing request gets a world of its own.
  let readWorld: World;
  beforeAll(async () => {
    readWorld = await createWorld(testApp);
  });

  test.each(rows)('%s', async (key, row) => {
    const [method, path] = key.split(' ') as [string, string];
    const actual = {} as Expected;
    const refusals: string[] = [];
    for (const principal of principals) {
      const world = method === 'GET' ? readWorld : await createWorld(testApp);
      const request = row.request?.(world) ?? {};
      const headers = headersOf(world, principal);
      const response = await testApp.app.inject(injectOptions(method, path, request, headers));
      actual[principal] = response.statusCode;
      if (response.statusCode >= 400) {
        expect(errorOf(response).message, `${principal}: ${response.body}`).toBeTruthy();
      }
      if (response.statusCode === 404 && row.expect[principal] === 404) {
        refusals.push(await sameAsMissing(method, path, request, principal, world, response));
      }
      if (method === 'GET') await expectHeadLikeGet(path, request, headers, response.statusCode);
    }
    expect(actual).toEqual(row.expect);
    expect(refusals.filter(Boolean), 'a 404 that tells the resource exists').toEqual([]);
  });
});

/** Someone else's resource must answer exactly as a missing one, or its existence leaks. */
async function sameAsMissing(
  method: string,
  path: string,
  request: MatrixRequest,
  principal: Principal,
  world: World,
  response: LightMyRequestResponse,
): Promise<string> {
  const missing = await testApp.app.inject(
    injectOptions(method, path, aboutNothing(request), headersOf(world, principal)),
  );
  const same =
    missing.statusCode === 404 &&
    JSON.stringify(errorOf(missing)) === JSON.stringify(errorOf(response));
  return same ? '' : `${principal}: ${response.body} but for nothing: ${missing.body}`;
}

/** HEAD runs GET's guards, so it must answer with GET's status. */
async function expectHeadLikeGet(
  path: string,
  request: MatrixRequest,
  headers: Record<string, string>,
  getStatus: number,
) {
  const head = await testApp.app.inject(injectOptions('HEAD', path, request, headers));
  expect(head.statusCode, `HEAD ${path}`).toBe(getStatus);
}
