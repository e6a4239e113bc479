import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseMessageList } from '@shared/contracts/case-collaboration';
import { clientRequest } from '@client/lib/client-session';
import { CASES_PATH } from './get-cases';
import { casePath } from './get-case';

/** While the case is open on screen, new messages are looked for this often. */
export const MESSAGES_POLL_MS = 15_000;

/** The conversation on one of the client's cases, oldest first. */
export function getCaseMessages(caseId: string, signal?: AbortSignal): Promise<CaseMessageList> {
  return clientRequest<CaseMessageList>(casePath(caseId, '/messages'), { signal });
}

export function getCaseMessagesQueryOptions(userId: string, caseId: string) {
  return queryOptions({
    queryKey: [CASES_PATH, userId, 'messages', caseId] as const,
    queryFn: ({ signal }) => getCaseMessages(caseId, signal),
    // Fresh whenever the case is opened again, and looked at every 15 s while it is open.
    staleTime: 0,
    refetchInterval: MESSAGES_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useCaseMessages(userId: string, caseId: string) {
  return useQuery(getCaseMessagesQueryOptions(userId, caseId));
}
