import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@shared/contracts/content';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { apiRequest } from '@client/lib/api-client';
import { useLocale } from '@client/lib/i18n/use-locale';

export const ARTICLES_PATH = '/api/articles';

/** The published guides in one language, newest first (public). */
export function getArticles(locale: Locale = DEFAULT_LOCALE, signal?: AbortSignal) {
  const query = locale === DEFAULT_LOCALE ? '' : `?locale=${locale}`;
  return apiRequest<Article[]>(`${ARTICLES_PATH}${query}`, { signal });
}

const newestFirst = (a: Article, b: Article) =>
  (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt);

/**
 * The guides a page in `locale` lists (issue 21): those written in its language, and the English
 * ones not translated into it yet (shown in English), newest first.
 */
export async function getGuidesIn(locale: Locale, signal?: AbortSignal): Promise<Article[]> {
  if (locale === DEFAULT_LOCALE) return getArticles(DEFAULT_LOCALE, signal);
  const [translated, english] = await Promise.all([
    getArticles(locale, signal),
    getArticles(DEFAULT_LOCALE, signal),
  ]);
  const covered = new Set(translated.map((article) => article.translationOf));
  return [...translated, ...english.filter((article) => !covered.has(article.id))].sort(
    newestFirst,
  );
}

export function getArticlesQueryOptions(locale: Locale = DEFAULT_LOCALE) {
  return queryOptions({
    queryKey: [ARTICLES_PATH, 'published', { locale }] as const,
    queryFn: ({ signal }) => getGuidesIn(locale, signal),
  });
}

/** The guides of the page's language, with English ones where there is no translation yet. */
export function useArticles() {
  return useQuery(getArticlesQueryOptions(useLocale()));
}
