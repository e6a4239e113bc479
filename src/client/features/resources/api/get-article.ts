import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@shared/contracts/content';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { apiRequest } from '@client/lib/api-client';
import { useLocale } from '@client/lib/i18n/use-locale';
import { ARTICLES_PATH } from './get-articles';

/**
 * One published guide by its slug, in `locale` when it has been translated (else in English:
 * the answer's `locale` says which); an unknown or unpublished slug answers 404.
 */
export function getArticle(
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
  signal?: AbortSignal,
): Promise<Article> {
  return apiRequest<Article>(
    `${ARTICLES_PATH}/${encodeURIComponent(slug)}?locale=${encodeURIComponent(locale)}`,
    { signal },
  );
}

export function getArticleQueryOptions(slug: string, locale: Locale = DEFAULT_LOCALE) {
  return queryOptions({
    queryKey: [ARTICLES_PATH, 'published', slug, { locale }] as const,
    queryFn: ({ signal }) => getArticle(slug, locale, signal),
  });
}

export function useArticle(slug: string) {
  return useQuery(getArticleQueryOptions(slug, useLocale()));
}
