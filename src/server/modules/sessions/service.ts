import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type {
  SessionKind,
  SessionListResponse,
  SignOutOthersResponse,
} from '@shared/contracts/sessions';
import { describeUserAgent } from '@shared/user-agent';
import type { Database, Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { notIdle } from '../../platform/auth/session-activity';
import { sessionsOf } from '../../platform/auth/sessions';
import { hashToken } from '../../platform/auth/tokens';
import { notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

/*
 * Where an account is signed in (issue 17): its live sessions, and signing any of them out.
 * Every query is scoped by the caller's kind and id, so another account's session, of any
 * kind, is as unknown as one that never existed.
 */

/** The signed-in caller, as a guard let it through. */
export interface SessionOwner {
  kind: SessionKind;
  id: string;
  token: string;
}

export const SESSION_NOT_FOUND_MESSAGE = english(
  text('That session was not found among yours. It may have been signed out already.'),
);

/** The owner's sessions that still work: not past their lifetime and not idle. */
const liveSessionsOf = (owner: SessionOwner, now: Date) =>
  and(sessionsOf(owner), gt(sessions.expire, now), notIdle(owner.kind, now));

export async function listSessions(
  db: Database,
  owner: SessionOwner,
  now: Date,
): Promise<SessionListResponse> {
  const rows = await db
    .select({
      id: sessions.id,
      sid: sessions.sid,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(liveSessionsOf(owner, now))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  const currentSid = hashToken(owner.token);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.sid === currentSid,
    })),
  };
}

/** Who ended which sessions, for an investigation; ending one's current session is a sign-out. */
const auditSignOut = (
  executor: Executor,
  owner: SessionOwner,
  action: 'session.signed_out' | 'session.others_signed_out',
  ended: string[],
) =>
  recordAudit(executor, {
    actorKind: owner.kind,
    actorId: owner.id,
    action,
    entityType: 'session',
    entityId: ended.length === 1 ? ended[0]! : null,
    after: { ended },
  });

/** Ends one of the owner's sessions; the current one too (that is signing out here). */
export async function signOutSession(db: Database, owner: SessionOwner, sessionId: string) {
  if (!isRowId(sessionId)) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), sessionsOf(owner)))
      .returning({ sid: sessions.sid });
    if (!ended) throw notFound(SESSION_NOT_FOUND_MESSAGE);
    if (ended.sid !== hashToken(owner.token)) {
      await auditSignOut(tx, owner, 'session.signed_out', [sessionId]);
    }
  });
}

/** Ends every live session of the owner but the calling one; dead ones go with the clean-up. */
export async function signOutOtherSessions(
  db: Database,
  owner: SessionOwner,
  now: Date,
): Promise<SignOutOthersResponse> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(liveSessionsOf(owner, now), ne(sessions.sid, hashToken(owner.token))))
      .returning({ id: sessions.id });
    const ids = ended.map((row) => row.id);
    if (ids.length > 0) await auditSignOut(tx, owner, 'session.others_signed_out', ids);
    return { signedOut: ids.length };
  });
}
