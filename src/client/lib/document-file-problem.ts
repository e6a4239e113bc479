import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { documentFileProblem, type DocumentExtension } from '@shared/document-files';
import { translateMessage } from '@shared/i18n/translate-issue';

/**
 * Why the browser refuses a chosen file before sending it, in the page's language (the shared
 * rule gives the server's English); null when it may be sent.
 */
export function useDocumentFileProblem(
  allowed: readonly DocumentExtension[],
): (file: { name: string; size: number }) => string | null {
  const { i18n } = useLingui();
  // The same function while the language is the same: upload lists keep it in their effects.
  return useCallback(
    (file) => {
      const problem = documentFileProblem(file, allowed);
      return problem === null ? null : translateMessage(i18n, problem);
    },
    [i18n, allowed],
  );
}
