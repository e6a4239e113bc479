import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { InboxKind, InboxListQuery } from '@shared/contracts/admin-inbox';
import type { SubmissionStatus } from '@shared/domain-values';
import { QueryStatus } from '@client/components/load-status';
import { Pagination } from '@client/components/pagination';
import { Button } from '@client/components/ui/button';
import { useInboxList, type InboxItem } from '../api/get-inbox';
import { inboxKindTabs } from './inbox-labels';
import { InboxItemCard } from './inbox-item-card';

/** An empty list without a search: nothing has arrived, or nothing has this status. */
function nothingHere(i18n: I18n, kind: InboxKind, status: SubmissionStatus | 'all'): string {
  const intake = kind === 'intake';
  switch (status) {
    case 'all':
      return intake
        ? i18n._(msg`No intake requests have arrived yet.`)
        : i18n._(msg`No contact messages have arrived yet.`);
    case 'new':
      return intake
        ? i18n._(msg`There are no new intake requests. Everything has been picked up.`)
        : i18n._(msg`There are no new contact messages. Everything has been picked up.`);
    case 'in_progress':
      return intake
        ? i18n._(msg`No intake requests are in progress.`)
        : i18n._(msg`No contact messages are in progress.`);
    case 'handled':
      return intake
        ? i18n._(msg`No intake requests have been handled yet.`)
        : i18n._(msg`No contact messages have been handled yet.`);
  }
}

/** "No … match", with or without a status filter. */
function noMatch(i18n: I18n, kind: InboxKind, q: string, filtered: boolean): string {
  if (kind === 'intake') {
    return filtered
      ? i18n._(msg`No intake requests match “${q}” with this status.`)
      : i18n._(msg`No intake requests match “${q}”.`);
  }
  return filtered
    ? i18n._(msg`No contact messages match “${q}” with this status.`)
    : i18n._(msg`No contact messages match “${q}”.`);
}

/** Where the page is in the list, and in which order the list comes. */
function showing(i18n: I18n, kind: InboxKind, first: number, last: number, total: number) {
  return kind === 'intake'
    ? i18n._(
        msg`Showing ${first} to ${last} of ${plural(total, { one: '# intake request', other: '# intake requests' })}, time-critical new requests first, then newest first.`,
      )
    : i18n._(
        msg`Showing ${first} to ${last} of ${plural(total, { one: '# contact message', other: '# contact messages' })}, newest first.`,
      );
}

function EmptyList({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-3 rounded-xl border-2 border-dashed border-ink-300 bg-white p-6 text-center text-lg text-ink-900">
      {children}
    </div>
  );
}

/** One page of the list: loading, failed, empty (nothing here, or no match) or the cards. */
export function InboxResults({
  kind,
  query,
  onPage,
  onClearSearch,
  onOpen,
}: {
  kind: InboxKind;
  query: InboxListQuery;
  onPage: (page: number) => void;
  onClearSearch: () => void;
  onOpen: (item: InboxItem) => void;
}) {
  const { t, i18n } = useLingui();
  const intake = kind === 'intake';
  const list = useInboxList(kind, query);
  if (!list.isSuccess) {
    return (
      <QueryStatus
        query={list}
        loadingLabel={intake ? t`Loading the intake requests` : t`Loading the contact messages`}
        failedTitle={
          intake
            ? t`We could not load the intake requests.`
            : t`We could not load the contact messages.`
        }
      />
    );
  }
  const { items, total, page, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  return (
    <div className="space-y-4" aria-busy={list.isPlaceholderData || undefined}>
      {total === 0 ? (
        <EmptyList>
          {query.q ? (
            <>
              <p role="status" className="font-semibold">
                {noMatch(i18n, kind, query.q, query.status !== 'all')}
              </p>
              <Button variant="outline" onClick={onClearSearch}>
                <Trans>Clear search</Trans>
              </Button>
            </>
          ) : (
            <p role="status" className="font-semibold">
              {nothingHere(i18n, kind, query.status)}
            </p>
          )}
        </EmptyList>
      ) : (
        <p role="status" className="text-ink-700">
          {items.length === 0
            ? intake
              ? t`There are no intake requests on page ${page}.`
              : t`There are no contact messages on page ${page}.`
            : showing(i18n, kind, first, first + items.length - 1, total)}
        </p>
      )}
      {items.length > 0 ? (
        <ul aria-label={i18n._(inboxKindTabs[kind])} className="space-y-3">
          {items.map((item) => (
            <InboxItemCard key={item.id} kind={kind} item={item} onOpen={() => onOpen(item)} />
          ))}
        </ul>
      ) : null}
      {pageCount > 1 || page > 1 ? (
        <Pagination
          label={intake ? t`Pages of intake requests` : t`Pages of contact messages`}
          page={page}
          pageCount={Math.max(pageCount, page)}
          onPage={onPage}
        />
      ) : null}
    </div>
  );
}
