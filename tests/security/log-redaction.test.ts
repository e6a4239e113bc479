import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import {
  bearer,
  createClientAccount,
  createStaffAccount,
  TEST_PASSWORD,
} from '@server/testing/accounts';
import { codeFor, enrol, twoStepCalls } from '@server/modules/two-step/test-helpers';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { servedRoutes } from './route-table';

/*
 * The request log must not hold what would let a reader act as someone (tokens, signatures,
 * passwords) or learn who our clients are (names and addresses in searches and failed queries).
 */

const lines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp(
    { logLevel: 'info', formRateLimit: 1_000_000 },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => testApp.close());
beforeEach(() => {
  lines.length = 0;
});

const logged = () => lines.join('');

test('tokens in link addresses are replaced by the route pattern, on every such route', async () => {
  const tokenRoutes = servedRoutes(testApp.app).filter((route) => route.path.includes('{token}'));
  expect(tokenRoutes.length).toBeGreaterThanOrEqual(5);
  for (const route of tokenRoutes) {
    const secret = `Secret${route.key.length}Token7f3a9c`;
    await testApp.app.inject({
      method: route.method as 'GET',
      url: route.path.replace('{token}', secret),
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
    expect(logged(), route.key).not.toContain(secret);
    expect(logged(), route.key).toContain(route.path.replace('{token}', ':token'));
  }
});

test('an upload address is logged without its signature', async () => {
  await testApp.app.inject({
    method: 'PUT',
    url: '/api/uploads/cases/a/b/c.pdf?expires=1&signature=Sig0123456789abcdef',
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from('%PDF-'),
  });
  expect(logged()).toContain('/api/uploads/cases/a/b/c.pdf');
  expect(logged()).not.toContain('Sig0123456789abcdef');
});

test("an administrator's search for a person is logged without the words", async () => {
  const admin = await createStaffAccount(testApp.database.db, 'admin');
  await testApp.app.inject({
    method: 'GET',
    url: '/api/admin/clients?q=margaret.okafor%40example.com&page=2',
    headers: bearer(admin.token),
  });
  expect(logged()).toContain('/api/admin/clients?q=[redacted]&page=2');
  expect(logged()).not.toMatch(/margaret|okafor/i);
});

test('bearer tokens and passwords sent with a request are not logged', async () => {
  await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: bearer('BearerSecret0123456789'),
    payload: { email: 'margaret@example.com', password: 'PasswordSecret0123' },
  });
  expect(logged()).not.toContain('BearerSecret0123456789');
  expect(logged()).not.toContain('PasswordSecret0123');
  expect(logged()).not.toContain('margaret@example.com');
});

test("a failed query is logged with its SQL but without its parameters' values", async () => {
  const error = await testApp.database.db
    .execute(sql`select ${'margaret.okafor@example.com'}::int as broken`)
    .then(() => undefined)
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(Error);
  testApp.app.log.error({ err: error }, 'request failed');
  expect(logged()).toContain('Failed query: select $1::int as broken');
  expect(logged()).not.toContain('margaret.okafor');
});

test('two-step secrets, codes, recovery codes and mfaTokens are not logged', async () => {
  const calls = twoStepCalls(testApp, 'client');
  const client = await createClientAccount(testApp.database.db);
  const { secret, recoveryCodes } = await enrol(calls, client.token);
  const login = await calls.login(client.email);
  const { mfaToken } = login.json<{ mfaToken: string }>();
  await calls.secondStep({ mfaToken, code: '918273' });
  await calls.secondStep({ mfaToken, recoveryCode: recoveryCodes[0] });
  await testApp.app.inject({ method: 'GET', url: `/api/account/mfa?code=${codeFor(secret)}` });
  // Also when a caller logs what it was given, as a handler might.
  testApp.app.log.info({ body: { secret, mfaToken, recoveryCode: recoveryCodes[1] } }, 'given');
  const text = logged();
  expect(text).toContain('/api/auth/login/mfa');
  for (const value of [secret, mfaToken, '918273', codeFor(secret), TEST_PASSWORD]) {
    expect(text).not.toContain(value);
  }
  for (const code of recoveryCodes) expect(text).not.toContain(code);
});
