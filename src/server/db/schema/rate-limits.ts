import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the public forms' per-address limit (decision 005): one row per route and
 * address, shared by every server process and kept across restarts.
 */
export const formRateLimits = pgTable(
  'form_rate_limits',
  {
    /** "METHOD /route|address". */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('form_rate_limits_window_ends_at_idx').on(table.windowEndsAt)],
);
