import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownUp } from 'lucide-react';
import {
  caseAttentionFilterOptions,
  caseAttentionFilterValues,
} from '@shared/contracts/case-collaboration';
import { casePriorities, caseStatuses } from '@shared/domain-values';
import {
  casePriorityOptions,
  caseStatusOptions,
  partnerCaseSortKeys,
  type PartnerCaseSortKey,
} from '@shared/options';
import { Button } from '@client/components/ui/button';
import { Field, Select } from '@client/components/ui/field';
import { SearchInput } from '@client/components/ui/search-input';
import { directionLabel, type CaseListQuery } from './case-list-view';

const ALL = 'all';

const isStatus = (value: string): value is CaseListQuery['status'] =>
  value === ALL || (caseStatuses as readonly string[]).includes(value);
const isPriority = (value: string): value is CaseListQuery['priority'] =>
  value === ALL || (casePriorities as readonly string[]).includes(value);
const isAttention = (value: string): value is CaseListQuery['attention'] =>
  value === ALL || (caseAttentionFilterValues as readonly string[]).includes(value);
const isSortKey = (value: string): value is PartnerCaseSortKey =>
  partnerCaseSortKeys.some((option) => option.value === value);

export interface CaseFiltersProps {
  query: CaseListQuery;
  onChange: (query: CaseListQuery) => void;
}

/**
 * Requirements §9: search, status and priority filters, the sort key and its direction; and
 * the cases that need the firm (issue 16).
 */
export function CaseFilters({ query, onChange }: CaseFiltersProps) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<CaseListQuery>) => onChange({ ...query, ...patch });
  const order = directionLabel(query.sortKey, query.direction, i18n);
  const statusChoices = [{ value: ALL, label: t`All statuses` }, ...caseStatusOptions];
  const priorityChoices = [{ value: ALL, label: t`All priorities` }, ...casePriorityOptions];
  const attentionChoices = [{ value: ALL, label: t`All cases` }, ...caseAttentionFilterOptions];
  return (
    <form
      role="search"
      aria-label={t`Search and filter cases`}
      // Results follow each keystroke; Enter must not reload the page.
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field
        id="case-search"
        label={t`Search cases`}
        hint={t`Case number, timeshare company or situation`}
        className="sm:col-span-2"
      >
        {(aria) => (
          <SearchInput
            {...aria}
            value={query.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        )}
      </Field>
      <Field id="case-status-filter" label={t`Status`}>
        {(aria) => (
          <Select
            {...aria}
            options={statusChoices}
            value={query.status}
            onChange={(event) => {
              if (isStatus(event.target.value)) set({ status: event.target.value });
            }}
          />
        )}
      </Field>
      <Field id="case-priority-filter" label={t`Priority`}>
        {(aria) => (
          <Select
            {...aria}
            options={priorityChoices}
            value={query.priority}
            onChange={(event) => {
              if (isPriority(event.target.value)) set({ priority: event.target.value });
            }}
          />
        )}
      </Field>
      <Field id="case-attention-filter" label={t`Needs attention`} className="sm:col-span-2">
        {(aria) => (
          <Select
            {...aria}
            options={attentionChoices}
            value={query.attention}
            onChange={(event) => {
              if (isAttention(event.target.value)) set({ attention: event.target.value });
            }}
          />
        )}
      </Field>
      <Field id="case-sort" label={t`Sort by`} className="lg:col-span-1">
        {(aria) => (
          <Select
            {...aria}
            options={partnerCaseSortKeys}
            value={query.sortKey}
            onChange={(event) => {
              if (isSortKey(event.target.value)) set({ sortKey: event.target.value });
            }}
          />
        )}
      </Field>
      <div className="space-y-1.5">
        {/* Looks like the other fields' labels; the button names itself for screen readers. */}
        <p aria-hidden="true" className="font-semibold text-ink-900">
          <Trans>Order</Trans>
        </p>
        <Button
          variant="outline"
          className="w-full"
          aria-label={t`Sort order: ${order}`}
          onClick={() => set({ direction: query.direction === 'asc' ? 'desc' : 'asc' })}
        >
          <ArrowDownUp aria-hidden="true" className="h-5 w-5" />
          {order}
        </Button>
      </div>
    </form>
  );
}
