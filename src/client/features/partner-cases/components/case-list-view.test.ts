import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { PartnerCase } from '@shared/contracts/partner-cases';
import { partnerCaseSortKeys } from '@shared/options';
import {
  clearFilters,
  countCases,
  defaultCaseListQuery,
  directionLabel,
  isFiltered,
  matchesSearch,
  viewCases,
  type CaseListQuery,
} from './case-list-view';

function partnerCase(overrides: Partial<PartnerCase> & Pick<PartnerCase, 'id'>): PartnerCase {
  return {
    caseNumber: `TRA-2025-${overrides.id.padStart(4, '0')}`,
    timeshareCompany: 'Sunny Shores Vacation Club',
    purchaseDate: null,
    situation: 'The fees keep rising.',
    status: 'submitted',
    priority: 'medium',
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    unreadMessages: 0,
    openRequestDueDate: null,
    ...overrides,
  };
}

const cases: PartnerCase[] = [
  partnerCase({
    id: '1',
    caseNumber: 'TRA-2025-0009',
    timeshareCompany: 'bay club',
    status: 'in_progress',
    priority: 'low',
    createdAt: '2025-01-03T10:00:00.000Z',
    updatedAt: '2025-02-01T10:00:00.000Z',
  }),
  partnerCase({
    id: '2',
    caseNumber: 'TRA-2025-0010',
    timeshareCompany: 'Acme Resorts',
    situation: 'Salesman promised a RESALE that never happened.',
    status: 'closed',
    priority: 'urgent',
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
  }),
  partnerCase({
    id: '3',
    caseNumber: 'TRA-2025-0002',
    timeshareCompany: 'Coral Point',
    status: 'reviewing',
    priority: 'high',
    unreadMessages: 2,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-15T10:00:00.000Z',
  }),
  partnerCase({
    id: '4',
    caseNumber: 'TRA-2025-0001',
    timeshareCompany: 'Desert Sands',
    status: 'completed',
    priority: 'urgent',
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-20T10:00:00.000Z',
  }),
  partnerCase({
    id: '5',
    caseNumber: 'TRA-2025-0005',
    timeshareCompany: 'Evergreen Lodge',
    status: 'submitted',
    priority: 'medium',
    openRequestDueDate: '2025-03-09',
    createdAt: '2025-01-04T10:00:00.000Z',
    updatedAt: '2025-01-10T10:00:00.000Z',
  }),
];

const ids = (list: PartnerCase[]) => list.map((item) => item.id);
const TODAY = '2025-03-10';
const view = (query: Partial<CaseListQuery>, today = TODAY) =>
  ids(viewCases(cases, { ...defaultCaseListQuery, ...query }, today));

describe('viewCases: defaults', () => {
  it('shows every case, most recently updated first', () => {
    expect(defaultCaseListQuery).toEqual({
      search: '',
      status: 'all',
      priority: 'all',
      attention: 'all',
      sortKey: 'updatedAt',
      direction: 'desc',
    });
    expect(view({})).toEqual(['2', '1', '4', '3', '5']);
  });

  it('leaves the given list as it was', () => {
    const before = ids(cases);
    viewCases(cases, { ...defaultCaseListQuery, sortKey: 'caseNumber', direction: 'asc' }, TODAY);
    expect(ids(cases)).toEqual(before);
  });
});

describe('viewCases: search', () => {
  it('matches the case number, company and situation, ignoring case and spaces around', () => {
    expect(view({ search: 'tra-2025-0001' })).toEqual(['4']);
    expect(view({ search: '  BAY CLUB ' })).toEqual(['1']);
    expect(view({ search: 'resale' })).toEqual(['2']);
  });

  it('matches part of a field, and nothing else', () => {
    expect(view({ search: '000' }).toSorted()).toEqual(['1', '3', '4', '5']);
    expect(view({ search: 'no such words' })).toEqual([]);
  });

  it('does not search other fields', () => {
    expect(matchesSearch(cases[0]!, 'in_progress')).toBe(false);
    expect(matchesSearch(cases[0]!, 'low')).toBe(false);
  });
});

describe('viewCases: filters', () => {
  it('keeps one status or one priority', () => {
    expect(view({ status: 'closed' })).toEqual(['2']);
    expect(view({ priority: 'urgent' })).toEqual(['2', '4']);
    expect(view({ status: 'reviewing', priority: 'urgent' })).toEqual([]);
  });

  it('keeps the cases with unread messages, or with an open request past its due day', () => {
    expect(view({ attention: 'unread' })).toEqual(['3']);
    expect(view({ attention: 'overdue' })).toEqual(['5']);
    // On its due day a request is not overdue yet.
    expect(view({ attention: 'overdue' }, '2025-03-09')).toEqual([]);
  });

  it('combines filters with the search', () => {
    expect(view({ priority: 'urgent', search: 'desert' })).toEqual(['4']);
  });
});

describe('viewCases: sorting', () => {
  it('sorts by the date opened', () => {
    expect(view({ sortKey: 'createdAt', direction: 'desc' })).toEqual(['3', '5', '1', '4', '2']);
    expect(view({ sortKey: 'createdAt', direction: 'asc' })).toEqual(['2', '4', '1', '5', '3']);
  });

  it('sorts by the date last updated', () => {
    expect(view({ sortKey: 'updatedAt', direction: 'asc' })).toEqual(['5', '3', '4', '1', '2']);
  });

  it('sorts case numbers as numbers, not letter by letter', () => {
    expect(view({ sortKey: 'caseNumber', direction: 'asc' })).toEqual(['4', '3', '5', '1', '2']);
    expect(view({ sortKey: 'caseNumber', direction: 'desc' })).toEqual(['2', '1', '5', '3', '4']);
  });

  it('sorts statuses in the order a case moves (submitted … closed)', () => {
    expect(view({ sortKey: 'status', direction: 'asc' })).toEqual(['5', '3', '1', '4', '2']);
    expect(view({ sortKey: 'status', direction: 'desc' })).toEqual(['2', '4', '1', '3', '5']);
  });

  it('sorts priorities urgent > high > medium > low, equal ones newest update first', () => {
    expect(view({ sortKey: 'priority', direction: 'desc' })).toEqual(['2', '4', '3', '5', '1']);
    // Equal priorities keep the most recently updated first in either direction.
    expect(view({ sortKey: 'priority', direction: 'asc' })).toEqual(['1', '5', '3', '2', '4']);
  });

  it('sorts companies alphabetically, ignoring capitals', () => {
    expect(view({ sortKey: 'timeshareCompany', direction: 'asc' })).toEqual([
      '2',
      '1',
      '3',
      '4',
      '5',
    ]);
    expect(view({ sortKey: 'timeshareCompany', direction: 'desc' })).toEqual([
      '5',
      '4',
      '3',
      '1',
      '2',
    ]);
  });

  it('sorts the filtered cases only', () => {
    expect(view({ priority: 'urgent', sortKey: 'caseNumber', direction: 'asc' })).toEqual([
      '4',
      '2',
    ]);
  });
});

describe('filters state', () => {
  it('counts search, status and priority as filters, but not the order', () => {
    expect(isFiltered(defaultCaseListQuery)).toBe(false);
    expect(isFiltered({ ...defaultCaseListQuery, sortKey: 'priority', direction: 'asc' })).toBe(
      false,
    );
    expect(isFiltered({ ...defaultCaseListQuery, search: '   ' })).toBe(false);
    expect(isFiltered({ ...defaultCaseListQuery, search: 'bay' })).toBe(true);
    expect(isFiltered({ ...defaultCaseListQuery, status: 'closed' })).toBe(true);
    expect(isFiltered({ ...defaultCaseListQuery, priority: 'low' })).toBe(true);
    expect(isFiltered({ ...defaultCaseListQuery, attention: 'unread' })).toBe(true);
  });

  it('clears the filters and keeps the order', () => {
    const query: CaseListQuery = {
      search: 'bay',
      status: 'closed',
      priority: 'low',
      attention: 'overdue',
      sortKey: 'priority',
      direction: 'asc',
    };
    expect(clearFilters(query)).toEqual({
      search: '',
      status: 'all',
      priority: 'all',
      attention: 'all',
      sortKey: 'priority',
      direction: 'asc',
    });
  });
});

describe('countCases', () => {
  it('counts the total, submitted, in progress, completed and urgent cases', () => {
    expect(countCases(cases)).toEqual({
      total: 5,
      submitted: 1,
      inProgress: 1,
      completed: 1,
      urgent: 2,
    });
  });

  it('is all zeros for no cases', () => {
    expect(countCases([])).toEqual({
      total: 0,
      submitted: 0,
      inProgress: 0,
      completed: 0,
      urgent: 0,
    });
  });
});

describe('directionLabel', () => {
  it('names both directions of every sort key in plain words', () => {
    for (const { value } of partnerCaseSortKeys) {
      const asc = directionLabel(value, 'asc', i18n);
      const desc = directionLabel(value, 'desc', i18n);
      expect(asc).toBeTruthy();
      expect(desc).toBeTruthy();
      expect(asc).not.toBe(desc);
    }
    expect(directionLabel('updatedAt', 'desc', i18n)).toBe('Newest first');
    expect(directionLabel('priority', 'desc', i18n)).toBe('Most urgent first');
    expect(directionLabel('timeshareCompany', 'asc', i18n)).toBe('A to Z');
  });
});
