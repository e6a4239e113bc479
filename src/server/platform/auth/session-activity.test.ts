import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  SESSION_IDLE_CODE,
  SESSION_IDLE_TIMEOUT_MS,
  sessionIdleMessage,
} from '@shared/contracts/sessions';
import { sessions, type PrincipalKind } from '../../db/schema';
import { identifyStaff } from '../../modules/content/identify-staff';
import { bearer, createClientAccount, TEST_PASSWORD } from '../../testing/accounts';
import { testClock } from '../../testing/clock';
import { accountOfKind, meUrls, sessionOf } from '../../testing/sessions';
import { useTestApp } from '../../testing/use-test-app';
import { cleanUpAuthRecords } from './cleanup';
import { identifyClient, NOT_SIGNED_IN_MESSAGE } from './guards';
import { SESSION_LIFETIME_MS, createSession } from './sessions';
import { storedUserAgent, USER_AGENT_MAX_LENGTH } from './session-activity';

const clock = testClock();
const whoIsCalling = (request: FastifyRequest) => ({
  kind: request.principal?.kind ?? 'anonymous',
});
const testApp = useTestApp(
  {},
  {
    now: clock.now,
    extraRoutes: (app) => {
      app.get('/identified/client', { onRequest: identifyClient }, whoIsCalling);
      app.get('/identified/staff', { onRequest: identifyStaff }, whoIsCalling);
    },
  },
);
const db = () => testApp.database.db;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const get = (url: string, token: string, userAgent = FIREFOX) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), 'user-agent': userAgent },
  });

/** An account of `kind` whose session started at the clock's present. */
async function signedIn(kind: PrincipalKind) {
  const account = await accountOfKind(db(), kind);
  clock.set((await sessionOf(db(), account.token))!.lastUsedAt);
  return account;
}

const kinds = ['client', 'partner', 'staff'] as const;

describe.each(kinds)('the idle timeout of a %s session', (kind) => {
  const timeout = SESSION_IDLE_TIMEOUT_MS[kind];

  it('keeps a session used within the timeout, and ends one idle for longer, for good', async () => {
    const { token } = await signedIn(kind);
    clock.advance(timeout - SECOND);
    expect((await get(meUrls[kind], token)).statusCode).toBe(200);
    // That use starts the timeout again.
    clock.advance(timeout - SECOND);
    expect((await get(meUrls[kind], token)).statusCode).toBe(200);

    clock.advance(timeout + SECOND);
    const idle = await get(meUrls[kind], token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ code: SESSION_IDLE_CODE, message: sessionIdleMessage(kind) });
    expect(await sessionOf(db(), token)).toBeUndefined();

    // Dead even if the clock were turned back: the session is gone.
    clock.advance(-timeout);
    const after = await get(meUrls[kind], token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'UNAUTHENTICATED', message: NOT_SIGNED_IN_MESSAGE });
  });

  it('writes the last use and the browser at most once a minute', async () => {
    const { token } = await signedIn(kind);
    const started = clock.now().getTime();
    const stored = async () => {
      const row = (await sessionOf(db(), token))!;
      return { lastUsedAt: row.lastUsedAt.getTime() - started, userAgent: row.userAgent };
    };
    expect(await stored()).toEqual({ lastUsedAt: 0, userAgent: null });

    // The first use records the browser (sign-in does not know it).
    clock.advance(5 * SECOND);
    await get(meUrls[kind], token, FIREFOX);
    expect(await stored()).toEqual({ lastUsedAt: 5 * SECOND, userAgent: FIREFOX });

    // 10 s and 50 s later: no write at all, not even of another browser.
    clock.advance(10 * SECOND);
    expect((await get(meUrls[kind], token, CHROME)).statusCode).toBe(200);
    clock.advance(40 * SECOND);
    expect((await get(meUrls[kind], token, CHROME)).statusCode).toBe(200);
    expect(await stored()).toEqual({ lastUsedAt: 5 * SECOND, userAgent: FIREFOX });

    // A minute after the recorded use, it moves.
    clock.advance(11 * SECOND);
    await get(meUrls[kind], token, CHROME);
    expect(await stored()).toEqual({ lastUsedAt: 66 * SECOND, userAgent: CHROME });
  });
});

describe.each([
  ['client', 23 * HOUR],
  ['staff', 29 * MINUTE],
] as const)('the fixed lifetime of a %s session', (kind, step) => {
  it('still ends it, however often it is used', async () => {
    const { token } = await signedIn(kind);
    const ends = clock.now().getTime() + SESSION_LIFETIME_MS[kind];
    let uses = 0;
    while (clock.now().getTime() + step < ends) {
      clock.advance(step);
      expect((await get(meUrls[kind], token)).statusCode).toBe(200);
      uses += 1;
    }
    expect(uses).toBeGreaterThan(10);
    clock.advance(step);
    const ended = await get(meUrls[kind], token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('routes that only identify the caller', () => {
  it.each([
    ['client', '/identified/client'],
    ['staff', '/identified/staff'],
  ] as const)('treat an idle %s session as no sign-in, and end it', async (kind, url) => {
    const { token } = await signedIn(kind);
    clock.advance(SESSION_IDLE_TIMEOUT_MS[kind] - SECOND);
    expect((await get(url, token)).json()).toEqual({ kind });
    clock.advance(SESSION_IDLE_TIMEOUT_MS[kind] + SECOND);
    const idle = await get(url, token);
    expect(idle.statusCode).toBe(200);
    expect(idle.json()).toEqual({ kind: 'anonymous' });
    expect(await sessionOf(db(), token)).toBeUndefined();
  });
});

describe('the recorded user agent', () => {
  it('is taken at the first use after a real sign-in', async () => {
    const account = await createClientAccount(db());
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: TEST_PASSWORD },
      headers: { 'user-agent': CHROME },
    });
    const { token } = signIn.json<{ token: string }>();
    expect((await sessionOf(db(), token))!.userAgent).toBeNull();
    clock.set(new Date());
    await get('/api/auth/me', token, CHROME);
    expect((await sessionOf(db(), token))!.userAgent).toBe(CHROME);
  });

  it('is capped and keeps no control characters', async () => {
    const { token } = await signedIn('client');
    clock.advance(2 * MINUTE);
    await get('/api/auth/me', token, `Mozilla/5.0 ${'x'.repeat(2000)}`);
    const stored = (await sessionOf(db(), token))!.userAgent!;
    expect(stored).toHaveLength(USER_AGENT_MAX_LENGTH);
    expect(stored.startsWith('Mozilla/5.0 xxx')).toBe(true);

    const request = (userAgent: string | undefined) =>
      ({ headers: { 'user-agent': userAgent } }) as unknown as FastifyRequest;
    expect(storedUserAgent(request('Firefox\u0000/1\u0007'))).toBe('Firefox/1');
    expect(storedUserAgent(request('  \u0001 '))).toBeNull();
    expect(storedUserAgent(request(undefined))).toBeNull();
  });
});

describe('the hourly clean-up', () => {
  it('removes sessions that went idle and were never used again, and keeps the rest', async () => {
    const now = new Date();
    const usedAgo = async (kind: PrincipalKind, ms: number) => {
      const token = await createSession(db(), { kind, id: randomUUID() }, { now });
      await db()
        .update(sessions)
        .set({ lastUsedAt: new Date(now.getTime() - ms) })
        .where(eq(sessions.id, (await sessionOf(db(), token))!.id));
      return token;
    };
    const idleStaff = await usedAgo('staff', 31 * MINUTE);
    const busyStaff = await usedAgo('staff', 29 * MINUTE);
    const idlePartner = await usedAgo('partner', 2 * HOUR + MINUTE);
    const idleClient = await usedAgo('client', 24 * HOUR + MINUTE);
    const quietClient = await usedAgo('client', 23 * HOUR);

    const counts = await cleanUpAuthRecords(db(), now);
    expect(counts.sessions).toBeGreaterThanOrEqual(3);
    for (const gone of [idleStaff, idlePartner, idleClient]) {
      expect(await sessionOf(db(), gone)).toBeUndefined();
    }
    for (const kept of [busyStaff, quietClient]) {
      expect(await sessionOf(db(), kept)).toBeDefined();
    }
  });
});
