import { activeIntlLocale } from './i18n/active';

/*
 * Each function takes the page's `Intl` locale (`useIntlLocale()` in a component); without it,
 * the language the browser activated, which a page rendered on the server does not have.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

const LONG: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date people read easily, like 'March 4, 2025'; anything unreadable is shown as it came. */
export function formatLongDate(value: string, intlLocale: string = activeIntlLocale()): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter(intlLocale, LONG).format(date);
}

/** A moment people read easily, like 'Mar 4, 2025, 3:00 PM'; anything unreadable as it came. */
export function formatDateTime(value: string, intlLocale: string = activeIntlLocale()): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter(intlLocale, DATE_TIME).format(date);
}

/** The first words of a text, cut at a word boundary. */
export function excerpt(text: string, maxLength = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day here, `YYYY-MM-DD` (the day a due date is compared with). */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A calendar day `YYYY-MM-DD` read as that day wherever the reader is, like 'March 4, 2025'
 * (not as midnight UTC, which is the day before in America); anything else as it came.
 */
export function formatLongDay(day: string, intlLocale: string = activeIntlLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? day : formatter(intlLocale, LONG).format(date);
}
