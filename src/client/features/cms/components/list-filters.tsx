import { Field, Select, type SelectOption } from '@client/components/ui/field';
import { SearchInput } from '@client/components/ui/search-input';

export interface ListFiltersProps<Value extends string> {
  /** Prefix of the controls' ids, such as 'cms-article'. */
  idPrefix: string;
  searchLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  filterLabel: string;
  filter: Value;
  onFilterChange: (value: Value) => void;
  options: readonly SelectOption[];
}

/** A CMS list's toolbar: a title search that filters as people type, and one choice. */
export function ListFilters<Value extends string>({
  idPrefix,
  searchLabel,
  query,
  onQueryChange,
  filterLabel,
  filter,
  onFilterChange,
  options,
}: ListFiltersProps<Value>) {
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Field id={`${idPrefix}-search`} label={searchLabel}>
        {(aria) => (
          <SearchInput
            {...aria}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-filter`} label={filterLabel}>
        {(aria) => (
          <Select
            {...aria}
            options={options}
            value={filter}
            onChange={(event) => onFilterChange(event.target.value as Value)}
          />
        )}
      </Field>
    </div>
  );
}
