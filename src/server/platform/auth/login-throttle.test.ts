import { LOGIN_LOCKED_MESSAGE } from '@shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import {
  ACCOUNT_FAILURE_LIMIT,
  ADDRESS_FAILURE_LIMIT,
  KNOWN_SOURCE_MS,
  LOCKOUT_WINDOW_MS,
  recordAttemptSucceeded,
  reserveLoginAttempt,
  type LoginAttemptKey,
} from './login-throttle';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(loginAttempts);
});

const margaret: LoginAttemptKey = { kind: 'client', email: 'margaret@example.com', ip: '10.0.0.1' };

// A reserved attempt counts as a failure until it is marked a success.
async function fail(key: LoginAttemptKey, times: number) {
  for (let i = 0; i < times; i += 1) await reserveLoginAttempt(database.db, key);
}

/** Whether one more attempt would be allowed (its row is removed again, so nothing counts). */
async function allowed(key: LoginAttemptKey, now?: Date): Promise<void> {
  const attempt = await reserveLoginAttempt(database.db, key, now);
  await database.db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
}

describe('login lockout', () => {
  it('allows 5 failures on an account and locks the next attempt with the spec wording', async () => {
    expect(ACCOUNT_FAILURE_LIMIT).toBe(5);
    await fail(margaret, ACCOUNT_FAILURE_LIMIT - 1);
    await expect(allowed(margaret)).resolves.toBeUndefined();
    await fail(margaret, 1);
    await expect(allowed(margaret)).rejects.toMatchObject({
      statusCode: 429,
      code: 'LOGIN_LOCKED',
      message: LOGIN_LOCKED_MESSAGE,
    });
  });

  it('ends the lock once the failures are older than 15 minutes', async () => {
    await fail(margaret, ACCOUNT_FAILURE_LIMIT);
    await expect(allowed(margaret)).rejects.toMatchObject({ statusCode: 429 });
    const almost = new Date(Date.now() + LOCKOUT_WINDOW_MS - 60_000);
    await expect(allowed(margaret, almost)).rejects.toMatchObject({ statusCode: 429 });
    const later = new Date(Date.now() + LOCKOUT_WINDOW_MS + 60_000);
    await expect(allowed(margaret, later)).resolves.toBeUndefined();
  });

  it('starts counting again after a successful sign-in', async () => {
    // Explicit times: the embedded database's clock ticks in whole milliseconds.
    const at = (secondsAgo: number, succeeded: boolean) => ({
      principalKind: margaret.kind,
      email: margaret.email,
      ip: margaret.ip,
      succeeded,
      createdAt: new Date(Date.now() - secondsAgo * 1000),
    });
    await database.db
      .insert(loginAttempts)
      .values([at(60, false), at(59, false), at(58, false), at(57, false), at(50, true)]);
    await database.db
      .insert(loginAttempts)
      .values([at(40, false), at(39, false), at(38, false), at(37, false)]);
    await expect(allowed(margaret)).resolves.toBeUndefined();
    await database.db.insert(loginAttempts).values(at(30, false));
    await expect(allowed(margaret)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('locks only the account that failed, per kind of principal', async () => {
    await fail(margaret, ACCOUNT_FAILURE_LIMIT);
    await expect(allowed({ ...margaret, email: 'walter@example.com' })).resolves.toBeUndefined();
    await expect(allowed({ ...margaret, kind: 'staff' })).resolves.toBeUndefined();
    // The account stays locked from any address.
    await expect(allowed({ ...margaret, ip: '10.0.0.2' })).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('locks one address after 50 failures across accounts, not other addresses', async () => {
    expect(ADDRESS_FAILURE_LIMIT).toBe(50);
    await database.db.insert(loginAttempts).values(
      Array.from({ length: ADDRESS_FAILURE_LIMIT - 1 }, (_, i) => ({
        principalKind: 'client' as const,
        email: `sprayed-${i}@example.com`,
        ip: '10.0.0.9',
        succeeded: false,
      })),
    );
    const fresh = { kind: 'client' as const, email: 'fresh@example.com', ip: '10.0.0.9' };
    await expect(allowed(fresh)).resolves.toBeUndefined();
    await fail({ ...fresh, email: 'one-more@example.com' }, 1);
    await expect(allowed(fresh)).rejects.toMatchObject({
      statusCode: 429,
      message: LOGIN_LOCKED_MESSAGE,
    });
    await expect(allowed({ ...fresh, kind: 'staff' })).rejects.toMatchObject({ statusCode: 429 });
    await expect(allowed({ ...fresh, ip: '10.0.0.10' })).resolves.toBeUndefined();
    const later = new Date(Date.now() + LOCKOUT_WINDOW_MS + 60_000);
    await expect(allowed(fresh, later)).resolves.toBeUndefined();
  });

  it('reserves attempts sent at once one at a time: never more than 5 get through', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => reserveLoginAttempt(database.db, margaret)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const rows = await database.db.select().from(loginAttempts);
    expect(rows).toHaveLength(5);
  });

  it('gives an address the account signed in from its own budget (decision 012)', async () => {
    const home = { ...margaret, ip: '10.0.0.7' };
    await recordAttemptSucceeded(database.db, await reserveLoginAttempt(database.db, home));
    // A stranger uses up the guesses every other address shares…
    await fail({ ...margaret, ip: '192.0.2.1' }, ACCOUNT_FAILURE_LIMIT);
    await expect(allowed({ ...margaret, ip: '192.0.2.2' })).rejects.toMatchObject({
      statusCode: 429,
    });
    // …but Margaret at home is not locked out, and has 5 guesses of her own there.
    await expect(allowed(home)).resolves.toBeUndefined();
    await fail(home, ACCOUNT_FAILURE_LIMIT);
    await expect(allowed(home)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('does not count a success older than 30 days as a known source', async () => {
    const home = { ...margaret, ip: '10.0.0.7' };
    await database.db.insert(loginAttempts).values({
      principalKind: home.kind,
      email: home.email,
      ip: home.ip,
      succeeded: true,
      createdAt: new Date(Date.now() - KNOWN_SOURCE_MS - 60_000),
    });
    await fail({ ...margaret, ip: '192.0.2.1' }, ACCOUNT_FAILURE_LIMIT);
    await expect(allowed(home)).rejects.toMatchObject({ statusCode: 429 });
  });
});
