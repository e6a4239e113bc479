import type { InboxKind, InboxListQuery } from '@shared/contracts/admin-inbox';
import { Field, Select } from '@client/components/ui/field';
import { SearchInput } from '@client/components/ui/search-input';
import { submissionStatusOptions } from '@shared/options';
import { inboxKindWords } from './inbox-labels';
import { useSearchDraft } from './use-search-draft';

const statusFilterOptions = [{ value: 'all', label: 'All' }, ...submissionStatusOptions];

const searchHints: Record<InboxKind, string> = {
  intake: 'Name, e-mail, timeshare company or what they wrote.',
  contact: 'Name, e-mail, subject or what they wrote.',
};

/**
 * The status filter applies at once; the search applies when typing pauses (or on Enter), so
 * the list does not reload on every letter.
 */
export function InboxFilters({
  kind,
  query,
  onStatus,
  onSearch,
}: {
  kind: InboxKind;
  query: InboxListQuery;
  onStatus: (status: InboxListQuery['status']) => void;
  onSearch: (q: string) => void;
}) {
  const [search, setSearch] = useSearchDraft(query.q ?? '', onSearch);
  const id = (name: string) => `inbox-${kind}-${name}`;
  return (
    <form
      role="search"
      aria-label={`Find ${inboxKindWords[kind].many}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
      className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-4 sm:grid-cols-[2fr_1fr] sm:items-end sm:p-5"
    >
      <Field id={id('search')} label="Search" hint={searchHints[kind]}>
        {(aria) => (
          <SearchInput
            {...aria}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <Field id={id('status')} label="Status">
        {(aria) => (
          <Select
            {...aria}
            options={statusFilterOptions}
            value={query.status}
            onChange={(event) => onStatus(event.target.value as InboxListQuery['status'])}
          />
        )}
      </Field>
    </form>
  );
}
