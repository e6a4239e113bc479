import { containsPattern } from '../../db/contains-pattern';
import {
  and,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_CASES_PAGE_SIZE,
  NO_ONE,
  type AdminCase,
  type AdminCaseDetail,
  type AdminCaseList,
  type AdminCaseListQuery,
} from '@shared/contracts/admin-cases';
import type { Executor } from '../../db/client';
import {
  caseDocuments,
  caseUpdates,
  cases,
  partners,
  userAccounts,
  users,
  type Case,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import type { MessageReader } from '../case-messages/unread';
import {
  caseAttentionFor,
  caseAttentionOf,
  hasUnreadMessages,
  type CaseAttention,
} from '../cases/attention';
import { hasRequestOverdueOn } from '../case-requests/requests';
import { dayInUtc } from '../case-requests/days';
import { caseVisibleTo, staffReader, visibleDocuments, visibleUpdates } from '../cases/access';
import { listCaseRequests } from '../case-requests/requests';
import {
  CASE_NOT_FOUND_MESSAGE,
  toCaseDocumentView,
  toCaseUpdateView,
  toClientCase,
} from '../cases/service';

/** A staff member as a reader of the conversation on cases. */
const staffMember = (staffId: string): MessageReader => ({ kind: 'staff', id: staffId });

/** The staff member who owns a case; users is aliased so the join reads as what it is. */
const caseOwners = alias(users, 'case_owner');

interface PersonName {
  id: string;
  firstName: string;
  lastName: string;
}

export interface AdminCaseRow {
  case: Case;
  client: PersonName & { email: string };
  partner: { id: string; companyName: string } | null;
  owner: PersonName | null;
}

const fullName = (person: PersonName) => `${person.firstName} ${person.lastName}`;

/** The case for staff, with what it asks of the staff member (cases/attention). */
export function toAdminCase(row: AdminCaseRow, attention: CaseAttention): AdminCase {
  return {
    ...toClientCase(row.case, attention),
    client: { id: row.client.id, name: fullName(row.client), email: row.client.email },
    partner: row.partner,
    owner: row.owner && { id: row.owner.id, name: fullName(row.owner) },
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
  owner: { id: caseOwners.id, firstName: caseOwners.firstName, lastName: caseOwners.lastName },
};

/** Cases with their client, partner and staff owner (both when there is one), for `adminCaseColumns`. */
export function adminCaseRows(db: Executor) {
  return db
    .select(adminCaseColumns)
    .from(cases)
    .innerJoin(userAccounts, eq(userAccounts.id, cases.userId))
    .leftJoin(partners, eq(partners.id, cases.assignedPartnerId))
    .leftJoin(caseOwners, eq(caseOwners.id, cases.assignedTo));
}

/** A partner or owner filter: the cases of that one, or with none (NO_ONE). */
function personFilter(column: AnyColumn, value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  return value === NO_ONE ? isNull(column) : eq(column, value);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function openedBefore(olderThanDays: AdminCaseListQuery['olderThanDays']): SQL | undefined {
  if (olderThanDays === undefined) return undefined;
  return lt(cases.createdAt, new Date(Date.now() - Number(olderThanDays) * DAY_MS));
}

/** Overdue is judged on the organization's calendar (case-requests/days). */
function needsAttention(query: AdminCaseListQuery, staffId: string): SQL | undefined {
  if (query.attention === 'unread') return hasUnreadMessages(staffMember(staffId));
  if (query.attention === 'overdue') return hasRequestOverdueOn(dayInUtc(new Date()));
  return undefined;
}

function caseFilters(query: AdminCaseListQuery, staffId: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    caseVisibleTo(staffReader),
    query.status ? eq(cases.status, query.status) : undefined,
    query.priority ? eq(cases.priority, query.priority) : undefined,
    query.assignment === 'unassigned' ? isNull(cases.assignedPartnerId) : undefined,
    query.assignment === 'assigned' ? isNotNull(cases.assignedPartnerId) : undefined,
    personFilter(cases.assignedPartnerId, query.partner),
    personFilter(cases.assignedTo, query.owner),
    openedBefore(query.olderThanDays),
    needsAttention(query, staffId),
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
  staffId: string,
  query: AdminCaseListQuery,
): Promise<AdminCaseList> {
  const where = caseFilters(query, staffId);
  // adminCaseRows with one more column: what this staff member has not read on each case.
  const rows = await db
    .select({ ...adminCaseColumns, ...caseAttentionOf(staffMember(staffId)) })
    .from(cases)
    .innerJoin(userAccounts, eq(userAccounts.id, cases.userId))
    .leftJoin(partners, eq(partners.id, cases.assignedPartnerId))
    .leftJoin(caseOwners, eq(caseOwners.id, cases.assignedTo))
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
    cases: rows.map(({ unreadMessages, openRequestDueDate, ...row }) =>
      toAdminCase(row, { unreadMessages, openRequestDueDate }),
    ),
    total: total!.n,
    page: query.page,
    pageSize: ADMIN_CASES_PAGE_SIZE,
  };
}

/**
 * The case as staff see it, or the one 404 for an unknown or malformed id. With `lock`, the
 * case row stays locked until the transaction ends, so a read-then-write cannot interleave.
 */
export async function findAdminCase(
  executor: Executor,
  caseId: string,
  options: { lock?: boolean } = {},
): Promise<AdminCaseRow> {
  if (!isRowId(caseId)) throw notFound(CASE_NOT_FOUND_MESSAGE);
  const query = adminCaseRows(executor).where(
    and(eq(cases.id, caseId), caseVisibleTo(staffReader)),
  );
  const [found] = options.lock ? await query.for('update', { of: cases }) : await query;
  if (!found) throw notFound(CASE_NOT_FOUND_MESSAGE);
  return found;
}

/** The case as staff see it, with the messages on it this staff member has not read. */
export async function adminCaseView(
  executor: Executor,
  staffId: string,
  row: AdminCaseRow,
): Promise<AdminCase> {
  return toAdminCase(row, await caseAttentionFor(executor, staffMember(staffId), row.case.id));
}

/**
 * One case with every update (internal ones too) and every document, newest first, and the
 * documents asked of the client.
 */
export async function getAdminCase(
  db: Executor,
  staffId: string,
  caseId: string,
): Promise<AdminCaseDetail> {
  const row = await findAdminCase(db, caseId);
  const [updates, documents, view, requests] = await Promise.all([
    db
      .select()
      .from(caseUpdates)
      .where(and(eq(caseUpdates.caseId, row.case.id), visibleUpdates(staffReader)))
      .orderBy(desc(caseUpdates.createdAt), desc(caseUpdates.id)),
    db
      .select()
      .from(caseDocuments)
      .where(and(eq(caseDocuments.caseId, row.case.id), visibleDocuments(staffReader)))
      .orderBy(desc(caseDocuments.createdAt), desc(caseDocuments.id)),
    adminCaseView(db, staffId, row),
    listCaseRequests(db, row.case.id),
  ]);
  return {
    case: view,
    updates: updates.map(toCaseUpdateView),
    documents: documents.map(toCaseDocumentView),
    requests,
  };
}
