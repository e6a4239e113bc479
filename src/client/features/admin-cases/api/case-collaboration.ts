import type { RequestsEndpoint } from '@client/components/case-collaboration/requests-endpoint';
import type { ThreadEndpoint } from '@client/components/case-collaboration/thread-endpoint';
import { ADMIN_CASES_PATH } from '@client/lib/partner-network-queries';
import { staffRequest } from '@client/lib/staff-session';
import { adminCasePath } from './get-admin-case';
import { invalidateAdminCases } from './get-admin-cases';

const MESSAGES = 'messages';

/**
 * The conversation on a case, as staff. Once read, the case lists and the open case are
 * refetched so their unread counts fall (the conversation itself is not fetched again).
 */
export function staffCaseThread(caseId: string): ThreadEndpoint {
  return {
    viewer: 'staff',
    messagesPath: `${adminCasePath(caseId)}/messages`,
    request: staffRequest,
    queryKey: [ADMIN_CASES_PATH, MESSAGES, caseId],
    afterRead: (queryClient) =>
      queryClient.invalidateQueries({
        queryKey: [ADMIN_CASES_PATH],
        predicate: (query) => query.queryKey[1] !== MESSAGES,
      }),
  };
}

/** The documents staff ask of a case's client; staff may cancel any open request. */
export function staffRequestsEndpoint(caseId: string): RequestsEndpoint {
  return {
    requestsPath: `${adminCasePath(caseId)}/requests`,
    request: staffRequest,
    afterChange: invalidateAdminCases,
    mayCancel: () => true,
  };
}
