import { inboxKinds, type InboxKind, type InboxListQuery } from '@shared/contracts/admin-inbox';
import { callbackStatuses, type CallbackListQuery } from '@shared/contracts/callback-requests';
import { submissionStatuses } from '@shared/domain-values';

/** The inbox's tabs: the two public-form lists and the callback requests (own statuses). */
export type InboxTab = InboxKind | 'callbacks';

/** What the inbox page shows, all of it kept in the address so a link or reload keeps it. */
export type InboxAddress =
  { kind: InboxKind; query: InboxListQuery } | { kind: 'callbacks'; query: CallbackListQuery };

function oneOf<Value extends string>(values: readonly Value[], raw: string | null) {
  return (values as readonly string[]).includes(raw ?? '') ? (raw as Value) : undefined;
}

/** Anything unknown in the address falls back to the default (intake, all, page 1). */
export function readInboxAddress(params: URLSearchParams): InboxAddress {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const common = {
    q: params.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  if (params.get('kind') === 'callbacks') {
    const status = oneOf([...callbackStatuses, 'all'] as const, params.get('status')) ?? 'all';
    return { kind: 'callbacks', query: { ...common, status } };
  }
  const status = oneOf([...submissionStatuses, 'all'] as const, params.get('status')) ?? 'all';
  return { kind: oneOf(inboxKinds, params.get('kind')) ?? 'intake', query: { ...common, status } };
}

/** The address of what is shown; the defaults are left out, the tab always named. */
export function inboxAddressParams({ kind, query }: InboxAddress): URLSearchParams {
  const params = new URLSearchParams({ kind });
  if (query.status !== 'all') params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * Another tab starts on its first page with the same search; the status filter stays between
 * the two public-form lists, which share their statuses, and resets to all otherwise.
 */
export function switchTab(current: InboxAddress, kind: InboxTab): InboxAddress {
  const base = { q: current.query.q, page: 1 };
  if (kind === 'callbacks') {
    return {
      kind,
      query: { ...base, status: current.kind === 'callbacks' ? current.query.status : 'all' },
    };
  }
  return {
    kind,
    query: { ...base, status: current.kind === 'callbacks' ? 'all' : current.query.status },
  };
}
