import { Trans } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import type { Article } from '@shared/contracts/content';
import { useLocale } from '@client/lib/i18n/use-locale';

/** True when the guide is shown in English on a page in another language (issue 21). */
export function useIsUntranslated(article: Pick<Article, 'locale'>): boolean {
  return article.locale !== useLocale();
}

/** Says, in the page's language, that the guide below is the English version. */
export function UntranslatedNote({ article }: { article: Pick<Article, 'locale'> }) {
  if (!useIsUntranslated(article)) return null;
  return (
    <p
      role="note"
      className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-lg text-ink-900"
    >
      <Languages aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
      <Trans>This guide is not in Spanish yet. Here is the English version.</Trans>
    </p>
  );
}
