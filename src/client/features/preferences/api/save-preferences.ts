import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserPreferences } from '@shared/contracts/preferences';
import type { ApiError } from '@client/lib/api-client';
import { clientRequest } from '@client/lib/client-session';
import { getPreferencesQueryOptions, PREFERENCES_PATH } from './get-preferences';

/** The recommendations query's key prefix (requirements §7: saving preferences refreshes them). */
export const RECOMMENDATIONS_PATH = '/api/recommendations';

export function savePreferences(body: UserPreferences): Promise<UserPreferences> {
  return clientRequest<UserPreferences>(PREFERENCES_PATH, { method: 'PUT', body });
}

/** Saves all seven fields; afterwards preferences and recommendations are refetched. */
export function useSavePreferences(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getPreferencesQueryOptions(userId);
  return useMutation<UserPreferences, ApiError | Error, UserPreferences>({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: [RECOMMENDATIONS_PATH] });
    },
  });
}
