import { i18n } from '@lingui/core';
import type { TextDescriptor } from '@shared/i18n/text';
import { englishOf, translateMessage } from '@shared/i18n/translate-issue';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from '@shared/i18n/locales';

/**
 * The language of the page as code outside components sees it (the global `i18n` the browser
 * activates at start); English while nothing is active, as on the server before a render.
 */
export function activeLocale(): Locale {
  const locale = i18n.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The `Intl` locale of the active language (`es-US`). */
export function activeIntlLocale(): string {
  return INTL_LOCALES[activeLocale()];
}

/**
 * A message translated into the active language, for plain code that makes text people read
 * (an error's message): a `text()` descriptor, or an English text that is a catalogue id or was
 * made by `english()`. Its English when no language is active yet.
 */
export function activeText(message: string | TextDescriptor): string {
  if (!i18n.locale) return typeof message === 'string' ? message : englishOf(message);
  return translateMessage(i18n, message);
}
