import { and, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { caseActivityNotices, principalKinds } from '../../db/schema';
import type { JobHandler } from '../../platform/jobs';
import { enqueueMail } from '../../platform/mail';
import type { CaseMailContext } from '../cases/notifications';
import { findCaseAudience } from './audience';
import { caseActivityLetter, type ActivityCounts } from './emails';
import {
  lastNoticeAt,
  lockNotices,
  NOTICE_WINDOW_MS,
  ofTarget,
  scheduleNotice,
  waitingNotices,
  type NoticeTarget,
} from './schedule';

export { CASE_NOTICE_JOB } from './schedule';

export interface CaseNoticeDeps extends CaseMailContext {
  db: Database;
}

const noticeTargetSchema = z.object({
  caseId: z.uuid(),
  recipient: z.enum(principalKinds),
});

/**
 * Tells one side of a case, in one e-mail, of every event waiting for it; in one transaction
 * under the side's lock, so the e-mail is queued exactly when the events are marked told, and
 * a retry or a second job for the same side finds nothing left and sends nothing. Ten minutes
 * after the last e-mail at the soonest: a job that comes earlier (one retried by an
 * administrator) leaves the events to a job at the window's end. Events for a side with nobody
 * to tell any more (no firm, a client who chose no e-mail) are dropped. Rows of e-mails sent
 * before the window are no longer needed and go.
 */
export async function sendCaseNotice(deps: CaseNoticeDeps, target: NoticeTarget): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockNotices(tx, target);
    const now = new Date();
    const waiting = await tx
      .select({ id: caseActivityNotices.id, kind: caseActivityNotices.kind })
      .from(caseActivityNotices)
      .where(waitingNotices(target));
    if (waiting.length === 0) return;
    const last = await lastNoticeAt(tx, target);
    if (last && now.getTime() < last.getTime() + NOTICE_WINDOW_MS) {
      await scheduleNotice(tx, target, now);
      return;
    }
    const ids = waiting.map((row) => row.id);
    const audience = await findCaseAudience(tx, target.caseId);
    const recipient = audience?.recipients[target.recipient];
    if (!audience || !recipient) {
      await tx.delete(caseActivityNotices).where(inArray(caseActivityNotices.id, ids));
      return;
    }
    const counts: ActivityCounts = {};
    for (const { kind } of waiting) counts[kind] = (counts[kind] ?? 0) + 1;
    await enqueueMail(
      tx,
      caseActivityLetter(
        recipient,
        { caseId: target.caseId, caseNumber: audience.caseNumber, counts },
        deps,
      ),
    );
    await tx
      .update(caseActivityNotices)
      .set({ notifiedAt: now })
      .where(inArray(caseActivityNotices.id, ids));
    await tx
      .delete(caseActivityNotices)
      .where(
        and(
          ofTarget(target),
          lt(caseActivityNotices.notifiedAt, new Date(now.getTime() - NOTICE_WINDOW_MS)),
        ),
      );
  });
}

export function caseNoticeJobHandler(deps: CaseNoticeDeps): JobHandler {
  return async (payload) => {
    const parsed = noticeTargetSchema.safeParse(payload);
    if (!parsed.success) throw new Error('The case notice job names no case and side.');
    await sendCaseNotice(deps, parsed.data);
  };
}
