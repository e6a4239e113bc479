import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxItemChangeInput, InboxKind } from '@shared/contracts/admin-inbox';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { inboxKindPath, type InboxItem } from './get-inbox';
import { refreshInbox } from './refresh-inbox';

export interface InboxItemUpdate {
  kind: InboxKind;
  id: string;
  change: InboxItemChangeInput;
}

/** Changes an item's status, its internal note, or both; answers with the item as saved. */
export function useUpdateInboxItem() {
  const queryClient = useQueryClient();
  return useMutation<InboxItem, ApiError | Error, InboxItemUpdate>({
    mutationFn: ({ kind, id, change }) =>
      staffRequest<InboxItem>(`${inboxKindPath(kind)}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: () => refreshInbox(queryClient),
  });
}
