/**
 * The eleven US federal holidays (5 U.S.C. § 6103) on the days they are observed: a holiday on
 * a Saturday is observed the Friday before, one on a Sunday the Monday after. Used to count
 * business days. Pure and isomorphic.
 */
import { isoDate, weekday } from './dates';

export interface FederalHoliday {
  /** The observed day off, YYYY-MM-DD. */
  date: string;
  name: string;
}

/** The nth given weekday (0 = Sunday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = weekday(isoDate(year, month, 1));
    return isoDate(year, month, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(isoDate(year, month, lastDate));
  return isoDate(year, month, lastDate - ((last - day + 7) % 7));
}

/** Saturday → the Friday before, Sunday → the Monday after. */
function observed(year: number, month: number, day: number): string {
  const actual = weekday(isoDate(year, month, day));
  if (actual === 6) return isoDate(year, month, day - 1);
  if (actual === 0) return isoDate(year, month, day + 1);
  return isoDate(year, month, day);
}

const MONDAY = 1;
const THURSDAY = 4;

/** Every holiday of that year on its actual (not observed) rule. */
function holidaysOfYear(year: number): FederalHoliday[] {
  const list: FederalHoliday[] = [
    { date: observed(year, 1, 1), name: "New Year's Day" },
    { date: nthWeekday(year, 1, MONDAY, 3), name: 'Martin Luther King Jr. Day' },
    { date: nthWeekday(year, 2, MONDAY, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, MONDAY, -1), name: 'Memorial Day' },
    { date: observed(year, 7, 4), name: 'Independence Day' },
    { date: nthWeekday(year, 9, MONDAY, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, MONDAY, 2), name: 'Columbus Day' },
    { date: observed(year, 11, 11), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, THURSDAY, 4), name: 'Thanksgiving Day' },
    { date: observed(year, 12, 25), name: 'Christmas Day' },
  ];
  // Juneteenth became a federal holiday in 2021.
  if (year >= 2021) {
    list.push({ date: observed(year, 6, 19), name: 'Juneteenth National Independence Day' });
  }
  return list;
}

const cache = new Map<number, FederalHoliday[]>();

/**
 * The federal holidays observed during a calendar year, in date order. When New Year's Day of
 * the next year is a Saturday, its observed Friday (December 31) is in this year's list.
 */
export function federalHolidays(year: number): FederalHoliday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const prefix = `${year}-`;
  const list = [...holidaysOfYear(year), ...holidaysOfYear(year + 1)]
    .filter((holiday) => holiday.date.startsWith(prefix))
    .sort((a, b) => a.date.localeCompare(b.date));
  cache.set(year, list);
  return list;
}

/** The federal holiday observed on that day, if any. */
export function federalHolidayOn(iso: string): FederalHoliday | undefined {
  return federalHolidays(Number(iso.slice(0, 4))).find((holiday) => holiday.date === iso);
}
