import { count, desc, eq, sql } from 'drizzle-orm';
import {
  INBOX_PAGE_SIZE,
  SUBMISSION_NOT_FOUND_MESSAGE,
  type InboxListQuery,
  type IntakeItem,
  type IntakeList,
} from '@shared/contracts/admin-inbox';
import type { Executor } from '../../db/client';
import { cases, intakeSubmissions, userAccounts } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { inboxFilters, inboxItemFields, newestFirst, pageWindow } from './inbox-query';

/** The request with the account its author created and that account's first case. */
function intakeRows(db: Executor) {
  return db
    .select({
      submission: intakeSubmissions,
      client: {
        id: userAccounts.id,
        firstName: userAccounts.firstName,
        lastName: userAccounts.lastName,
      },
      linkedCase: { id: cases.id, caseNumber: cases.caseNumber },
    })
    .from(intakeSubmissions)
    .leftJoin(userAccounts, eq(userAccounts.id, intakeSubmissions.clientId))
    .leftJoin(cases, eq(cases.id, intakeSubmissions.caseId));
}

type IntakeRow = Awaited<ReturnType<ReturnType<typeof intakeRows>['execute']>>[number];

function toIntakeItem({ submission, client, linkedCase }: IntakeRow): IntakeItem {
  return {
    ...inboxItemFields(submission),
    reference: submission.reference,
    phone: submission.phone,
    timeshareCompany: submission.timeshareCompany,
    purchaseDate: submission.purchaseDate,
    signedState: submission.signedState,
    signedOn: submission.signedOn,
    timeCritical: submission.timeCritical,
    rescissionLastDay: submission.rescissionLastDay,
    situation: submission.situation,
    invitedAt: submission.invitedAt?.toISOString() ?? null,
    client: client && { id: client.id, name: `${client.firstName} ${client.lastName}` },
    case: linkedCase,
  };
}

/**
 * Time-critical requests nobody has taken up yet come first, the soonest last day first (those
 * without a computed day after them); then the rest, newest first.
 */
const urgentFirst = [
  desc(sql`(${intakeSubmissions.timeCritical} and ${intakeSubmissions.status} = 'new')`),
  sql`case when ${intakeSubmissions.timeCritical} and ${intakeSubmissions.status} = 'new' then ${intakeSubmissions.rescissionLastDay} end asc nulls last`,
  ...newestFirst(intakeSubmissions),
];

/** One page of intake requests, time-critical new ones first, with how many match. */
export async function listIntakeRequests(db: Executor, query: InboxListQuery): Promise<IntakeList> {
  const where = inboxFilters(
    intakeSubmissions,
    [intakeSubmissions.situation, intakeSubmissions.timeshareCompany],
    query,
  );
  const { limit, offset } = pageWindow(query.page);
  const rows = await intakeRows(db)
    .where(where)
    .orderBy(...urgentFirst)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(intakeSubmissions).where(where);
  return {
    items: rows.map(toIntakeItem),
    total: total!.n,
    page: query.page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

export async function getIntakeRequest(db: Executor, id: string): Promise<IntakeItem> {
  if (!isRowId(id)) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
  const [row] = await intakeRows(db).where(eq(intakeSubmissions.id, id));
  if (!row) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
  return toIntakeItem(row);
}
