import { eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

/** What stands in an audit snapshot where a deleted person's data was. */
export const ERASED_VALUE = '[removed]';

/*
 * Audit rows outlive what they describe, so their before/after snapshots would keep a deleted
 * person's name, notes and file names for ever. Erasure keeps each row (who acted, what was
 * done, to which entity, when) and the parts of its snapshots that say nothing about a person:
 * numbers, yes/no values, row ids, times and a few coded fields. Every other text goes.
 */

/** Coded values (from fixed option lists), safe to keep. */
const CODED_KEYS = new Set([
  'status',
  'priority',
  'via',
  'documentType',
  'fileType',
  'referralType',
  'timeshareStatus',
]);
const ROW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

type Keep = (key: string | undefined, text: string) => boolean;

function erase(value: unknown, keep: Keep, key?: string): unknown {
  if (typeof value === 'string') return keep(key, value) ? value : ERASED_VALUE;
  if (Array.isArray(value)) return value.map((item) => erase(item, keep, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, erase(item, keep, name)]),
    );
  }
  return value;
}

/** Deny by default: only texts that cannot describe a person stay. */
const keepImpersonal: Keep = (key, text) =>
  (key !== undefined && CODED_KEYS.has(key)) || ROW_ID.test(text) || TIMESTAMP.test(text);

export interface ErasureTarget {
  /** Rows about these entities (the person's account, cases, notes, documents, requests). */
  entityIds: string[];
  /** Rows written by this actor. */
  actorId: string;
  /**
   * Texts that identify the person (addresses, phone numbers, full names): any other audit
   * row whose snapshot contains one loses that text too. Short texts are ignored, as they
   * would match unrelated words.
   */
  identifyingTexts: string[];
}

/** The shortest identifying text searched for everywhere. */
const MIN_SEARCH_LENGTH = 6;

/**
 * Erases a person's data from the audit log, in the caller's transaction: snapshots of rows
 * about their entities or written by them keep only impersonal values, and any other row's
 * texts that contain one of their identifying texts are removed. Returns how many rows changed.
 */
export async function eraseFromAuditLog(tx: Executor, target: ErasureTarget): Promise<number> {
  const about: SQL = target.entityIds.length
    ? or(inArray(auditLog.entityId, target.entityIds), eq(auditLog.actorId, target.actorId))!
    : eq(auditLog.actorId, target.actorId);
  const aboutRows = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(about);
  for (const row of aboutRows) await rewrite(tx, row, keepImpersonal);

  const terms = [
    ...new Set(target.identifyingTexts.map((text) => text.trim().toLowerCase())),
  ].filter((text) => text.length >= MIN_SEARCH_LENGTH);
  if (terms.length === 0) return aboutRows.length;
  const snapshot = sql`lower(coalesce(${auditLog.before}::text, '') || ' ' || coalesce(${auditLog.after}::text, ''))`;
  const mentions = sql.join(
    terms.map((term) => sql`position(${term} in ${snapshot}) > 0`),
    sql` or `,
  );
  const handled = aboutRows.map((row) => row.id);
  const mentioning = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      handled.length
        ? sql`(${mentions}) and ${notInArray(auditLog.id, handled)}`
        : sql`(${mentions})`,
    );
  const keepUnmentioned: Keep = (_key, text) => {
    const lower = text.toLowerCase();
    return !terms.some((term) => lower.includes(term));
  };
  for (const row of mentioning) await rewrite(tx, row, keepUnmentioned);
  return aboutRows.length + mentioning.length;
}

async function rewrite(
  tx: Executor,
  row: { id: string; before: unknown; after: unknown },
  keep: Keep,
): Promise<void> {
  await tx
    .update(auditLog)
    .set({
      before: erase(row.before, keep) as Record<string, unknown> | null,
      after: erase(row.after, keep) as Record<string, unknown> | null,
    })
    .where(eq(auditLog.id, row.id));
}
