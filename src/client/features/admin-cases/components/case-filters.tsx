import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  caseAgeFilterValues,
  NO_ONE,
  type AdminCaseListQuery,
} from '@shared/contracts/admin-cases';
import { caseAttentionFilterOptions } from '@shared/contracts/case-collaboration';
import { casePriorityOptions, caseStatusOptions } from '@shared/options';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select } from '@client/components/ui/field';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { usePartners } from '../api/get-partners';
import { useStaffMembers } from '../api/get-staff-members';
import { isFiltered } from './case-query';
import { byStaffName, staffName } from './staff-names';

export const assignmentOptions = [
  { value: 'all', label: msg`All` },
  { value: 'unassigned', label: msg`Not yet assigned` },
  { value: 'assigned', label: msg`Assigned` },
] as const;

export type CaseFilterChange = Partial<Omit<AdminCaseListQuery, 'page'>>;

export interface CaseFilterChangeOptions {
  /** Replace the address instead of adding a step to the history (search while typing). */
  replace?: boolean;
}

/**
 * The options of a partner or owner filter (`people` is undefined while they load). A choice
 * the list does not hold (a link naming a partner no longer verified) still gets an option, so
 * the filter shows what the table is filtered by.
 */
/** A person to choose, by name. */
type PersonOption = { readonly value: string; readonly label: string };

function personOptions(
  chosen: string | undefined,
  people: PersonOption[] | undefined,
  unlistedLabel: string,
  loadingLabel: string,
): PersonOption[] {
  const listed = people ?? [];
  const unlisted =
    chosen && chosen !== NO_ONE && !listed.some((person) => person.value === chosen)
      ? [{ value: chosen, label: people ? unlistedLabel : loadingLabel }]
      : [];
  return [...listed, ...unlisted];
}

function PartnerFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (partner: string | undefined) => void;
}) {
  const { t } = useLingui();
  const partners = usePartners('verified');
  const listed = partners.isPending
    ? undefined
    : (partners.data ?? []).map(({ id, isActive, companyName }) => ({
        value: id,
        label: isActive ? companyName : t`${companyName} (deactivated)`,
      }));
  return (
    <Field
      id="admin-case-partner"
      label={t`Partner`}
      hint={partners.isError ? t`We could not load the partners; reload to try again.` : undefined}
    >
      {(aria) => (
        <Select
          {...aria}
          emptyOption={t`All partners`}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value={NO_ONE}>{t`No partner`}</option>
          {personOptions(value, listed, t`Another partner (from the link)`, t`Loading…`).map(
            (option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
        </Select>
      )}
    </Field>
  );
}

function OwnerFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (owner: string | undefined) => void;
}) {
  const { t } = useLingui();
  const staff = useStaffMembers();
  // Deactivated staff are listed last: their cases are the ones to hand on.
  const listed = staff.isPending
    ? undefined
    : (staff.data ?? [])
        .toSorted((a, b) => Number(b.isActive) - Number(a.isActive) || byStaffName(a, b))
        .map((member) => {
          const name = staffName(member);
          return { value: member.id, label: member.isActive ? name : t`${name} (deactivated)` };
        });
  return (
    <Field
      id="admin-case-owner"
      label={t`Staff owner`}
      hint={staff.isError ? t`We could not load the staff; reload to try again.` : undefined}
    >
      {(aria) => (
        <Select
          {...aria}
          emptyOption={t`All owners`}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value={NO_ONE}>{t`No owner`}</option>
          {personOptions(value, listed, t`Another staff member (from the link)`, t`Loading…`).map(
            (option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
        </Select>
      )}
    </Field>
  );
}

/**
 * The search box. It searches once typing pauses, and at once on Enter; the box follows the
 * address when that changes (the back button), and a pause never undoes such a change.
 */
function CaseSearch({
  q,
  onChange,
}: {
  q: string | undefined;
  onChange: (change: CaseFilterChange, options?: CaseFilterChangeOptions) => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState(q ?? '');
  const settled = useDebouncedValue(search);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    // The box's own search, sent when typing paused, leaves the box alone: typing may have
    // gone on since.
    if (q !== (settled.trim() || undefined)) setSearch(q ?? '');
  }

  // Runs when typing settles only, reading the address as it is then.
  const searchSettled = useEffectEvent((text: string) => {
    const next = text.trim() || undefined;
    if (next !== q) onChange({ q: next }, { replace: true });
  });
  useEffect(() => searchSettled(settled), [settled]);

  return (
    <form
      role="search"
      aria-label={t`Cases`}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: search.trim() || undefined });
      }}
    >
      <Field
        id="admin-case-search"
        label={t`Search`}
        hint={t`Case number, timeshare company, situation, or the client's name or e-mail.`}
        className="flex-1"
      >
        {(aria) => (
          <Input
            {...aria}
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          <Search aria-hidden="true" className="h-5 w-5" />
          <Trans>Search</Trans>
        </Button>
        {q ? (
          <Button variant="outline" onClick={() => onChange({ q: undefined })}>
            <Trans>Clear search</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The case filters and search; a choice in a list applies at once. */
export function CaseFilters({
  query,
  onChange,
  onClear,
}: {
  query: AdminCaseListQuery;
  /** Each change starts again from the first page. */
  onChange: (change: CaseFilterChange, options?: CaseFilterChangeOptions) => void;
  /** Removes every filter and the search. */
  onClear: () => void;
}) {
  const { t, i18n } = useLingui();
  const ageOptions = caseAgeFilterValues.map((days) => ({
    value: days,
    label: t`Opened more than ${days} days ago`,
  }));
  return (
    <div className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <CaseSearch q={query.q} onChange={onChange} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id="admin-case-status" label={t`Status`}>
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`All statuses`}
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
        <Field id="admin-case-priority" label={t`Priority`}>
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`All priorities`}
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
        <Field id="admin-case-age" label={t`Age`}>
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`Any age`}
              options={ageOptions}
              value={query.olderThanDays ?? ''}
              onChange={(event) =>
                onChange({
                  olderThanDays: (event.target.value ||
                    undefined) as AdminCaseListQuery['olderThanDays'],
                })
              }
            />
          )}
        </Field>
        <Field id="admin-case-assignment" label={t`Partner assignment`}>
          {(aria) => (
            <Select
              {...aria}
              options={assignmentOptions.map(({ value, label }) => ({
                value,
                label: i18n._(label),
              }))}
              value={query.assignment}
              onChange={(event) =>
                onChange({
                  assignment: event.target.value as AdminCaseListQuery['assignment'],
                })
              }
            />
          )}
        </Field>
        <Field id="admin-case-attention" label={t`Needs attention`}>
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`All cases`}
              options={caseAttentionFilterOptions}
              value={query.attention ?? ''}
              onChange={(event) =>
                onChange({
                  attention: (event.target.value || undefined) as AdminCaseListQuery['attention'],
                })
              }
            />
          )}
        </Field>
        <PartnerFilter value={query.partner} onChange={(partner) => onChange({ partner })} />
        <OwnerFilter value={query.owner} onChange={(owner) => onChange({ owner })} />
      </div>
      {isFiltered(query) ? (
        <Button variant="ghost" onClick={onClear}>
          <Trans>Clear all filters</Trans>
        </Button>
      ) : null}
    </div>
  );
}
