import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountStatusFilter, ClientDetail, ClientList } from '@shared/contracts/admin-people';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import type { StatusChange } from './status-change';

export const ADMIN_CLIENTS_PATH = '/api/admin/clients';

export interface ClientFilters {
  q: string;
  status: AccountStatusFilter;
  page: number;
}

function listUrl({ q, status, page }: ClientFilters): string {
  const query = new URLSearchParams({ status, page: String(page) });
  if (q.trim()) query.set('q', q.trim());
  return `${ADMIN_CLIENTS_PATH}?${query.toString()}`;
}

/** One page of client accounts; the previous page stays in view while the next loads. */
export function useClients(filters: ClientFilters) {
  return useQuery({
    queryKey: [ADMIN_CLIENTS_PATH, 'list', filters] as const,
    queryFn: ({ signal }) => staffRequest<ClientList>(listUrl(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useClientDetail(id: string | null) {
  return useQuery({
    queryKey: [ADMIN_CLIENTS_PATH, 'detail', id] as const,
    queryFn: ({ signal }) =>
      staffRequest<ClientDetail>(`${ADMIN_CLIENTS_PATH}/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
  });
}

/** Deactivates (signing them out) or reactivates a client account. */
export function useSetClientActive() {
  const queryClient = useQueryClient();
  return useMutation<ClientDetail, ApiError | Error, { id: string; change: StatusChange }>({
    mutationFn: ({ id, change }) =>
      staffRequest<ClientDetail>(`${ADMIN_CLIENTS_PATH}/${encodeURIComponent(id)}/${change}`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_CLIENTS_PATH] }),
  });
}
