import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import type { RequestsEndpoint } from '@client/components/case-collaboration/requests-endpoint';
import type { ThreadEndpoint } from '@client/components/case-collaboration/thread-endpoint';
import { invalidatePartnerCases, partnerCaseKeys, partnerCasePath } from './partner-case-paths';
import { partnerCaseRequest } from './partner-case-request';

/**
 * The conversation on an assigned case, as the firm. Once read, the list and the open case
 * are refetched so their unread counts fall.
 */
export function partnerCaseThread(partnerId: string, caseId: string): ThreadEndpoint {
  return {
    viewer: 'partner',
    messagesPath: `${partnerCasePath(caseId)}/messages`,
    request: partnerCaseRequest,
    queryKey: [...partnerCaseKeys.all(partnerId), 'messages', caseId],
    afterRead: (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerCaseKeys.list(partnerId) }),
        queryClient.invalidateQueries({ queryKey: partnerCaseKeys.detail(partnerId, caseId) }),
      ]),
  };
}

/**
 * The documents the firm asks of the client of an assigned case. The firm may cancel only
 * what it asked for itself, which the case shows by the firm's name.
 */
export function partnerRequestsEndpoint(
  partnerId: string,
  caseId: string,
  firmName: string | null,
): RequestsEndpoint {
  return {
    requestsPath: `${partnerCasePath(caseId)}/requests`,
    request: partnerCaseRequest,
    afterChange: (queryClient) => invalidatePartnerCases(queryClient, partnerId),
    mayCancel: (request: DocumentRequest) => firmName !== null && request.askedBy === firmName,
  };
}
