import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { addDays } from '@shared/rescission/dates';
import type { Database } from '../../db/client';
import { caseDocumentRequests, cases, userAccounts, userPreferences } from '../../db/schema';
import { ensureJobScheduled, type JobHandler } from '../../platform/jobs';
import { enqueueMail } from '../../platform/mail';
import type { CaseMailContext } from '../cases/notifications';
import { dayInUtc } from './days';
import { requestReminderLetter } from './emails';

/*
 * The client's one reminder of a document asked of them, two days before its due day, through
 * the job queue: a recurring job finds the requests due and queues one e-mail for each.
 */

export const REQUEST_REMINDER_JOB = 'case_requests.send_reminders';
export const REQUEST_REMINDER_INTERVAL_MS = 60 * 60 * 1000;
/** How many days before its due day a request is reminded of. */
export const REMINDER_DAYS_BEFORE = 2;

/** Requests handled per transaction. */
const REMINDER_BATCH = 50;

export interface ReminderDeps extends CaseMailContext {
  db: Database;
}

/**
 * Queues the reminder of every open request due in two days (days in UTC), each once: the
 * e-mail is queued and reminder_sent_at set in one transaction. A run that was missed is made
 * up the next day, until the due day itself. A request asked for on its reminder day or later
 * has just been put to the client and gets none. A client who chose to receive no e-mail
 * (notificationFrequency 'never') gets none either; their request counts as reminded. Answers
 * how many e-mails were queued.
 */
export async function sendRequestReminders(deps: ReminderDeps, asOf = new Date()): Promise<number> {
  const today = dayInUtc(asOf);
  const due = caseDocumentRequests.dueDate;
  let queued = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select({
          request: caseDocumentRequests,
          caseNumber: cases.caseNumber,
          email: userAccounts.email,
          firstName: userAccounts.firstName,
          locale: userAccounts.locale,
          notificationFrequency: userPreferences.notificationFrequency,
        })
        .from(caseDocumentRequests)
        .innerJoin(cases, eq(cases.id, caseDocumentRequests.caseId))
        .innerJoin(userAccounts, eq(userAccounts.id, cases.userId))
        .leftJoin(userPreferences, eq(userPreferences.userId, cases.userId))
        .where(
          and(
            eq(caseDocumentRequests.status, 'open'),
            isNull(caseDocumentRequests.reminderSentAt),
            gte(due, today),
            lte(due, addDays(today, REMINDER_DAYS_BEFORE)),
            sql`(${caseDocumentRequests.createdAt} at time zone 'UTC')::date < ${due} - ${sql.raw(String(REMINDER_DAYS_BEFORE))}`,
          ),
        )
        .limit(REMINDER_BATCH)
        .for('update', { of: caseDocumentRequests, skipLocked: true });
      let mailed = 0;
      for (const row of rows) {
        const { request } = row;
        if (row.notificationFrequency !== 'never') {
          await enqueueMail(
            tx,
            requestReminderLetter(
              row,
              {
                caseNumber: row.caseNumber,
                title: request.title,
                documentType: request.documentType,
                dueDate: request.dueDate!,
                askedBy: request.askedBy,
              },
              deps,
            ),
          );
          mailed += 1;
        }
        await tx
          .update(caseDocumentRequests)
          .set({ reminderSentAt: new Date() })
          .where(eq(caseDocumentRequests.id, request.id));
      }
      return { handled: rows.length, mailed };
    });
    queued += batch.mailed;
    if (batch.handled < REMINDER_BATCH) return queued;
  }
}

/** Makes sure one run of the reminders is waiting, due at `runAt`. */
export async function scheduleRequestReminders(db: Database, runAt = new Date()): Promise<void> {
  await ensureJobScheduled(db, REQUEST_REMINDER_JOB, runAt);
}

/**
 * Sends the reminders due, then schedules the next run an interval later. The payload may name
 * the moment to look as of (`asOf`, ISO 8601), so tests move the calendar without waiting.
 */
export function requestReminderJobHandler(deps: ReminderDeps): JobHandler {
  return async (payload) => {
    const asOf = typeof payload.asOf === 'string' ? new Date(payload.asOf) : new Date();
    if (Number.isNaN(asOf.getTime())) throw new Error('The reminder job has an unreadable asOf.');
    await sendRequestReminders(deps, asOf);
    await scheduleRequestReminders(deps.db, new Date(Date.now() + REQUEST_REMINDER_INTERVAL_MS));
  };
}
