import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CmsLegalForm,
  CmsLegalFormSummary,
  LegalFormUpdateValues,
} from '@shared/contracts/cms-legal-forms';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';
import { CMS_LIST_STALE_MS } from './get-articles';

export const LEGAL_FORMS_PATH = '/api/cms/legal-forms';

const formPath = (id: string) => `${LEGAL_FORMS_PATH}/${encodeURIComponent(id)}`;

/** Every legal form, public or not, without its texts. */
export function useLegalForms() {
  return useQuery(
    queryOptions({
      queryKey: [LEGAL_FORMS_PATH] as const,
      queryFn: ({ signal }) => staffRequest<CmsLegalFormSummary[]>(LEGAL_FORMS_PATH, { signal }),
      staleTime: CMS_LIST_STALE_MS,
    }),
  );
}

/** One form with its texts, fresh each time the editor opens it. */
export function useLegalForm(id: string | null) {
  return useQuery({
    queryKey: [LEGAL_FORMS_PATH, id] as const,
    queryFn: ({ signal }) => staffRequest<CmsLegalForm>(formPath(id!), { signal }),
    enabled: id !== null,
  });
}

export interface UpdateLegalFormVariables {
  id: string;
  body: LegalFormUpdateValues;
}

export function useUpdateLegalForm() {
  const queryClient = useQueryClient();
  return useMutation<CmsLegalForm, ApiError | Error, UpdateLegalFormVariables>({
    mutationFn: ({ id, body }) => staffRequest<CmsLegalForm>(formPath(id), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LEGAL_FORMS_PATH] }),
  });
}
