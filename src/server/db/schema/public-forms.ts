import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const intakeSubmissions = pgTable(
  'intake_submissions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    timeshareCompany: text('timeshare_company').notNull(),
    purchaseDate: text('purchase_date'),
    situation: text('situation').notNull(),
    consent: text('consent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('intake_submissions_created_at_idx').on(table.createdAt)],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_submissions_created_at_idx').on(table.createdAt)],
);

export const donations = pgTable('donations', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  amount: text('amount').notNull(),
  isMonthly: text('is_monthly').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
