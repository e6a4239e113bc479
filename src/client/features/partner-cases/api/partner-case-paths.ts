import type { QueryClient } from '@tanstack/react-query';

export const PARTNER_CASES_PATH = '/api/partners/cases';

export function partnerCasePath(caseId: string): string {
  return `${PARTNER_CASES_PATH}/${encodeURIComponent(caseId)}`;
}

export function caseDocumentsPath(caseId: string): string {
  return `${partnerCasePath(caseId)}/documents`;
}

export function caseDocumentPath(caseId: string, documentId: string): string {
  return `${caseDocumentsPath(caseId)}/${encodeURIComponent(documentId)}`;
}

/** Query keys, under the partner's id so one partner never sees another's cached cases. */
export const partnerCaseKeys = {
  all: (partnerId: string) => [PARTNER_CASES_PATH, partnerId] as const,
  list: (partnerId: string) => [PARTNER_CASES_PATH, partnerId, 'list'] as const,
  detail: (partnerId: string, caseId: string) =>
    [PARTNER_CASES_PATH, partnerId, 'detail', caseId] as const,
};

/** After a change, the list and every open case detail are fetched again. */
export function invalidatePartnerCases(queryClient: QueryClient, partnerId: string) {
  return queryClient.invalidateQueries({ queryKey: partnerCaseKeys.all(partnerId) });
}
