import { aliasedTable, and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_PAGE_SIZE,
  type AuditActorKindValue,
  type AuditEntry,
  type AuditList,
  type AuditListQuery,
} from '@shared/contracts/admin-ops';
import type { Executor } from '../../db/client';
import { auditLog, partners, userAccounts, users, type AuditActorKind } from '../../db/schema';

// The contract's list of actor kinds must be the table's, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const kindsMatch: Same<AuditActorKind, AuditActorKindValue> = true;
void kindsMatch;

const clients = aliasedTable(userAccounts, 'audit_client');

/** The day after `day` (YYYY-MM-DD) at midnight UTC: the end of a range that includes `day`. */
function dayAfter(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

function auditFilters(query: AuditListQuery): SQL | undefined {
  return and(
    query.actorKind ? eq(auditLog.actorKind, query.actorKind) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditLog.createdAt, dayAfter(query.to)) : undefined,
  );
}

/**
 * The actor's name as people know them now. The audit row keeps only the id (it outlives the
 * actor), so a removed account has no name: null.
 */
const actorName = sql<string | null>`case ${auditLog.actorKind}
  when 'staff' then ${users.firstName} || ' ' || ${users.lastName}
  when 'partner' then ${partners.companyName}
  when 'client' then ${clients.firstName} || ' ' || ${clients.lastName}
  end`;

/** One page of the audit log, newest first, with the number of entries matching. */
export async function listAudit(db: Executor, query: AuditListQuery): Promise<AuditList> {
  const where = auditFilters(query);
  const rows = await db
    .select({ entry: auditLog, actorName })
    .from(auditLog)
    .leftJoin(users, and(eq(auditLog.actorKind, 'staff'), eq(users.id, auditLog.actorId)))
    .leftJoin(partners, and(eq(auditLog.actorKind, 'partner'), eq(partners.id, auditLog.actorId)))
    .leftJoin(clients, and(eq(auditLog.actorKind, 'client'), eq(clients.id, auditLog.actorId)))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    entries: rows.map(({ entry, actorName: name }): AuditEntry => ({
      id: entry.id,
      actorKind: entry.actorKind,
      actorId: entry.actorId,
      actorName: name,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total!.n,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** Every action name in the log, A to Z, for the action filter. */
export async function listAuditActions(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}
