import { and, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseActivityNotices, jobs } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs';
import type { CaseSide } from './audience';

/*
 * When a side of a case is told by e-mail of what happened on it. The first event waits a
 * little, so a burst (three files picked at once, two messages in a row) makes one e-mail;
 * after an e-mail, the next to the same side waits until ten minutes have passed, and then
 * tells of everything that happened meanwhile. One notice job per case and side is waiting at
 * a time, and every change to a side's notices happens under that side's lock, so concurrent
 * events and workers neither lose an event nor tell of one twice.
 */

export const CASE_NOTICE_JOB = 'case_notifications.send';

/**
 * How long the first event waits for others: short of the minute promised, which leaves room
 * for the worker's poll (jobPollIntervalMs) and the mail job after it.
 */
export const FIRST_NOTICE_DELAY_MS = 45 * 1000;
/** The least time between two e-mails to one side about one case. */
export const NOTICE_WINDOW_MS = 10 * 60 * 1000;

/** When the side may be told of an event at `now`, given when it was last told (if at all). */
export function nextNoticeAt(now: Date, lastNoticeAt: Date | undefined): Date {
  const soonest = now.getTime() + FIRST_NOTICE_DELAY_MS;
  const windowEnds = lastNoticeAt ? lastNoticeAt.getTime() + NOTICE_WINDOW_MS : 0;
  return new Date(Math.max(soonest, windowEnds));
}

export interface NoticeTarget {
  caseId: string;
  recipient: CaseSide;
}

/**
 * Holds the side's notices of the case until the transaction ends. Events take it before they
 * add a notice and the job before it reads them, so the job sees every event that committed
 * before it looked, and an event sees whether the job it relies on is still waiting.
 */
export async function lockNotices(executor: Executor, target: NoticeTarget): Promise<void> {
  const key = `case-notice:${target.caseId}:${target.recipient}`;
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** When the side was last e-mailed about the case, if within the rows kept. */
export async function lastNoticeAt(
  executor: Executor,
  target: NoticeTarget,
): Promise<Date | undefined> {
  const [row] = await executor
    .select({ at: max(caseActivityNotices.notifiedAt) })
    .from(caseActivityNotices)
    .where(and(ofTarget(target), isNotNull(caseActivityNotices.notifiedAt)));
  return row?.at ?? undefined;
}

export const ofTarget = (target: NoticeTarget) =>
  and(
    eq(caseActivityNotices.caseId, target.caseId),
    eq(caseActivityNotices.recipient, target.recipient),
  );

export const waitingNotices = (target: NoticeTarget) =>
  and(ofTarget(target), isNull(caseActivityNotices.notifiedAt));

/**
 * Makes sure a notice job for the side is waiting (call under `lockNotices`). A job that is
 * already running may have looked before this transaction's event, so only a waiting one
 * counts; a duplicate finds nothing left to tell and sends nothing.
 */
export async function scheduleNotice(
  executor: Executor,
  target: NoticeTarget,
  now: Date,
): Promise<void> {
  const [waiting] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, CASE_NOTICE_JOB),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload} @> ${JSON.stringify(target)}::jsonb`,
      ),
    )
    .limit(1);
  if (waiting) return;
  const runAt = nextNoticeAt(now, await lastNoticeAt(executor, target));
  await enqueueJob(executor, CASE_NOTICE_JOB, { ...target }, { runAt });
}
