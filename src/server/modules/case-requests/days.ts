/*
 * Calendar days (YYYY-MM-DD) for due dates. The organization works from one calendar: days in
 * UTC, like the rest of the server's dates. Refusing a due day "in the past" uses the last
 * time zone on earth to begin a day (UTC−12), so a day that is still today for anyone, a firm
 * asking late in the evening in California for instance, is never refused.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The calendar day of `at` in UTC. */
export const dayInUtc = (at: Date): string => at.toISOString().slice(0, 10);

/** Today where the day began last (UTC−12): every earlier day has ended everywhere. */
export const earliestToday = (now: Date): string =>
  dayInUtc(new Date(now.getTime() - 12 * HOUR_MS));
