import type { QueryClient } from '@tanstack/react-query';
import { getAdminOverviewQueryOptions } from './get-overview';
import { ADMIN_INBOX_PATH } from './get-inbox';

/** After a change to an item: its lists and the overview's "new" counters are out of date. */
export function refreshInbox(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [ADMIN_INBOX_PATH] }),
    queryClient.invalidateQueries({ queryKey: getAdminOverviewQueryOptions().queryKey }),
  ]);
}
