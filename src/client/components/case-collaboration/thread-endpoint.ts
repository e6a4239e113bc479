import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CaseMessageList, MessageAuthorKind } from '@shared/contracts/case-collaboration';
import type { SideRequest } from './side-request';

/**
 * One side's way into a case's conversation: the client, the assigned firm and staff each
 * have the same three calls under their own address, token and cache keys.
 */
export interface ThreadEndpoint {
  /** Who is reading: their own messages are set apart and not announced as new. */
  viewer: MessageAuthorKind;
  /** `/api/…/cases/:id/messages`; marking read posts to `…/messages/read`. */
  messagesPath: string;
  request: SideRequest;
  /** The conversation's cache key, under the side's own case keys. */
  queryKey: QueryKey;
  /** Refetches whatever shows this side's unread count, once the thread was marked read. */
  afterRead: (queryClient: QueryClient) => Promise<unknown>;
}

/** While a conversation is on screen, new messages are looked for this often. */
export const MESSAGES_POLL_MS = 15_000;

export function caseMessagesQueryOptions(thread: ThreadEndpoint) {
  return queryOptions({
    queryKey: thread.queryKey,
    queryFn: ({ signal }) => thread.request<CaseMessageList>(thread.messagesPath, { signal }),
    // Fresh whenever the conversation is shown again, and looked at every 15 s while it is.
    staleTime: 0,
    refetchInterval: MESSAGES_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** The conversation on the case, oldest first. */
export function useCaseMessages(thread: ThreadEndpoint) {
  return useQuery(caseMessagesQueryOptions(thread));
}
