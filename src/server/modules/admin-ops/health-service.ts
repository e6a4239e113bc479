import { and, eq, gt, inArray, isNotNull, max, min } from 'drizzle-orm';
import { BACKUP_JOB_TYPE, type AdminHealth } from '@shared/contracts/admin-health';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { diskSpace, MEGABYTE } from '../../platform/disk-space';
import { countJobs } from '../../platform/job-counts';
import { MAIL_JOB } from '../../platform/mail';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** When the last job of `type` finished well. */
async function lastDone(db: Database, type: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(jobs.completedAt) })
    .from(jobs)
    .where(and(eq(jobs.type, type), eq(jobs.status, 'done')));
  return row?.at ?? null;
}

/**
 * Mail is failing when an e-mail failed after the last one went out (it waits for a retry, or
 * gave up): since the later of that last delivery and when the oldest such e-mail was queued.
 * A failure followed by deliveries was one bad message, not mail failing.
 */
async function mailHealth(db: Database): Promise<AdminHealth['mail']> {
  const lastSentAt = await lastDone(db, MAIL_JOB);
  const [failing] = await db
    .select({ oldest: min(jobs.createdAt) })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, MAIL_JOB),
        // Waiting for a retry, being retried, or given up on: each has its last error.
        inArray(jobs.status, ['pending', 'running', 'failed']),
        isNotNull(jobs.lastError),
        lastSentAt ? gt(jobs.updatedAt, lastSentAt) : undefined,
      ),
    );
  const oldest = failing?.oldest ?? null;
  const failingSince = oldest && lastSentAt && lastSentAt > oldest ? lastSentAt : oldest;
  return { failingSince: iso(failingSince), lastSentAt: iso(lastSentAt) };
}

/** The facts behind the "Service health" card of the admin home, for people rather than graphs. */
export async function serviceHealth(
  db: Database,
  dataDir: string,
  minFreeDiskMb: number,
): Promise<AdminHealth> {
  const [mail, lastBackupAt, counts, disk] = await Promise.all([
    mailHealth(db),
    lastDone(db, BACKUP_JOB_TYPE),
    countJobs(db),
    diskSpace(dataDir).catch(() => null),
  ]);
  return {
    mail,
    lastBackupAt: iso(lastBackupAt),
    disk: disk && { ...disk, minimumFreeBytes: minFreeDiskMb * MEGABYTE },
    jobs: {
      waiting: counts.due,
      oldestWaitingSeconds: Math.round(counts.oldestDueSeconds),
      failed: counts.failed,
    },
  };
}
