import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Letter } from '@shared/contracts/letters';
import type { LetterPurpose } from '@shared/letters/purposes';
import { apiRequest } from '@client/lib/api-client';

export const LETTERS_PATH = '/api/letters';

/** The form to fill for a letter, with its mailing instructions (GET /api/letters/:purpose). */
export function getLetterQueryOptions(purpose: LetterPurpose, stateId: string | undefined) {
  const query = stateId ? `?state=${encodeURIComponent(stateId)}` : '';
  return queryOptions({
    queryKey: [LETTERS_PATH, purpose, stateId ?? null] as const,
    queryFn: ({ signal }) => apiRequest<Letter>(`${LETTERS_PATH}/${purpose}${query}`, { signal }),
    // Without a state a cancellation letter cannot be chosen; the panel asks for one first.
    enabled: purpose !== 'rescission' || Boolean(stateId),
  });
}

export function useLetter(purpose: LetterPurpose, stateId: string | undefined) {
  return useQuery(getLetterQueryOptions(purpose, stateId));
}
