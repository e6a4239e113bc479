import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminCaseList, AdminCaseListQuery } from '@shared/contracts/admin-cases';
import { ADMIN_CASES_PATH, ADMIN_LIST_STALE_MS } from '@client/lib/partner-network-queries';
import { staffRequest } from '@client/lib/staff-session';

/** The query string of a case search, in a fixed order; empty filters are left out. */
export function adminCasesSearch(query: AdminCaseListQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.priority) params.set('priority', query.priority);
  if (query.assignment !== 'all') params.set('assignment', query.assignment);
  if (query.partner) params.set('partner', query.partner);
  if (query.owner) params.set('owner', query.owner);
  if (query.olderThanDays) params.set('olderThanDays', query.olderThanDays);
  if (query.attention) params.set('attention', query.attention);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** One page of every client's cases, filtered and searched. */
export function getAdminCases(
  query: AdminCaseListQuery,
  signal?: AbortSignal,
): Promise<AdminCaseList> {
  const search = adminCasesSearch(query);
  return staffRequest<AdminCaseList>(search ? `${ADMIN_CASES_PATH}?${search}` : ADMIN_CASES_PATH, {
    signal,
  });
}

export function getAdminCasesQueryOptions(query: AdminCaseListQuery) {
  return queryOptions({
    queryKey: [ADMIN_CASES_PATH, query] as const,
    queryFn: ({ signal }) => getAdminCases(query, signal),
    staleTime: ADMIN_LIST_STALE_MS,
    // The table keeps the last page on screen while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useAdminCases(query: AdminCaseListQuery) {
  return useQuery(getAdminCasesQueryOptions(query));
}

/** After a change to cases: every list page and every open case are refetched. */
export function invalidateAdminCases(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [ADMIN_CASES_PATH] });
}
