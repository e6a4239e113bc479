import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, jobs, loginAttempts, sessions } from '../../db/schema';
import { createClientAccount } from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { AUTH_CLEANUP_JOB, scheduleAuthCleanup } from './cleanup';
import { createSession } from './sessions';
import { hashToken } from './tokens';

const testApp = useTestApp();

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

async function pendingCleanups() {
  return testApp.database.db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.type, AUTH_CLEANUP_JOB), eq(jobs.status, 'pending')));
}

describe('sign-in records clean-up', () => {
  it('removes expired sessions, old attempts and old spent tokens, keeping live ones', async () => {
    const db = testApp.database.db;
    const live = await createClientAccount(db);
    const expired = await createSession(
      db,
      { kind: 'client', id: live.id },
      { now: hoursAgo(24 * 30) },
    );
    await db.insert(loginAttempts).values([
      {
        principalKind: 'client',
        email: 'old@example.com',
        ip: '1',
        succeeded: false,
        createdAt: hoursAgo(48),
      },
      { principalKind: 'client', email: 'new@example.com', ip: '1', succeeded: false },
      // A success marks a known source for 30 days (decision 012).
      {
        principalKind: 'client',
        email: 'known@example.com',
        ip: '1',
        succeeded: true,
        createdAt: hoursAgo(48),
      },
    ]);
    await db.insert(authTokens).values([
      {
        tokenHash: 'spent-old',
        purpose: 'password_reset',
        principalKind: 'client',
        principalId: live.id,
        expiresAt: hoursAgo(24 * 9),
        createdAt: hoursAgo(24 * 10),
      },
      {
        tokenHash: 'still-valid',
        purpose: 'password_reset',
        principalKind: 'client',
        principalId: live.id,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      },
    ]);

    await scheduleAuthCleanup(db);
    await scheduleAuthCleanup(db);
    expect(await pendingCleanups()).toHaveLength(1);
    await testApp.app.jobs.runDueJobs();

    const sids = (await db.select({ sid: sessions.sid }).from(sessions)).map((row) => row.sid);
    expect(sids).toContain(hashToken(live.token));
    expect(sids).not.toContain(hashToken(expired));
    const attempts = await db.select({ email: loginAttempts.email }).from(loginAttempts);
    expect(attempts.map((row) => row.email).sort()).toEqual([
      'known@example.com',
      'new@example.com',
    ]);
    const tokens = await db.select({ hash: authTokens.tokenHash }).from(authTokens);
    expect(tokens.map((row) => row.hash)).toEqual(['still-valid']);

    // The run schedules exactly one next run, about an hour later.
    const next = await pendingCleanups();
    expect(next).toHaveLength(1);
    const inMinutes = (next[0]!.runAt.getTime() - Date.now()) / 60_000;
    expect(inMinutes).toBeGreaterThan(55);
    expect(inMinutes).toBeLessThanOrEqual(60);
    const [done] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.type, AUTH_CLEANUP_JOB), eq(jobs.status, 'done')));
    expect(done!.n).toBe(1);
  });
});
