/**
 * The product's languages (issue 21). English is the source and lives at the root of the site;
 * every other language lives under its own prefix (`/es`, `/es/resources`, …).
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The locale `Intl` formats dates, numbers and money with. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `/es` for Spanish; nothing for English. */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The language an address is in: its first segment, when that names a language. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The address without its language prefix (`/es/resources` → `/resources`, `/es` → `/`). */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(localePrefix(locale).length);
  return rest === '' ? '/' : rest;
}

/** The same page in `locale` (`/resources` → `/es/resources`). */
export function pathInLocale(pathname: string, locale: Locale): string {
  const path = pathWithoutLocale(pathname);
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The language a browser asks for first among ours (`Accept-Language`, or
 * `navigator.languages` joined), English when it names none of them.
 */
export function preferredLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.startsWith('q='));
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: quality ? Number(quality.slice(2)) || 0 : 1,
        index,
      };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** An address within the site (`/resources?x#y`) in `locale`: its path moved, the rest kept. */
export function localizedHref(href: string, locale: Locale): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  return `${pathInLocale(path || '/', locale)}${rest}`;
}
