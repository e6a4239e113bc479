import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';

export const intakeSubmissions = pgTable(
  'intake_submissions',
  {
    id: primaryId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    timeshareCompany: text('timeshare_company').notNull(),
    purchaseDate: text('purchase_date'),
    situation: text('situation').notNull(),
    consent: text('consent').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('intake_submissions_created_at_idx').on(table.createdAt)],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: primaryId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_submissions_created_at_idx').on(table.createdAt)],
);

export const donations = pgTable('donations', {
  id: primaryId(),
  amount: text('amount').notNull(),
  isMonthly: text('is_monthly').notNull(),
  createdAt: createdAt(),
});
