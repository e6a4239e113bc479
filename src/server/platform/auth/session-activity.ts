import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  SESSION_IDLE_CODE,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_LAST_USE_RESOLUTION_MS,
  sessionIdleMessage,
} from '@shared/contracts/sessions';
import type { Executor } from '../../db/client';
import { principalKinds, sessions, type PrincipalKind } from '../../db/schema';
import { AppError } from '../errors';

/*
 * The idle timeout (issue 17, decision 021): a session unused for longer than its kind's
 * timeout ends, on top of its fixed lifetime. Guards read the last use in the same statement
 * that finds the principal, and write it back at most once a minute, so a signed-in request
 * stays one round trip (docs/architecture.md, Fast paths) except once a minute per session.
 */

/** What a guard's lookup selects beside the principal. */
export const sessionUseColumns = {
  sessionId: sessions.id,
  lastUsedAt: sessions.lastUsedAt,
  userAgentKnown: sql<boolean>`${sessions.userAgent} is not null`.mapWith(Boolean),
};
export interface SessionUse {
  sessionId: string;
  lastUsedAt: Date;
  userAgentKnown: boolean;
}

/** Enough for any real browser's User-Agent; longer ones are cut, not refused. */
export const USER_AGENT_MAX_LENGTH = 512;

/** The request's User-Agent as it is stored: without control characters, capped, or null. */
export function storedUserAgent(request: FastifyRequest): string | null {
  // eslint-disable-next-line no-control-regex -- PostgreSQL text holds no NUL; none is readable.
  const cleaned = request.headers['user-agent']?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned ? cleaned.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

export const sessionIdleError = (kind: PrincipalKind) =>
  new AppError(401, SESSION_IDLE_CODE, sessionIdleMessage(kind));

/**
 * A live session a guard found is being used now. Idle for longer than its kind allows, it is
 * deleted (the token never works again) and the answer is 'idle'. Otherwise its last use is
 * written when the recorded one is a minute old or more, so at most once a minute.
 *
 * The user agent is recorded at a session's first use after sign-in (sign-in itself does not
 * pass the request down) and refreshed with each written last use: a session shows the browser
 * that last used it.
 */
export async function touchSession(
  request: FastifyRequest,
  kind: PrincipalKind,
  session: SessionUse,
): Promise<'active' | 'idle'> {
  const now = request.server.now();
  const db = request.server.database.db;
  const idleFor = now.getTime() - session.lastUsedAt.getTime();
  if (idleFor > SESSION_IDLE_TIMEOUT_MS[kind]) {
    await db.delete(sessions).where(eq(sessions.id, session.sessionId));
    return 'idle';
  }
  const userAgent = storedUserAgent(request);
  const firstUseWithAgent = !session.userAgentKnown && userAgent !== null;
  if (idleFor >= SESSION_LAST_USE_RESOLUTION_MS || firstUseWithAgent) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, ...(userAgent ? { userAgent } : {}) })
      .where(eq(sessions.id, session.sessionId));
  }
  return 'active';
}

const ofKind = (kind: PrincipalKind) => sql`${sessions.sess}->>'kind' = ${kind}`;
/** Last used before this, a session of `kind` is idle. */
const idleBefore = (kind: PrincipalKind, now: Date) =>
  new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS[kind]);

/** Of sessions of `kind`: used recently enough to go on (idle ones are dead before deletion). */
export const notIdle = (kind: PrincipalKind, now: Date): SQL =>
  gte(sessions.lastUsedAt, idleBefore(kind, now));

/** Removes sessions that went idle and were never used again (the hourly clean-up). */
export async function deleteIdleSessions(executor: Executor, now: Date): Promise<number> {
  const idle = principalKinds.map((kind) =>
    and(ofKind(kind), lt(sessions.lastUsedAt, idleBefore(kind, now))),
  );
  const deleted = await executor
    .delete(sessions)
    .where(or(...idle))
    .returning({ sid: sessions.sid });
  return deleted.length;
}

/**
 * A guard's lookup row once its session is touched (`touchSession`): undefined without a live
 * session, 'idle' when the session has just ended for idling.
 */
export async function usedSession<Row extends SessionUse>(
  request: FastifyRequest,
  kind: PrincipalKind,
  rows: Promise<Row[]>,
): Promise<Row | 'idle' | undefined> {
  const [row] = await rows;
  if (!row) return undefined;
  return (await touchSession(request, kind, row)) === 'active' ? row : 'idle';
}
