import { beforeAll, describe, expect, test } from 'vitest';
import { TEST_PASSWORD, bearer } from '@server/testing/accounts';
import { SQL_PAYLOADS } from './payloads';
import { useSecurityApp } from './security-app';
import { createWorld, type World } from './world';

/*
 * SQL in everything people can type: search boxes and filters (read) and form fields (stored).
 * Words are only ever data: a quote does not end a string, and % or _ in a search match
 * themselves, never "anything".
 */

const testApp = useSecurityApp();
let world: World;
beforeAll(async () => {
  world = await createWorld(testApp);
});

const asAdmin = () => bearer(world.accounts.admin.token);

async function get(url: string, query: Record<string, string>, headers = {}) {
  const search = new URLSearchParams(query).toString();
  return testApp.app.inject({ method: 'GET', url: `${url}?${search}`, headers });
}

/** Admin lists that search names, e-mail addresses and text with ILIKE. */
const adminSearches = [
  ['/api/admin/clients', 'clients'],
  ['/api/admin/cases', 'cases'],
  ['/api/admin/inbox/intake', 'items'],
  ['/api/admin/inbox/contact', 'items'],
] as const;

describe('searches and filters', () => {
  test.each(adminSearches)('%s: payloads and wildcards find nothing', async (url, listKey) => {
    const everything = await get(url, {}, asAdmin());
    expect(everything.json()[listKey].length, 'the fixtures are listed').toBeGreaterThan(0);
    for (const q of SQL_PAYLOADS) {
      const response = await get(url, { q }, asAdmin());
      expect(response.statusCode, `${url} q=${q}: ${response.body}`).toBe(200);
      expect(response.json().total, `${url} q=${q} matched rows`).toBe(0);
    }
  });

  test('the audit log filters take payloads as plain values', async () => {
    for (const value of SQL_PAYLOADS) {
      for (const filter of ['action', 'entityType', 'entityId']) {
        const response = await get('/api/admin/audit', { [filter]: value }, asAdmin());
        expect(response.statusCode, `${filter}=${value}: ${response.body}`).toBe(200);
        expect(response.json().total).toBe(0);
      }
    }
  });

  test('public searches and filters never fail on payloads', async () => {
    const urls = ['/api/legal/search', '/api/legal/statutes/search', '/api/legal/cases/search'];
    for (const q of SQL_PAYLOADS) {
      for (const url of urls) {
        const response = await get(url, { q });
        expect(response.statusCode, `${url} q=${q}: ${response.body}`).toBe(200);
      }
      const articles = await get('/api/articles', { category: q });
      expect(articles.statusCode, `category=${q}`).toBeLessThan(500);
      const statutes = await get('/api/legal/statutes', { jurisdiction: q });
      expect(statutes.statusCode, `jurisdiction=${q}`).toBe(400);
    }
  });
});

describe('form fields', () => {
  test('payloads are stored and shown back exactly as typed', async () => {
    for (const payload of SQL_PAYLOADS) {
      const register = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: payload,
          lastName: `${payload}x`,
          email: `sql-${SQL_PAYLOADS.indexOf(payload)}@example.com`,
          password: TEST_PASSWORD,
        },
      });
      expect(register.statusCode, `${payload}: ${register.body}`).toBe(201);
      const me = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(register.json().token),
      });
      expect(me.json().user).toMatchObject({ firstName: payload, lastName: `${payload}x` });
    }
    // The accounts table is still there and still answers for everyone else.
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: world.accounts.clientA.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  test('sign-in with a payload for a password or address lets nobody in', async () => {
    const attempts = [
      { email: world.accounts.clientA.email, password: "' OR '1'='1" },
      { email: world.accounts.clientA.email, password: "anything' --" },
      { email: `${world.accounts.clientA.email}' --`, password: 'x' },
      { email: "' OR 1=1 --", password: 'x' },
    ];
    for (const url of ['/api/auth/login', '/api/staff/login', '/api/partners/login']) {
      for (const payload of attempts) {
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: '10.9.9.9',
        });
        expect([400, 401], `${url} ${JSON.stringify(payload)}: ${response.body}`).toContain(
          response.statusCode,
        );
        expect(response.json().token).toBeUndefined();
      }
    }
  });
});
