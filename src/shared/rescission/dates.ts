/**
 * Calendar dates as 'YYYY-MM-DD' strings, worked out in UTC so the answer never depends on
 * the time zone or daylight saving of the computer it runs on. Pure and isomorphic.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written as YYYY-MM-DD (so 2026-02-30 is false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whole days since 1970-01-01 for an ISO date (assumed valid). */
function dayNumber(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO date of a year, a 1-based month and a day of the month. */
export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days);
}

/** Days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(iso: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(iso) + 4) % 7) + 7) % 7;
}

export function isWeekend(iso: string): boolean {
  const day = weekday(iso);
  return day === 0 || day === 6;
}

/** The later of two ISO dates (ISO dates sort as text). */
export function laterOf(a: string, b: string): string {
  return a >= b ? a : b;
}

/** Today's date in UTC, as YYYY-MM-DD: the server's "today". */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Today's date where the visitor is, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/** 'Monday, January 19, 2026' (or 'lunes, 19 de enero de 2026' for `es-US`). */
export function formatLongDate(iso: string, locale = 'en-US'): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone's name
      timeZone: 'UTC',
    });
    longDates.set(locale, format);
  }
  return format.format(new Date(dayNumber(iso) * DAY_MS));
}
