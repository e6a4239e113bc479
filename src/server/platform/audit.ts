import type { Executor } from '../db/client';
import { auditLog, type AuditActorKind } from '../db/schema';

export interface AuditEntry {
  actorKind: AuditActorKind;
  /** Who did it; null for the system itself. */
  actorId: string | null;
  /** What happened, as '<entity>.<event>', e.g. 'article.published'. */
  action: string;
  entityType: string;
  entityId: string | null;
  /** The entity before the change (null when it is new). */
  before?: object | null;
  /** The entity after the change (null when it was deleted). */
  after?: object | null;
}

/**
 * The value as plain JSON, as it is stored: dates become ISO strings, undefined fields and
 * functions disappear. Null and undefined are stored as null; an array as { value: [...] }.
 */
export function toAuditJson(value: object | null | undefined): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  const plain: unknown = JSON.parse(JSON.stringify(value));
  return plain !== null && typeof plain === 'object' && !Array.isArray(plain)
    ? (plain as Record<string, unknown>)
    : { value: plain };
}

/**
 * Writes one audit_log row: who did what to which entity, with before and after. Call it on
 * the transaction that makes the change, so the change and its record commit together.
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorKind: entry.actorKind,
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: toAuditJson(entry.before),
    after: toAuditJson(entry.after),
  });
}
