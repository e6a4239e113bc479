import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { InboxKind, InboxListQuery } from '@shared/contracts/admin-inbox';
import { Field, Select } from '@client/components/ui/field';
import { SearchInput } from '@client/components/ui/search-input';
import { submissionStatusSelectOptions } from './inbox-labels';
import { useSearchDraft } from './use-search-draft';

const searchHints: Record<InboxKind, MessageDescriptor> = {
  intake: msg`Name, e-mail, timeshare company or what they wrote.`,
  contact: msg`Name, e-mail, subject or what they wrote.`,
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
  const { t, i18n } = useLingui();
  const [search, setSearch] = useSearchDraft(query.q ?? '', onSearch);
  const statusFilterOptions = [
    { value: 'all', label: t`All` },
    ...submissionStatusSelectOptions((label) => i18n._(label)),
  ];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  const id = (name: string) => `inbox-${kind}-${name}`;
  return (
    <form
      role="search"
      aria-label={kind === 'intake' ? t`Find intake requests` : t`Find contact messages`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
      className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-4 sm:grid-cols-[2fr_1fr] sm:items-end sm:p-5"
    >
      <Field id={id('search')} label={t`Search`} hint={i18n._(searchHints[kind])}>
        {(aria) => (
          <SearchInput
            {...aria}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <Field id={id('status')} label={t`Status`}>
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
