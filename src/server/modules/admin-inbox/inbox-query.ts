import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { INBOX_PAGE_SIZE, type InboxListQuery } from '@shared/contracts/admin-inbox';
import { containsPattern } from '../../db/contains-pattern';
import type { callbackRequests, contactSubmissions, intakeSubmissions } from '../../db/schema';

/** Both inbox tables share the person's name and e-mail and what staff keep on each item. */
export type InboxTable = typeof intakeSubmissions | typeof contactSubmissions;

/**
 * The list's where-condition: the status filter, and the search over the person's names
 * (also as "first last"), e-mail and `textColumns` (what they wrote), case-insensitively.
 */
export function inboxFilters(
  table: InboxTable,
  textColumns: AnyPgColumn[],
  query: InboxListQuery,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.status === 'all' ? undefined : eq(table.status, query.status),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(table.firstName, pattern),
        ilike(table.lastName, pattern),
        sql`${table.firstName} || ' ' || ${table.lastName} ilike ${pattern}`,
        ilike(table.email, pattern),
        ...textColumns.map((column) => ilike(column, pattern)),
      ),
    );
  }
  return and(...conditions);
}

/** Newest first; the id breaks ties so pages never overlap. */
export const newestFirst = (table: InboxTable | typeof callbackRequests) => [
  desc(table.createdAt),
  desc(table.id),
];

export const pageWindow = (page: number) => ({
  limit: INBOX_PAGE_SIZE,
  offset: (page - 1) * INBOX_PAGE_SIZE,
});

/** The fields every inbox item has, as the contract shows them. */
export function inboxItemFields(row: InboxTable['$inferSelect']) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    locale: row.locale,
    status: row.status,
    internalNote: row.internalNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
