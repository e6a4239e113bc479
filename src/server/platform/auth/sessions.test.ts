import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { sessions } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  findSession,
  SESSION_LIFETIME_MS,
} from './sessions';
import { hashToken } from './tokens';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(sessions);
});

describe('sessions', () => {
  it('stores only the hash of a 256-bit token and finds the principal by the token', async () => {
    const id = randomUUID();
    const token = await createSession(database.db, { kind: 'client', id });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.select().from(sessions);
    expect(row!.sid).toBe(hashToken(token));
    expect(row!.sid).not.toContain(token);
    expect(await findSession(database.db, token, 'client')).toEqual({ kind: 'client', id });
    expect(await findSession(database.db, `${token}x`, 'client')).toBeUndefined();
  });

  it('lasts for the lifetime of its kind of principal', async () => {
    const now = new Date();
    const token = await createSession(database.db, { kind: 'staff', id: randomUUID() }, { now });
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, hashToken(token)));
    expect(row!.expire.getTime()).toBe(now.getTime() + SESSION_LIFETIME_MS.staff);
  });

  it('does not answer for a token of another kind of principal', async () => {
    const token = await createSession(database.db, { kind: 'staff', id: randomUUID() });
    expect(await findSession(database.db, token, 'client')).toBeUndefined();
    expect(await findSession(database.db, token, 'partner')).toBeUndefined();
    expect(await findSession(database.db, token, 'staff')).toBeDefined();
  });

  it('does not answer once the session has expired, and cleans expired ones up', async () => {
    const startedLongAgo = new Date(Date.now() - SESSION_LIFETIME_MS.client - 1000);
    const expired = await createSession(
      database.db,
      { kind: 'client', id: randomUUID() },
      { now: startedLongAgo },
    );
    const live = await createSession(database.db, { kind: 'client', id: randomUUID() });
    expect(await findSession(database.db, expired, 'client')).toBeUndefined();
    await deleteExpiredSessions(database.db);
    const rows = await database.db.select({ sid: sessions.sid }).from(sessions);
    expect(rows).toEqual([{ sid: hashToken(live) }]);
  });

  it('ends one session on sign-out, leaving the others', async () => {
    const id = randomUUID();
    const phone = await createSession(database.db, { kind: 'client', id });
    const laptop = await createSession(database.db, { kind: 'client', id });
    await deleteSession(database.db, phone);
    expect(await findSession(database.db, phone, 'client')).toBeUndefined();
    expect(await findSession(database.db, laptop, 'client')).toBeDefined();
  });

  it('ends every session of one principal only', async () => {
    const id = randomUUID();
    const first = await createSession(database.db, { kind: 'client', id });
    const second = await createSession(database.db, { kind: 'client', id });
    const someoneElse = await createSession(database.db, { kind: 'client', id: randomUUID() });
    // The same id as another kind of principal is another principal.
    const staffWithSameId = await createSession(database.db, { kind: 'staff', id });
    await deleteSessionsOf(database.db, { kind: 'client', id });
    expect(await findSession(database.db, first, 'client')).toBeUndefined();
    expect(await findSession(database.db, second, 'client')).toBeUndefined();
    expect(await findSession(database.db, someoneElse, 'client')).toBeDefined();
    expect(await findSession(database.db, staffWithSameId, 'staff')).toBeDefined();
  });
});
