import { containsPattern } from '../../db/contains-pattern';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_CASES_PAGE_SIZE,
  type AdminCase,
  type AdminCaseList,
  type AdminCaseListQuery,
} from '@shared/contracts/admin-cases';
import type { Executor } from '../../db/client';
import { cases, partners, userAccounts, type Case } from '../../db/schema';
import { toClientCase } from '../cases/service';

export interface AdminCaseRow {
  case: Case;
  client: { id: string; firstName: string; lastName: string; email: string };
  partner: { id: string; companyName: string } | null;
}

export function toAdminCase(row: AdminCaseRow): AdminCase {
  return {
    ...toClientCase(row.case),
    client: {
      id: row.client.id,
      name: `${row.client.firstName} ${row.client.lastName}`,
      email: row.client.email,
    },
    partner: row.partner,
  };
}

/** The columns of an AdminCaseRow; select them from cases joined as in `adminCaseRows`. */
export const adminCaseColumns = {
  case: cases,
  client: {
    id: userAccounts.id,
    firstName: userAccounts.firstName,
    lastName: userAccounts.lastName,
    email: userAccounts.email,
  },
  partner: { id: partners.id, companyName: partners.companyName },
};

/** Cases with their client and (when assigned) partner, for `adminCaseColumns`. */
export function adminCaseRows(db: Executor) {
  return db
    .select(adminCaseColumns)
    .from(cases)
    .innerJoin(userAccounts, eq(userAccounts.id, cases.userId))
    .leftJoin(partners, eq(partners.id, cases.assignedPartnerId));
}

function caseFilters(query: AdminCaseListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(cases.status, query.status) : undefined,
    query.priority ? eq(cases.priority, query.priority) : undefined,
    query.assignment === 'unassigned' ? isNull(cases.assignedPartnerId) : undefined,
    query.assignment === 'assigned' ? isNotNull(cases.assignedPartnerId) : undefined,
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(cases.caseNumber, pattern),
        ilike(cases.timeshareCompany, pattern),
        ilike(cases.situation, pattern),
        ilike(userAccounts.firstName, pattern),
        ilike(userAccounts.lastName, pattern),
        // So "Margaret Okafor" finds her too.
        sql`${userAccounts.firstName} || ' ' || ${userAccounts.lastName} ilike ${pattern}`,
        ilike(userAccounts.email, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** One page of every client's cases, most recently changed first, with the number matching. */
export async function listAdminCases(
  db: Executor,
  query: AdminCaseListQuery,
): Promise<AdminCaseList> {
  const where = caseFilters(query);
  const rows = await adminCaseRows(db)
    .where(where)
    .orderBy(desc(cases.updatedAt), desc(cases.id))
    .limit(ADMIN_CASES_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_CASES_PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(cases)
    .innerJoin(userAccounts, eq(userAccounts.id, cases.userId))
    .where(where);
  return {
    cases: rows.map(toAdminCase),
    total: total!.n,
    page: query.page,
    pageSize: ADMIN_CASES_PAGE_SIZE,
  };
}
