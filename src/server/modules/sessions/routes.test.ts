import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SESSION_IDLE_TIMEOUT_MS,
  sessionListResponseSchema,
  sessionPrefixes,
  type SessionSummary,
} from '@shared/contracts/sessions';
import { auditLog, sessions, type PrincipalKind } from '../../db/schema';
import { createSession } from '../../platform/auth/sessions';
import { bearer } from '../../testing/accounts';
import { testClock } from '../../testing/clock';
import { accountOfKind, meUrls, sessionOf } from '../../testing/sessions';
import { useTestApp } from '../../testing/use-test-app';
import { SESSION_NOT_FOUND_MESSAGE } from './service';

const clock = testClock();
const testApp = useTestApp({}, { now: clock.now });
const db = () => testApp.database.db;

const MINUTE = 60 * 1000;
const EDGE_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

const call = (method: 'GET' | 'DELETE' | 'POST', url: string, token: string, userAgent?: string) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });

/** An account signed in twice: a laptop (the caller) and a phone, each used once. */
async function signedInTwice(kind: PrincipalKind) {
  clock.set(new Date());
  const account = await accountOfKind(db(), kind);
  const laptop = account.token;
  const phone = await createSession(db(), { kind, id: account.id }, { now: clock.now() });
  await call('GET', meUrls[kind], phone, SAFARI_ON_IPHONE);
  clock.advance(2 * MINUTE);
  await call('GET', meUrls[kind], laptop, EDGE_ON_WINDOWS);
  return { account, laptop, phone };
}

const idOf = async (token: string) => (await sessionOf(db(), token))!.id;

async function listOf(kind: PrincipalKind, token: string): Promise<SessionSummary[]> {
  const response = await call('GET', sessionPrefixes[kind], token);
  expect(response.statusCode).toBe(200);
  return sessionListResponseSchema.parse(response.json()).sessions;
}

function expectNotFound(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ code: 'NOT_FOUND', message: SESSION_NOT_FOUND_MESSAGE });
}

describe.each(['client', 'partner', 'staff'] as const)('the sessions of a %s', (kind) => {
  const prefix = sessionPrefixes[kind];

  it('lists live sessions, newest use first, with browser, device and this one marked', async () => {
    const { laptop, phone } = await signedInTwice(kind);
    const someoneElse = await accountOfKind(db(), kind);
    const list = await listOf(kind, laptop);
    expect(list).toEqual([
      {
        id: await idOf(laptop),
        browser: 'Edge',
        device: 'Windows',
        createdAt: expect.any(String),
        lastUsedAt: clock.now().toISOString(),
        current: true,
      },
      {
        id: await idOf(phone),
        browser: 'Safari',
        device: 'iPhone',
        createdAt: expect.any(String),
        lastUsedAt: new Date(clock.now().getTime() - 2 * MINUTE).toISOString(),
        current: false,
      },
    ]);
    expect(list.map((session) => session.id)).not.toContain(await idOf(someoneElse.token));
    // The public id is not the token's hash.
    expect(JSON.stringify(list)).not.toContain((await sessionOf(db(), laptop))!.sid);
  });

  it('leaves out sessions past their lifetime or idle', async () => {
    const { account, laptop, phone } = await signedInTwice(kind);
    await db()
      .update(sessions)
      .set({ expire: new Date(clock.now().getTime() - 1000) })
      .where(eq(sessions.id, await idOf(phone)));
    const idle = await createSession(db(), { kind, id: account.id }, { now: clock.now() });
    await db()
      .update(sessions)
      .set({ lastUsedAt: new Date(clock.now().getTime() - SESSION_IDLE_TIMEOUT_MS[kind] - 1000) })
      .where(eq(sessions.id, await idOf(idle)));
    expect((await listOf(kind, laptop)).map((session) => session.id)).toEqual([await idOf(laptop)]);
  });

  it('signs one other session out, which then stops working', async () => {
    const { account, laptop, phone } = await signedInTwice(kind);
    const phoneId = await idOf(phone);
    const response = await call('DELETE', `${prefix}/${phoneId}`, laptop);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', meUrls[kind], phone)).statusCode).toBe(401);
    expect((await call('GET', meUrls[kind], laptop)).statusCode).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.signed_out'), eq(auditLog.entityId, phoneId)));
    expect(entry).toMatchObject({ actorKind: kind, actorId: account.id, entityType: 'session' });
  });

  it('signs this session out when asked', async () => {
    const { laptop, phone } = await signedInTwice(kind);
    const response = await call('DELETE', `${prefix}/${await idOf(laptop)}`, laptop);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', meUrls[kind], laptop)).statusCode).toBe(401);
    expect((await call('GET', meUrls[kind], phone)).statusCode).toBe(200);
  });

  it("answers 404 for another account's session, an unknown id and a malformed one", async () => {
    const { laptop } = await signedInTwice(kind);
    const other = await accountOfKind(db(), kind);
    expectNotFound(await call('DELETE', `${prefix}/${await idOf(other.token)}`, laptop));
    expect((await call('GET', meUrls[kind], other.token)).statusCode).toBe(200);
    expectNotFound(await call('DELETE', `${prefix}/${crypto.randomUUID()}`, laptop));
    expectNotFound(await call('DELETE', `${prefix}/not-a-session`, laptop));
  });

  it('signs every other session out and says how many', async () => {
    const { account, laptop, phone } = await signedInTwice(kind);
    const third = await createSession(db(), { kind, id: account.id }, { now: clock.now() });
    const someoneElse = await accountOfKind(db(), kind);
    const response = await call('POST', `${prefix}/sign-out-others`, laptop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });
    for (const ended of [phone, third]) {
      expect((await call('GET', meUrls[kind], ended)).statusCode).toBe(401);
    }
    for (const kept of [laptop, someoneElse.token]) {
      expect((await call('GET', meUrls[kind], kept)).statusCode).toBe(200);
    }
    expect((await call('POST', `${prefix}/sign-out-others`, laptop)).json()).toEqual({
      signedOut: 0,
    });
  });
});

describe('sessions across kinds of account', () => {
  const otherKinds = (kind: PrincipalKind) =>
    (['client', 'partner', 'staff'] as const).filter((other) => other !== kind);

  it.each(['client', 'partner', 'staff'] as const)(
    "refuses a %s's token on the other kinds' lists, and never ends a session of another kind",
    async (kind) => {
      clock.set(new Date());
      const account = await accountOfKind(db(), kind);
      const sessionId = await idOf(account.token);
      for (const other of otherKinds(kind)) {
        const caller = await accountOfKind(db(), other);
        expect((await call('GET', sessionPrefixes[other], account.token)).statusCode).toBe(401);
        expect(
          (await call('POST', `${sessionPrefixes[other]}/sign-out-others`, account.token))
            .statusCode,
        ).toBe(401);
        expectNotFound(
          await call('DELETE', `${sessionPrefixes[other]}/${sessionId}`, caller.token),
        );
      }
      expect((await call('GET', meUrls[kind], account.token)).statusCode).toBe(200);
    },
  );
});
