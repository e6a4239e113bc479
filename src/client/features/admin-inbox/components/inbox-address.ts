import { inboxKinds, type InboxKind, type InboxListQuery } from '@shared/contracts/admin-inbox';
import { submissionStatuses } from '@shared/domain-values';

/** The inbox's tabs: the two public-form lists and the callback requests (own statuses). */
export type InboxTab = InboxKind | 'callbacks';
const inboxTabs = [...inboxKinds, 'callbacks'] as const;

/** What the inbox page shows, all of it kept in the address so a link or reload keeps it. */
export interface InboxAddress {
  kind: InboxTab;
  query: InboxListQuery;
}

const statusFilters = [...submissionStatuses, 'all'] as const;

function oneOf<Value extends string>(values: readonly Value[], raw: string | null) {
  return (values as readonly string[]).includes(raw ?? '') ? (raw as Value) : undefined;
}

/** Anything unknown in the address falls back to the default (intake, all, page 1). */
export function readInboxAddress(params: URLSearchParams): InboxAddress {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    kind: oneOf(inboxTabs, params.get('kind')) ?? 'intake',
    query: {
      status: oneOf(statusFilters, params.get('status')) ?? 'all',
      q: params.get('q')?.trim() || undefined,
      page: Number.isInteger(page) && page > 1 ? page : 1,
    },
  };
}

/** The address of what is shown; the defaults are left out, the tab always named. */
export function inboxAddressParams({ kind, query }: InboxAddress): URLSearchParams {
  const params = new URLSearchParams({ kind });
  if (query.status !== 'all') params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
