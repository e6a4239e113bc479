import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  type CallbackChange,
  type CallbackItem,
  type CallbackList,
  type CallbackListQuery,
} from '@shared/contracts/callback-requests';
import { INBOX_PAGE_SIZE, SUBMISSION_NOT_FOUND_MESSAGE } from '@shared/contracts/admin-inbox';
import type { Database, Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { callbackRequests } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { changeInboxItem } from './inbox-changes';
import { newestFirst, pageWindow } from './inbox-query';

function toCallbackItem(row: typeof callbackRequests.$inferSelect): CallbackItem {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    phone: row.phone,
    email: row.email,
    preferredTimes: row.preferredTimes,
    timeZone: row.timeZone,
    message: row.message,
    locale: row.locale,
    status: row.status,
    internalNote: row.internalNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Status filter and a search over name, reference, phone, e-mail and the message. */
function callbackFilters(query: CallbackListQuery): SQL | undefined {
  const t = callbackRequests;
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.status === 'all' ? undefined : eq(t.status, query.status),
    pattern
      ? or(
          ilike(t.name, pattern),
          ilike(t.reference, pattern),
          ilike(t.phone, pattern),
          ilike(t.email, pattern),
          ilike(t.message, pattern),
        )
      : undefined,
  );
}

/** One page of callback requests, newest first, with how many match. */
export async function listCallbackRequests(
  db: Executor,
  query: CallbackListQuery,
): Promise<CallbackList> {
  const where = callbackFilters(query);
  const { limit, offset } = pageWindow(query.page);
  const rows = await db
    .select()
    .from(callbackRequests)
    .where(where)
    .orderBy(...newestFirst(callbackRequests))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(callbackRequests).where(where);
  return {
    items: rows.map(toCallbackItem),
    total: total!.n,
    page: query.page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

async function getCallbackRequest(db: Executor, id: string): Promise<CallbackItem> {
  if (!isRowId(id)) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
  const [row] = await db.select().from(callbackRequests).where(eq(callbackRequests.id, id));
  if (!row) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
  return toCallbackItem(row);
}

export async function changeCallbackRequest(
  db: Database,
  adminId: string,
  id: string,
  change: CallbackChange,
): Promise<CallbackItem> {
  const target = { table: callbackRequests, entityType: 'callback_request', id };
  await changeInboxItem(db, adminId, target, change);
  return getCallbackRequest(db, id);
}
