import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPreferences } from '@shared/contracts/preferences';
import { clientRequest } from '@client/lib/client-session';

export const PREFERENCES_PATH = '/api/user-preferences';

export function getPreferences(signal?: AbortSignal): Promise<UserPreferences> {
  return clientRequest<UserPreferences>(PREFERENCES_PATH, { signal });
}

/** Keyed by the client's id so one person never sees another's cached preferences. */
export function getPreferencesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [PREFERENCES_PATH, userId] as const,
    queryFn: ({ signal }) => getPreferences(signal),
  });
}

export function usePreferences(userId: string) {
  return useQuery(getPreferencesQueryOptions(userId));
}
