import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@client/lib/api-client';
import { getLegalItemQueryOptions } from './get-legal-item';
import { LEGAL_PATH } from './get-legal-list';

/**
 * Counts one download of a form (requirements §3 downloadCount). The letter has already been saved in
 * the browser, so a failure is only logged. Resolves to the new count, or null on failure.
 */
export async function recordFormDownload(formId: string): Promise<number | null> {
  try {
    const answer = await apiRequest<{ downloadCount: number }>(
      `${LEGAL_PATH}/forms/${encodeURIComponent(formId)}/download`,
      { method: 'POST' },
    );
    return typeof answer?.downloadCount === 'number' ? answer.downloadCount : null;
  } catch (error) {
    console.warn(`Could not count the download of form ${formId}.`, error);
    return null;
  }
}

/**
 * Counts a download and, when the server answers, shows the new count on the form's page
 * (and marks the lists of forms as out of date).
 */
export function useRecordFormDownload() {
  const queryClient = useQueryClient();
  return useCallback(
    async (formId: string) => {
      const count = await recordFormDownload(formId);
      if (count === null) return;
      queryClient.setQueryData(getLegalItemQueryOptions('forms', formId).queryKey, (form) =>
        form ? { ...form, downloadCount: count } : form,
      );
      void queryClient.invalidateQueries({ queryKey: [LEGAL_PATH, 'forms', 'list'] });
    },
    [queryClient],
  );
}
