import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UserPreferences } from '../../../shared/contracts/preferences';
import { userAccounts } from './accounts';
import { timestamps } from './columns';

/**
 * Each client's guide digest (modules/guide-digest): the e-mail of newly published guides and
 * legal resources sent at their notificationFrequency. One row per client, made when the digest
 * job first meets them (or by migration 0011 for the clients who existed before it).
 */
export const guideDigests = pgTable(
  'guide_digests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    /** The frequency the schedule was made for; 'never' while the client wants no e-mail. */
    frequency: text('frequency').$type<UserPreferences['notificationFrequency']>().notNull(),
    /** What was published up to here has been looked at; the next digest offers what came after. */
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
    /** When the next digest is due (it goes out only when there is something new). */
    nextDigestAt: timestamp('next_digest_at', { withTimezone: true }).notNull(),
    /** When the last digest went out; empty before the first. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** Part of every unsubscribe link; using a link moves it on, so each link works once. */
    unsubscribeVersion: integer('unsubscribe_version').notNull().default(0),
    ...timestamps(),
  },
  (table) => [index('guide_digests_next_digest_at_idx').on(table.nextDigestAt)],
);
