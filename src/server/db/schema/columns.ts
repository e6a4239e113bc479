import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, LOCALES } from '../../../shared/i18n/locales';

/** Column builders every table shares, so each is declared (and migrated) the same way. */

export const primaryId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * The language a person reads us in (issue 21): an account's choice, or the language a request
 * was written in. E-mails to them use it; staff see it in the inbox.
 */
export const localeColumn = () =>
  text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE);
