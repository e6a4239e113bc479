import type { ReactNode } from 'react';
import type { InboxKind, InboxListQuery } from '@shared/contracts/admin-inbox';
import type { SubmissionStatus } from '@shared/domain-values';
import { QueryStatus } from '@client/components/load-status';
import { Pagination } from '@client/components/pagination';
import { Button } from '@client/components/ui/button';
import { countLabel } from '@client/lib/count-label';
import { useInboxList, type InboxItem } from '../api/get-inbox';
import { inboxKindWords } from './inbox-labels';
import { InboxItemCard } from './inbox-item-card';

/** An empty list without a search: nothing has arrived, or nothing has this status. */
function nothingHere(kind: InboxKind, status: SubmissionStatus | 'all'): string {
  const { many } = inboxKindWords[kind];
  switch (status) {
    case 'all':
      return `No ${many} have arrived yet.`;
    case 'new':
      return `There are no new ${many}. Everything has been picked up.`;
    case 'in_progress':
      return `No ${many} are in progress.`;
    case 'handled':
      return `No ${many} have been handled yet.`;
  }
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
  const words = inboxKindWords[kind];
  const list = useInboxList(kind, query);
  if (!list.isSuccess) {
    return (
      <QueryStatus
        query={list}
        loadingLabel={`Loading the ${words.many}`}
        failedTitle={`We could not load the ${words.many}.`}
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
                {`No ${words.many} match “${query.q}”${query.status === 'all' ? '' : ' with this status'}.`}
              </p>
              <Button variant="outline" onClick={onClearSearch}>
                Clear search
              </Button>
            </>
          ) : (
            <p role="status" className="font-semibold">
              {nothingHere(kind, query.status)}
            </p>
          )}
        </EmptyList>
      ) : (
        <p role="status" className="text-ink-700">
          {items.length === 0
            ? `There are no ${words.many} on page ${page}.`
            : `Showing ${first} to ${first + items.length - 1} of ${countLabel(total, words.one, words.many)}, ${words.order}.`}
        </p>
      )}
      {items.length > 0 ? (
        <ul aria-label={words.tab} className="space-y-3">
          {items.map((item) => (
            <InboxItemCard key={item.id} kind={kind} item={item} onOpen={() => onOpen(item)} />
          ))}
        </ul>
      ) : null}
      {pageCount > 1 || page > 1 ? (
        <Pagination
          label={`Pages of ${words.many}`}
          page={page}
          pageCount={Math.max(pageCount, page)}
          onPage={onPage}
        />
      ) : null}
    </div>
  );
}
