import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { callbackStatuses } from '../../../shared/contracts/callback-requests';
import { localeColumn, primaryId, timestamps } from './columns';

/** "Please call me back": a person's contact details and the times that suit them. */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: primaryId(),
    /** Short code the person quotes, like CB-7KX2QM. */
    reference: text('reference').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    preferredTimes: text('preferred_times').notNull(),
    /** IANA zone the preferred times are in. */
    timeZone: text('time_zone').notNull(),
    message: text('message'),
    locale: localeColumn(),
    status: text('status', { enum: callbackStatuses }).notNull().default('new'),
    /** Staff only. */
    internalNote: text('internal_note'),
    ...timestamps(),
  },
  (table) => [
    index('callback_requests_created_at_idx').on(table.createdAt),
    index('callback_requests_status_idx').on(table.status),
  ],
);
