import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import type { Article } from '@shared/contracts/content';
import { DEFAULT_LOCALE, LOCALE_NAMES } from '@shared/i18n/locales';

/** The articles list's filter value for English articles without a Spanish version. */
export const UNTRANSLATED_FILTER = 'untranslated';

/** The filter's choice, with the number of English articles still without a Spanish version. */
export function useUntranslatedFilterOption(count: number) {
  const { t } = useLingui();
  return { value: UNTRANSLATED_FILTER, label: t`Untranslated (${count})` };
}

/** A non-English article's language, and the English article it translates. */
export function ArticleLanguageFact({ article }: { article: Article }) {
  if (article.locale === DEFAULT_LOCALE) return null;
  const language = LOCALE_NAMES[article.locale];
  const original = article.translationOfSlug;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Languages aria-hidden="true" className="h-4 w-4" />
      {original ? (
        <Trans>
          {language}, translation of <span className="font-mono">{original}</span>
        </Trans>
      ) : (
        language
      )}
    </span>
  );
}
