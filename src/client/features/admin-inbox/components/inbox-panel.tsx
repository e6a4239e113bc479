import { useState } from 'react';
import type { InboxKind, InboxListQuery, IntakeItem } from '@shared/contracts/admin-inbox';
import type { Notice } from '@client/lib/announce';
import type { InboxItem } from '../api/get-inbox';
import { InboxFilters } from './inbox-filters';
import { InboxItemDialog } from './inbox-item-dialog';
import { InboxResults } from './inbox-results';
import { InviteDialog } from './invite-dialog';

/** One tab of the inbox: its filters, its list, and the item opened from it. */
export function InboxPanel({
  kind,
  query,
  onQuery,
}: {
  kind: InboxKind;
  query: InboxListQuery;
  /** Shows another filter, search or page (kept in the address). */
  onQuery: (query: InboxListQuery) => void;
}) {
  const [open, setOpen] = useState<InboxItem | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [inviting, setInviting] = useState<IntakeItem | null>(null);
  const onSearch = (q: string) => onQuery({ ...query, q: q || undefined, page: 1 });
  return (
    <div className="space-y-5">
      <InboxFilters
        kind={kind}
        query={query}
        onStatus={(status) => onQuery({ ...query, status, page: 1 })}
        onSearch={onSearch}
      />
      <InboxResults
        kind={kind}
        query={query}
        onPage={(page) => onQuery({ ...query, page })}
        onClearSearch={() => onSearch('')}
        onOpen={(item) => {
          setNotice(null);
          setOpen(item);
        }}
      />
      {/*
        The invitation's confirmation comes before the item's dialog and not inside it: a
        closing <dialog> inside another would close that one too.
      */}
      <InviteDialog
        item={inviting}
        onClose={() => setInviting(null)}
        onInvited={(invited, outcome) => {
          setInviting(null);
          setOpen(invited);
          setNotice(outcome);
        }}
      />
      <InboxItemDialog
        kind={kind}
        item={open}
        onClose={() => setOpen(null)}
        onSaved={setOpen}
        notice={notice}
        onNotice={setNotice}
        onInvite={setInviting}
      />
    </div>
  );
}
