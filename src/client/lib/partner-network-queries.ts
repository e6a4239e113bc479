/* eslint-disable lingui/no-unlocalized-strings -- API paths and query keys, not words for people */
import type { QueryClient } from '@tanstack/react-query';

/*
 * What the partner-network admin screens (partner applications and partners, and case
 * oversight) share: the query-key roots of their lists, which are also the lists' addresses,
 * how long a list stays fresh, and the refresh after a change that touches more than one of them.
 */

export const APPLICATIONS_PATH = '/api/admin/partner-applications';
export const PARTNERS_PATH = '/api/admin/partners';
export const ADMIN_CASES_PATH = '/api/admin/cases';

/** Other admins may review meanwhile, so a list is refetched after 30 s. */
export const ADMIN_LIST_STALE_MS = 30_000;

/**
 * After any admin change: a review moves an application between lists and changes which
 * partners are verified; an assignment changes a case's partner and the partners' case counts.
 * The lists are small, so everything the admin screens show is refetched.
 */
export function invalidatePartnerNetwork(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [APPLICATIONS_PATH, PARTNERS_PATH, ADMIN_CASES_PATH].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  ).then(() => undefined);
}
