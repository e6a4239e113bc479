import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { submissionStatuses } from '../../../shared/domain-values';
import { userAccounts } from './accounts';
import { cases } from './cases';
import { createdAt, localeColumn, primaryId, timestamps } from './columns';

/** What staff keep on every inbox item: where they are with it and a note for each other. */
const inboxColumns = () => ({
  status: text('status', { enum: submissionStatuses }).notNull().default('new'),
  /** Staff only; never shown to the person who wrote in. */
  internalNote: text('internal_note'),
});

export const intakeSubmissions = pgTable(
  'intake_submissions',
  {
    id: primaryId(),
    /** The short reference the person was given (HR-7KX2QM); requests sent before it have none. */
    reference: text('reference').unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    timeshareCompany: text('timeshare_company').notNull(),
    purchaseDate: text('purchase_date'),
    /** A rescission rule id, or another US state or outside the US (signingPlaceOptions). */
    signedState: text('signed_state'),
    signedOn: date('signed_on', { mode: 'string' }),
    /** Worked out when the request arrived (intakeUrgency): the period may still be open. */
    timeCritical: boolean('time_critical').notNull().default(false),
    /** The earliest the period to cancel can end, when the state is in our data. */
    rescissionLastDay: date('rescission_last_day', { mode: 'string' }),
    situation: text('situation').notNull(),
    consent: text('consent').notNull(),
    locale: localeColumn(),
    ...inboxColumns(),
    /** When staff last e-mailed the person an invitation to create an account. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** The account the person created from the invitation. */
    clientId: uuid('client_id').references(() => userAccounts.id, { onDelete: 'set null' }),
    /** That account's first case. */
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('intake_submissions_created_at_idx').on(table.createdAt),
    index('intake_submissions_status_idx').on(table.status),
    index('intake_submissions_client_id_idx').on(table.clientId),
  ],
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
    locale: localeColumn(),
    ...inboxColumns(),
    ...timestamps(),
  },
  (table) => [
    index('contact_submissions_created_at_idx').on(table.createdAt),
    index('contact_submissions_status_idx').on(table.status),
  ],
);

export const donations = pgTable('donations', {
  id: primaryId(),
  amount: text('amount').notNull(),
  isMonthly: text('is_monthly').notNull(),
  createdAt: createdAt(),
});
