import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditList, AuditListQuery } from '@shared/contracts/admin-ops';
import { staffRequest } from '@client/lib/staff-session';

export const ADMIN_AUDIT_PATH = '/api/admin/audit';
export const ADMIN_AUDIT_ACTIONS_PATH = '/api/admin/audit/actions';

const filterKeys = ['actorKind', 'action', 'entityType', 'entityId', 'from', 'to'] as const;

/** The query string of an audit search (also the page's address); empty filters are left out. */
export function auditSearch(query: AuditListQuery): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export function useAuditLog(query: AuditListQuery) {
  const search = auditSearch(query);
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_AUDIT_PATH, query] as const,
      queryFn: ({ signal }) =>
        staffRequest<AuditList>(search ? `${ADMIN_AUDIT_PATH}?${search}` : ADMIN_AUDIT_PATH, {
          signal,
        }),
      // The last page stays on screen while the next loads, so the list does not jump.
      placeholderData: keepPreviousData,
    }),
  );
}

/** Every action name in the log, for the action filter. */
export function useAuditActions() {
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_AUDIT_ACTIONS_PATH] as const,
      queryFn: ({ signal }) => staffRequest<string[]>(ADMIN_AUDIT_ACTIONS_PATH, { signal }),
    }),
  );
}
