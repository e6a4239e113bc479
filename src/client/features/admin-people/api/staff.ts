import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewStaffMember, StaffMember } from '@shared/contracts/admin-people';
import type { MessageResponse } from '@shared/contracts/auth';
import type { StaffRole } from '@shared/domain-values';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import type { StatusChange } from './status-change';

export const ADMIN_STAFF_PATH = '/api/admin/staff';
const memberPath = (id: string) => `${ADMIN_STAFF_PATH}/${encodeURIComponent(id)}`;

export function useStaffMembers() {
  return useQuery({
    queryKey: [ADMIN_STAFF_PATH] as const,
    queryFn: ({ signal }) => staffRequest<StaffMember[]>(ADMIN_STAFF_PATH, { signal }),
  });
}

/** Every staff change refreshes the list: a 409 may mean someone else changed it meanwhile. */
function useStaffMutation<Result, Variables>(request: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation<Result, ApiError | Error, Variables>({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_STAFF_PATH] }),
  });
}

export const useAddStaffMember = () =>
  useStaffMutation((body: NewStaffMember) =>
    staffRequest<StaffMember>(ADMIN_STAFF_PATH, { method: 'POST', body }),
  );

export const useChangeStaffRole = () =>
  useStaffMutation(({ id, role }: { id: string; role: StaffRole }) =>
    staffRequest<StaffMember>(`${memberPath(id)}/role`, { method: 'PUT', body: { role } }),
  );

export const useSetStaffActive = () =>
  useStaffMutation(({ id, change }: { id: string; change: StatusChange }) =>
    staffRequest<StaffMember>(`${memberPath(id)}/${change}`, { method: 'POST' }),
  );

export const useSendStaffInvite = () =>
  useStaffMutation((id: string) =>
    staffRequest<MessageResponse>(`${memberPath(id)}/invite`, { method: 'POST' }),
  );
