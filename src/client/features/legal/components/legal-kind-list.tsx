import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import type { LegalKind } from '@shared/legal-filters';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { useLegalList, type LegalFilters } from '../api/get-legal-list';
import { LegalCard } from './legal-card';
import { filterChoices, kindInfo, type LegalFilterKey } from './legal-kinds';

/** 'Florida, Timeshare' for the chosen filters. */
function chosenWords(kind: LegalKind, filters: LegalFilters, i18n: I18n): string {
  return Object.entries(filters)
    .map(([key, value]) => {
      const { options } = filterChoices(kind, key as LegalFilterKey);
      const label = options.find((option) => option.value === value)?.label;
      return label ? i18n._(label) : value;
    })
    .join(', ');
}

export interface LegalKindListProps {
  kind: LegalKind;
  filters: LegalFilters;
  onClearFilters: () => void;
}

/** The records of one kind for the chosen filters: loading, failed, empty or the cards. */
export function LegalKindList({ kind, filters, onClearFilters }: LegalKindListProps) {
  const { i18n } = useLingui();
  const list = useLegalList(kind, filters);
  const info = kindInfo[kind];
  const filtered = Object.keys(filters).length > 0;

  if (list.isPending) {
    return (
      <LoadingMessage
        label={i18n._(info.loadingList)}
        className="rounded-2xl border border-ink-200 bg-white p-6"
      />
    );
  }
  if (list.isError) {
    return (
      <LoadFailed
        title={i18n._(info.listFailed)}
        error={list.error}
        onRetry={() => void list.refetch()}
        className="rounded-2xl p-6"
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <div className="space-y-3 rounded-2xl border-2 border-dashed border-ink-300 bg-white p-8 text-center">
        <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <p role="status" className="text-xl font-semibold text-ink-900">
          {i18n._(filtered ? info.noneMatch : info.noneYet)}
        </p>
        {filtered ? (
          <>
            <p className="text-ink-700">
              <Trans>Try choosing ‘All’ in one of the filters.</Trans>
            </p>
            <Button variant="outline" onClick={onClearFilters}>
              <Trans>Clear filters</Trans>
            </Button>
          </>
        ) : null}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p role="status" className="text-lg text-ink-700">
        {i18n._(
          filtered
            ? info.foundFor(list.data.length, chosenWords(kind, filters, i18n))
            : info.found(list.data.length),
        )}
      </p>
      <ul className="grid gap-6 lg:grid-cols-2">
        {list.data.map((record) => (
          <li key={record.id}>
            <LegalCard kind={kind} record={record} />
          </li>
        ))}
      </ul>
    </div>
  );
}
