import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_CLIENTS_PAGE_SIZE,
  CLIENT_NOT_FOUND_MESSAGE,
  type ClientDetail,
  type ClientList,
  type ClientListQuery,
} from '@shared/contracts/admin-people';
import type { Database, Executor } from '../../db/client';
import { cases, partners, userAccounts } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { containsPattern } from '../../db/contains-pattern';
import { caseVisibleTo, staffReader } from '../cases/access';
import { toCaseFields } from '../cases/service';
import { activeAfter, recordStatusChange, type StatusChange } from './account-status';

// Grouped rather than correlated: drizzle would write the inner columns unqualified.
function caseCounts(db: Executor) {
  return db
    .select({ userId: cases.userId, n: count().as('client_case_count') })
    .from(cases)
    .groupBy(cases.userId)
    .as('client_case_counts');
}

function clientRows(db: Executor) {
  const counts = caseCounts(db);
  return db
    .select({
      id: userAccounts.id,
      firstName: userAccounts.firstName,
      lastName: userAccounts.lastName,
      email: userAccounts.email,
      phone: userAccounts.phone,
      isActive: userAccounts.isActive,
      hasCompletedOnboarding: userAccounts.hasCompletedOnboarding,
      createdAt: userAccounts.createdAt,
      caseCount: sql<number>`coalesce(${counts.n}, 0)::int`,
    })
    .from(userAccounts)
    .leftJoin(counts, eq(counts.userId, userAccounts.id));
}

type ClientRow = Awaited<ReturnType<ReturnType<typeof clientRows>['execute']>>[number];

const toAdminClient = (row: ClientRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  caseCount: Number(row.caseCount),
});

function clientFilters(query: ClientListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.status === 'all' ? undefined : eq(userAccounts.isActive, query.status === 'active'),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(userAccounts.firstName, pattern),
        ilike(userAccounts.lastName, pattern),
        // So "Margaret Okafor" finds her too.
        sql`${userAccounts.firstName} || ' ' || ${userAccounts.lastName} ilike ${pattern}`,
        ilike(userAccounts.email, pattern),
        ilike(userAccounts.phone, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** One page of client accounts, newest first, with how many match. */
export async function listClients(db: Executor, query: ClientListQuery): Promise<ClientList> {
  const where = clientFilters(query);
  const rows = await clientRows(db)
    .where(where)
    .orderBy(desc(userAccounts.createdAt), desc(userAccounts.id))
    .limit(ADMIN_CLIENTS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_CLIENTS_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(userAccounts).where(where);
  return {
    clients: rows.map(toAdminClient),
    total: total!.n,
    page: query.page,
    pageSize: ADMIN_CLIENTS_PAGE_SIZE,
  };
}

/** A client account with all its cases (newest first) and each case's partner firm. */
export async function getClient(db: Executor, id: string): Promise<ClientDetail> {
  if (!isRowId(id)) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
  const [client] = await clientRows(db).where(eq(userAccounts.id, id));
  if (!client) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
  const caseRows = await db
    .select({ case: cases, partner: { companyName: partners.companyName } })
    .from(cases)
    .leftJoin(partners, eq(partners.id, cases.assignedPartnerId))
    .where(and(eq(cases.userId, id), caseVisibleTo(staffReader)))
    .orderBy(desc(cases.createdAt), desc(cases.id));
  return {
    ...toAdminClient(client),
    cases: caseRows.map((row) => ({ ...toCaseFields(row.case), partner: row.partner })),
  };
}

/**
 * Deactivates or reactivates a client account. A deactivated client is signed out at once
 * and cannot sign in until reactivated; their cases stay.
 */
export async function setClientActive(
  db: Database,
  adminId: string,
  id: string,
  change: StatusChange,
): Promise<ClientDetail> {
  if (!isRowId(id)) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isActive: userAccounts.isActive })
      .from(userAccounts)
      .where(eq(userAccounts.id, id))
      .for('update');
    if (!before) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
    await tx
      .update(userAccounts)
      .set({ isActive: activeAfter(change), updatedAt: new Date() })
      .where(eq(userAccounts.id, id));
    await recordStatusChange(tx, {
      adminId,
      principal: { kind: 'client', id },
      entityType: 'client',
      change,
      wasActive: before.isActive,
    });
  });
  return getClient(db, id);
}
