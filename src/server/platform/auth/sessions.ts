import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { sessions, type PrincipalKind, type SessionData } from '../../db/schema';
import { generateToken, hashToken } from './tokens';

/** How long a sign-in lasts, per kind of principal. */
export const SESSION_LIFETIME_MS: Record<PrincipalKind, number> = {
  client: 14 * 24 * 60 * 60 * 1000,
  partner: 14 * 24 * 60 * 60 * 1000,
  staff: 12 * 60 * 60 * 1000,
};

export interface SessionRef {
  kind: PrincipalKind;
  id: string;
}

export interface SessionOptions {
  now?: Date;
  /** A limited session (decision 020): see SessionData. */
  stage?: SessionData['stage'];
}

/** Starts a session and returns the bearer token; only its hash is stored. */
export async function createSession(
  executor: Executor,
  principal: SessionRef,
  { now = new Date(), stage }: SessionOptions = {},
): Promise<string> {
  const token = generateToken();
  await executor.insert(sessions).values({
    sid: hashToken(token),
    sess: { kind: principal.kind, id: principal.id, ...(stage ? { stage } : {}) },
    expire: new Date(now.getTime() + SESSION_LIFETIME_MS[principal.kind]),
    // Starting counts as a use: the idle timeout (decision 021) runs from here.
    createdAt: now,
    lastUsedAt: now,
  });
  return token;
}

/** The stored session of `token`, if it has not expired. */
export const liveSessionOf = (token: string, now = new Date()) =>
  and(eq(sessions.sid, hashToken(token)), gt(sessions.expire, now));

/** `liveSessionOf` for prepared statements: fill in with `liveSessionValues(token)`. */
export const liveSessionPlaceholders = () =>
  and(
    eq(sessions.sid, sql.placeholder('sid')),
    gt(sessions.expire, sql`${sql.placeholder('now')}::timestamptz`),
  );
export const liveSessionValues = (token: string, now = new Date()) => ({
  sid: hashToken(token),
  now: now.toISOString(),
});

/**
 * Joins a live session to the row of its principal, so a guard needs one round trip: the cast
 * lets the database look the row up by its primary key.
 */
export const sessionBelongsTo = (kind: PrincipalKind, id: AnyPgColumn) =>
  and(sql`${sessions.sess}->>'kind' = ${kind}`, sql`${id} = (${sessions.sess}->>'id')::uuid`);

/** The principal a token belongs to, if the session exists, has not expired and is of `kind`. */
export async function findSession(
  executor: Executor,
  token: string,
  kind: PrincipalKind,
): Promise<SessionRef | undefined> {
  const [row] = await executor
    .select({ sess: sessions.sess })
    .from(sessions)
    .where(liveSessionOf(token));
  return row && row.sess.kind === kind ? row.sess : undefined;
}

export async function deleteSession(executor: Executor, token: string): Promise<void> {
  await executor.delete(sessions).where(eq(sessions.sid, hashToken(token)));
}

/** Every session of one principal, live or not. */
export const sessionsOf = (principal: SessionRef) =>
  and(
    sql`${sessions.sess}->>'kind' = ${principal.kind}`,
    sql`${sessions.sess}->>'id' = ${principal.id}`,
  )!;

/** Signs a principal out everywhere, e.g. after a password change. */
export async function deleteSessionsOf(executor: Executor, principal: SessionRef): Promise<void> {
  await executor.delete(sessions).where(sessionsOf(principal));
}

export async function deleteExpiredSessions(executor: Executor, now = new Date()): Promise<void> {
  await executor.delete(sessions).where(lte(sessions.expire, now));
}
