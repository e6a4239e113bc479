import { count, eq } from 'drizzle-orm';
import {
  INBOX_PAGE_SIZE,
  SUBMISSION_NOT_FOUND_MESSAGE,
  type ContactItem,
  type ContactList,
  type InboxListQuery,
} from '@shared/contracts/admin-inbox';
import type { Executor } from '../../db/client';
import { contactSubmissions } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { inboxFilters, inboxItemFields, newestFirst, pageWindow } from './inbox-query';

function toContactItem(row: typeof contactSubmissions.$inferSelect): ContactItem {
  return { ...inboxItemFields(row), subject: row.subject, message: row.message };
}

/** One page of contact messages, newest first, with how many match. */
export async function listContactMessages(
  db: Executor,
  query: InboxListQuery,
): Promise<ContactList> {
  const where = inboxFilters(
    contactSubmissions,
    [contactSubmissions.subject, contactSubmissions.message],
    query,
  );
  const { limit, offset } = pageWindow(query.page);
  const rows = await db
    .select()
    .from(contactSubmissions)
    .where(where)
    .orderBy(...newestFirst(contactSubmissions))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(contactSubmissions).where(where);
  return {
    items: rows.map(toContactItem),
    total: total!.n,
    page: query.page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

export async function getContactMessage(db: Executor, id: string): Promise<ContactItem> {
  if (!isRowId(id)) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  if (!row) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
  return toContactItem(row);
}
