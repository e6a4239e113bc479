import type { ThreadEndpoint } from '@client/components/case-collaboration/thread-endpoint';
import { clientRequest } from '@client/lib/client-session';
import { casePath } from './get-case';
import { CASES_PATH, getCasesQueryOptions } from './get-cases';

/**
 * The conversation on one of the client's cases: under the client's own case keys, and once
 * read the case list is refetched so its unread badge falls.
 */
export function clientCaseThread(userId: string, caseId: string): ThreadEndpoint {
  return {
    viewer: 'client',
    messagesPath: casePath(caseId, '/messages'),
    request: clientRequest,
    queryKey: [CASES_PATH, userId, 'messages', caseId],
    afterRead: (queryClient) =>
      queryClient.invalidateQueries({ queryKey: getCasesQueryOptions(userId).queryKey }),
  };
}
