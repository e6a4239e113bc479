import { useLingui } from '@lingui/react';
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  localizedHref,
  type Locale,
} from '@shared/i18n/locales';

/** The language of the page being shown. */
export function useLocale(): Locale {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The `Intl` locale to format dates, numbers and money with on this page (`es-US`). */
export function useIntlLocale(): string {
  return INTL_LOCALES[useLocale()];
}

/**
 * An address within the site in this page's language, for links that load a whole page
 * (`<a href>`); the router's own links get the language's prefix by themselves.
 */
export function useLocalizedHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizedHref(href, locale);
}
