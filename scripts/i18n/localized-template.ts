import type { Locale } from '../../src/shared/i18n/locales';
import { DEFAULT_DESCRIPTION } from '../../src/shared/site-texts';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The page template in a language: `<html lang>`, and the description a page has until it
 * sets its own, translated with `translate` (a message's text in that language). The title is
 * the organisation's name in every language.
 */
export function localizedTemplate(
  html: string,
  locale: Locale,
  translate: (message: string) => string,
): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, start: string, end: string) =>
        `${start}${escapeAttribute(translate(DEFAULT_DESCRIPTION.message))}${end}`,
    );
}
