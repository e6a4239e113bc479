import { useQuery } from '@tanstack/react-query';
import type { LegalForm } from '@shared/contracts/legal';
import { jurisdictions, type formTypes } from '@shared/legal-filters';
import { apiRequest } from '@client/lib/api-client';

const CANCELLATION_LETTER: (typeof formTypes)[number]['value'] = 'cancellation-letter';

/**
 * The legal database names a state's jurisdiction as the checker names the state (its name in
 * lower case with dashes), and takes only the jurisdictions of its list: other states have no
 * letter to ask for.
 */
function inLegalDatabase(stateId: string): boolean {
  return jurisdictions.some((jurisdiction) => jurisdiction.value === stateId);
}

/**
 * The legal database's fill-in cancellation letter for one state (GET /api/legal/forms filtered
 * by form type and jurisdiction, the list the legal database itself shows, sharing its cache):
 * the letter, or null when the state has none. Never asked for a state outside the database.
 */
export function useStateCancellationLetter(stateId: string) {
  const filters = { formType: CANCELLATION_LETTER, jurisdiction: stateId };
  return useQuery({
    queryKey: ['/api/legal', 'forms', 'list', filters] as const,
    queryFn: ({ signal }) =>
      apiRequest<LegalForm[]>(`/api/legal/forms?${new URLSearchParams(filters).toString()}`, {
        signal,
      }),
    enabled: inLegalDatabase(stateId),
    select: (forms): LegalForm | null => forms[0] ?? null,
  });
}
