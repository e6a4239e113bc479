import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_CASES_PATH } from './get-admin-cases';
import { APPLICATIONS_PATH } from './get-applications';
import { PARTNERS_PATH } from './get-partners';

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
