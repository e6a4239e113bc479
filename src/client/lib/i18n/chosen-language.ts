import type { Locale } from '@shared/i18n/locales';

const KEY = 'tra.language';

/** The language this browser's reader chose with the language switch, if they ever did. */
export function chosenLanguage(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // Storage may be off (private windows): the choice then lasts for this page only.
  }
}
