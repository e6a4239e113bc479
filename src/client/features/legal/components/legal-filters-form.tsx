import { Trans, useLingui } from '@lingui/react/macro';
import { legalFilterKeys, type LegalKind } from '@shared/legal-filters';
import { Button } from '@client/components/ui/button';
import { Field, Select } from '@client/components/ui/field';
import type { LegalFilters } from '../api/get-legal-list';
import { filterChoices, kindInfo } from './legal-kinds';

export interface LegalFiltersFormProps {
  kind: LegalKind;
  filters: LegalFilters;
  onChange: (key: string, value: string) => void;
  onClear: () => void;
}

/** The kind's filters of requirements §9 as labelled selects, each starting at 'All'. */
export function LegalFiltersForm({ kind, filters, onChange, onClear }: LegalFiltersFormProps) {
  const { t, i18n } = useLingui();
  const keys = legalFilterKeys[kind];
  const anyChosen = keys.some((key) => Boolean(filters[key]));
  return (
    <fieldset className="rounded-2xl border border-ink-200 bg-white p-5">
      <legend className="px-1 text-xl font-bold text-ink-900">
        {i18n._(kindInfo[kind].filterHeading)}
      </legend>
      <p className="mb-4 text-ink-700">
        <Trans>The list changes as soon as you choose.</Trans>
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {keys.map((key) => {
          const { label, options } = filterChoices(kind, key);
          const id = `legal-${kind}-filter-${key}`;
          return (
            <Field key={key} id={id} label={i18n._(label)}>
              {(aria) => (
                <Select
                  {...aria}
                  value={filters[key] ?? ''}
                  onChange={(event) => onChange(key, event.target.value)}
                  emptyOption={t`All`}
                  options={options}
                />
              )}
            </Field>
          );
        })}
      </div>
      {anyChosen ? (
        <Button variant="outline" className="mt-4" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </fieldset>
  );
}
