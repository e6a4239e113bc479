import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { needsAttention, type CaseAttentionFilter } from '@shared/contracts/case-collaboration';
import type { PartnerCase } from '@shared/contracts/partner-cases';
import {
  casePriorities,
  caseStatuses,
  type CasePriority,
  type CaseStatus,
} from '@shared/domain-values';
import type { PartnerCaseSortKey } from '@shared/options';

/*
 * Requirements §9 Partner dashboard lists: search, status and priority filters, six sort keys, and
 * the five counters, plus the cases that need the firm (unread messages, overdue requests). Pure,
 * so the dashboard's list logic is tested on its own.
 */

export type SortDirection = 'asc' | 'desc';

export interface CaseListQuery {
  search: string;
  status: CaseStatus | 'all';
  priority: CasePriority | 'all';
  attention: CaseAttentionFilter | 'all';
  sortKey: PartnerCaseSortKey;
  direction: SortDirection;
}

/** Everything shown, most recently updated first. */
export const defaultCaseListQuery: CaseListQuery = {
  search: '',
  status: 'all',
  priority: 'all',
  attention: 'all',

  sortKey: 'updatedAt',
  direction: 'desc',
};

/** Case number, timeshare company or situation contains the words, ignoring case. */
export function matchesSearch(partnerCase: PartnerCase, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [partnerCase.caseNumber, partnerCase.timeshareCompany, partnerCase.situation].some(
    (text) => text.toLocaleLowerCase().includes(needle),
  );
}

// casePriorities runs urgent → low, so a higher rank is more urgent.
const priorityRank = (priority: CasePriority) =>
  casePriorities.length - casePriorities.indexOf(priority);
// caseStatuses runs in the order a case moves: submitted first, closed last.
const statusRank = (status: CaseStatus) => caseStatuses.indexOf(status);
const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};
// "TRA-2025-0010" after "TRA-2025-0009", and "acme" next to "Acme".
const compareText = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

type Compare = (a: PartnerCase, b: PartnerCase) => number;

/** Each key in ascending order: oldest, A to Z, submitted first, least urgent first. */
const ascending: Record<PartnerCaseSortKey, Compare> = {
  updatedAt: (a, b) => time(a.updatedAt) - time(b.updatedAt),
  createdAt: (a, b) => time(a.createdAt) - time(b.createdAt),
  caseNumber: (a, b) => compareText(a.caseNumber, b.caseNumber),
  status: (a, b) => statusRank(a.status) - statusRank(b.status),
  priority: (a, b) => priorityRank(a.priority) - priorityRank(b.priority),
  timeshareCompany: (a, b) => compareText(a.timeshareCompany, b.timeshareCompany),
};

/** Equal cases keep a predictable order: the most recently updated first. */
const tieBreak: Compare = (a, b) =>
  time(b.updatedAt) - time(a.updatedAt) || compareText(a.caseNumber, b.caseNumber);

/**
 * The cases that match the search and filters, in the chosen order. `today` is the firm's
 * calendar day, for overdue requests.
 */
export function viewCases(
  cases: readonly PartnerCase[],
  query: CaseListQuery,
  today: string,
): PartnerCase[] {
  const compare = ascending[query.sortKey];
  const sign = query.direction === 'asc' ? 1 : -1;
  return cases
    .filter(
      (partnerCase) =>
        (query.status === 'all' || partnerCase.status === query.status) &&
        (query.priority === 'all' || partnerCase.priority === query.priority) &&
        (query.attention === 'all' || needsAttention(partnerCase, query.attention, today)) &&
        matchesSearch(partnerCase, query.search),
    )
    .toSorted((a, b) => sign * compare(a, b) || tieBreak(a, b));
}

/** True when a search or filter hides some cases (the order does not count). */
export function isFiltered(query: CaseListQuery): boolean {
  return (
    query.search.trim() !== '' ||
    query.status !== 'all' ||
    query.priority !== 'all' ||
    query.attention !== 'all'
  );
}

/** The same order, with the search and filters cleared. */
export function clearFilters(query: CaseListQuery): CaseListQuery {
  return {
    ...query,
    search: defaultCaseListQuery.search,
    status: defaultCaseListQuery.status,
    priority: defaultCaseListQuery.priority,
    attention: defaultCaseListQuery.attention,
  };
}

export interface CaseCounts {
  total: number;
  submitted: number;
  inProgress: number;
  completed: number;
  urgent: number;
}

/** Requirements §9 counters, over every assigned case whatever the filters. */
export function countCases(cases: readonly PartnerCase[]): CaseCounts {
  const counts: CaseCounts = { total: 0, submitted: 0, inProgress: 0, completed: 0, urgent: 0 };
  for (const partnerCase of cases) {
    counts.total += 1;
    if (partnerCase.status === 'submitted') counts.submitted += 1;
    if (partnerCase.status === 'in_progress') counts.inProgress += 1;
    if (partnerCase.status === 'completed') counts.completed += 1;
    if (partnerCase.priority === 'urgent') counts.urgent += 1;
  }
  return counts;
}

const directionWords: Record<PartnerCaseSortKey, Record<SortDirection, MessageDescriptor>> = {
  updatedAt: { desc: msg`Newest first`, asc: msg`Oldest first` },
  createdAt: { desc: msg`Newest first`, asc: msg`Oldest first` },
  caseNumber: { asc: msg`Lowest number first`, desc: msg`Highest number first` },
  status: { asc: msg`Submitted first`, desc: msg`Closed first` },
  priority: { desc: msg`Most urgent first`, asc: msg`Least urgent first` },
  timeshareCompany: { asc: msg`A to Z`, desc: msg`Z to A` },
};

/** The order in plain words ("Newest first", "A to Z"), rather than "descending". */
export function directionLabel(
  sortKey: PartnerCaseSortKey,
  direction: SortDirection,
  i18n: I18n,
): string {
  return i18n._(directionWords[sortKey][direction]);
}
