import { Search } from 'lucide-react';
import { useState } from 'react';
import type { AdminCaseListQuery } from '@shared/contracts/admin-cases';
import { casePriorityOptions, caseStatusOptions } from '@shared/options';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select } from '@client/components/ui/field';

export const assignmentOptions = [
  { value: 'all', label: 'All' },
  { value: 'unassigned', label: 'Not yet assigned' },
  { value: 'assigned', label: 'Assigned' },
] as const;

export type CaseFilterChange = Partial<Pick<AdminCaseListQuery, 'status' | 'priority' | 'q'>> & {
  assignment?: AdminCaseListQuery['assignment'];
};

/**
 * The case filters. A choice in a list applies at once; the search applies when sent (Enter
 * or the Search button), so nothing changes under someone still typing.
 */
export function CaseFilters({
  query,
  onChange,
}: {
  query: AdminCaseListQuery;
  /** Each change starts again from the first page. */
  onChange: (change: CaseFilterChange) => void;
}) {
  const [search, setSearch] = useState(query.q ?? '');
  const [shownQ, setShownQ] = useState(query.q);
  // The address may change the search (back button): the box follows it.
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setSearch(query.q ?? '');
  }

  return (
    <div className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <form
        role="search"
        aria-label="Cases"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: search.trim() || undefined });
        }}
      >
        <Field
          id="admin-case-search"
          label="Search"
          hint="Case number, timeshare company, situation, or the client's name or e-mail."
          className="flex-1"
        >
          {(aria) => (
            <Input
              {...aria}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <div className="flex gap-3">
          <Button type="submit">
            <Search aria-hidden="true" className="h-5 w-5" />
            Search
          </Button>
          {query.q ? (
            <Button variant="outline" onClick={() => onChange({ q: undefined })}>
              Clear search
            </Button>
          ) : null}
        </div>
      </form>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="admin-case-status" label="Status">
          {(aria) => (
            <Select
              {...aria}
              emptyOption="All statuses"
              options={caseStatusOptions}
              value={query.status ?? ''}
              onChange={(event) =>
                onChange({
                  status: (event.target.value || undefined) as AdminCaseListQuery['status'],
                })
              }
            />
          )}
        </Field>
        <Field id="admin-case-priority" label="Priority">
          {(aria) => (
            <Select
              {...aria}
              emptyOption="All priorities"
              options={casePriorityOptions}
              value={query.priority ?? ''}
              onChange={(event) =>
                onChange({
                  priority: (event.target.value || undefined) as AdminCaseListQuery['priority'],
                })
              }
            />
          )}
        </Field>
        <Field id="admin-case-assignment" label="Partner assignment">
          {(aria) => (
            <Select
              {...aria}
              options={assignmentOptions}
              value={query.assignment}
              onChange={(event) =>
                onChange({
                  assignment: event.target.value as AdminCaseListQuery['assignment'],
                })
              }
            />
          )}
        </Field>
      </div>
    </div>
  );
}
