import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedHelpAnswers } from '@shared/contracts/guided-help';
import type { HelpAnswers } from '@shared/guided-help/answers';
import type { ApiError } from '@client/lib/api-client';
import { clientRequest } from '@client/lib/client-session';

export const HELP_ANSWERS_PATH = '/api/help/answers';

export function savedAnswersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [HELP_ANSWERS_PATH, userId] as const,
    queryFn: ({ signal }) => clientRequest<SavedHelpAnswers>(HELP_ANSWERS_PATH, { signal }),
    retry: false,
  });
}

/** The answers kept on the signed-in client's account (none asked when signed out). */
export function useSavedAnswers(userId: string | null) {
  return useQuery({ ...savedAnswersQueryOptions(userId ?? ''), enabled: userId !== null });
}

export function saveAnswers(answers: HelpAnswers): Promise<SavedHelpAnswers> {
  return clientRequest<SavedHelpAnswers>(HELP_ANSWERS_PATH, { method: 'PUT', body: { answers } });
}

/** Keeps the answers on the account; the kept copy is then what the query holds. */
export function useSaveAnswers(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<SavedHelpAnswers, ApiError | Error, HelpAnswers>({
    mutationFn: saveAnswers,
    onSuccess: (saved) =>
      queryClient.setQueryData(savedAnswersQueryOptions(userId).queryKey, saved),
  });
}
