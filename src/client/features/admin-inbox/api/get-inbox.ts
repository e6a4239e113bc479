import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ContactItem,
  ContactList,
  InboxKind,
  InboxListQuery,
  IntakeItem,
  IntakeList,
} from '@shared/contracts/admin-inbox';
import { staffRequest } from '@client/lib/staff-session';

export const ADMIN_INBOX_PATH = '/api/admin/inbox';

export type InboxItem = IntakeItem | ContactItem;

export interface InboxListOf {
  intake: IntakeList;
  contact: ContactList;
}

export const inboxKindPath = (kind: InboxKind) => `${ADMIN_INBOX_PATH}/${kind}`;

/** The list's address: status and page always, the search only when there is one. */
export function inboxListUrl(kind: InboxKind, { status, q, page }: InboxListQuery): string {
  const params = new URLSearchParams({ status, page: String(page) });
  if (q) params.set('q', q);
  return `${inboxKindPath(kind)}?${params.toString()}`;
}

export function getInboxListQueryOptions<Kind extends InboxKind>(
  kind: Kind,
  query: InboxListQuery,
) {
  return queryOptions({
    queryKey: [ADMIN_INBOX_PATH, kind, query] as const,
    queryFn: ({ signal }) => staffRequest<InboxListOf[Kind]>(inboxListUrl(kind, query), { signal }),
    // New requests arrive from the public forms and other admins work the same inbox.
    staleTime: 30_000,
    // The last page stays on screen while the next loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

/** One page of intake requests or contact messages, newest first. */
export function useInboxList<Kind extends InboxKind>(kind: Kind, query: InboxListQuery) {
  return useQuery(getInboxListQueryOptions(kind, query));
}
