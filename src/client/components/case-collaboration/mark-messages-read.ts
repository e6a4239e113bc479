/* eslint-disable lingui/no-unlocalized-strings -- API paths and codes, not words for people */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThreadEndpoint } from './thread-endpoint';

/** Marks the case's conversation read; the side's unread counts are refetched so they fall. */
export function useMarkMessagesRead(thread: ThreadEndpoint) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: () => thread.request<void>(`${thread.messagesPath}/read`, { method: 'POST' }),
    onSuccess: () => thread.afterRead(queryClient),
  });
}
