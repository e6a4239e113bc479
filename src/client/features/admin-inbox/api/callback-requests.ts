import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallbackItem,
  CallbackList,
  CallbackListQuery,
  CallbackStatus,
} from '@shared/contracts/callback-requests';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { ADMIN_INBOX_PATH } from './get-inbox';
import { refreshInbox } from './refresh-inbox';

const CALLBACKS_PATH = `${ADMIN_INBOX_PATH}/callbacks`;

/** One page of callback requests, newest first. */
export function useCallbackList(query: CallbackListQuery) {
  const params = new URLSearchParams({ status: query.status, page: String(query.page) });
  if (query.q) params.set('q', query.q);
  return useQuery({
    queryKey: [ADMIN_INBOX_PATH, 'callbacks', query] as const,
    queryFn: ({ signal }) =>
      staffRequest<CallbackList>(`${CALLBACKS_PATH}?${params.toString()}`, { signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** Moves a callback request to another status (audited on the server). */
export function useChangeCallbackStatus() {
  const queryClient = useQueryClient();
  return useMutation<CallbackItem, ApiError | Error, { id: string; status: CallbackStatus }>({
    mutationFn: ({ id, status }) =>
      staffRequest<CallbackItem>(`${CALLBACKS_PATH}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () => refreshInbox(queryClient),
  });
}
