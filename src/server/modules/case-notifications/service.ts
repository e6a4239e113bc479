import type { Executor } from '../../db/client';
import { caseActivityNotices, principalKinds, type CaseActivityKind } from '../../db/schema';
import { findCaseAudience, type CaseSide } from './audience';
import { lockNotices, scheduleNotice } from './schedule';

/*
 * Issue 16 item 4: a new message, document request or client upload on a case is told by
 * e-mail to the case's other sides within a minute, several within ten minutes in one e-mail
 * (schedule.ts). The e-mail says only what kind of thing happened on which case: nothing the
 * event says (e-mail is not a safe channel, and scammers copy our e-mails).
 */

export interface CaseActivity {
  caseId: string;
  kind: CaseActivityKind;
  /** The side that did it, which hears nothing of it. */
  author: CaseSide;
}

/**
 * Records the event for every other side of the case that has someone to tell, and makes sure
 * a notice job is waiting for each. Call it in the event's transaction, after the case row is
 * locked or changed, so the notices exist exactly when the event does.
 */
export async function recordCaseActivity(
  executor: Executor,
  activity: CaseActivity,
): Promise<void> {
  const audience = await findCaseAudience(executor, activity.caseId);
  if (!audience) return;
  const now = new Date();
  // Always in the same order of sides, so two events never wait for each other's locks.
  for (const recipient of principalKinds) {
    if (recipient === activity.author || !audience.recipients[recipient]) continue;
    const target = { caseId: activity.caseId, recipient };
    await lockNotices(executor, target);
    await executor
      .insert(caseActivityNotices)
      .values({ ...target, kind: activity.kind, createdAt: now });
    await scheduleNotice(executor, target, now);
  }
}
