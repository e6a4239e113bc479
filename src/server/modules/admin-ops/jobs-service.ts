import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  JOB_LIST_LIMIT,
  JOB_NOT_DISCARDABLE_MESSAGE,
  JOB_NOT_FOUND_MESSAGE,
  JOB_NOT_RETRYABLE_MESSAGE,
  type AdminJob,
  type JobFilter,
} from '@shared/contracts/admin-ops';
import type { Database } from '../../db/client';
import { jobs, type JobStatus } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AUTH_CLEANUP_JOB } from '../../platform/auth/cleanup';
import { AppError, notFound } from '../../platform/errors';
import { announceJobDue } from '../../platform/jobs';
import { MAIL_JOB } from '../../platform/mail';
import { isRowId } from '../../platform/row-id';

type JobRow = typeof jobs.$inferSelect;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A few words on what the job does. A mail job's body may be private: only its address and subject. */
export function jobSummary(job: Pick<JobRow, 'type' | 'payload'>): string {
  if (job.type === MAIL_JOB) {
    return `E-mail to ${text(job.payload.to) || '(no address)'}: ${text(job.payload.subject) || '(no subject)'}`;
  }
  if (job.type === AUTH_CLEANUP_JOB) return 'Clearing expired sessions and links';
  return `Background job "${job.type}"`;
}

function toAdminJob(row: JobRow): AdminJob {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    summary: jobSummary(row),
  };
}

/** The jobs in `filter`, the most recently changed (failed, retried) first. */
export async function listJobs(db: Database, filter: JobFilter): Promise<AdminJob[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(filter === 'all' ? undefined : eq(jobs.status, filter))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(JOB_LIST_LIMIT);
  return rows.map(toAdminJob);
}

const auditView = (row: JobRow) => ({
  type: row.type,
  summary: jobSummary(row),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
});

interface JobChange {
  /** The statuses the job may be in for the change. */
  from: JobStatus[];
  set: Partial<typeof jobs.$inferInsert>;
  action: string;
  refusal: string;
  /** The change makes the job due now: the workers look for it once it commits. */
  makesDue?: boolean;
}

/**
 * Changes a job only while it is in one of `change.from` (checked in the UPDATE itself, so a
 * worker or a second admin cannot slip in between), with its audit row on the same transaction.
 */
async function changeJob(
  db: Database,
  staffId: string,
  jobId: string,
  change: JobChange,
): Promise<AdminJob> {
  if (!isRowId(jobId)) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (!before) throw notFound(JOB_NOT_FOUND_MESSAGE);
    const [after] = await tx
      .update(jobs)
      .set({ ...change.set, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, jobId), inArray(jobs.status, change.from)))
      .returning();
    if (!after) throw new AppError(409, 'JOB_STATE_CONFLICT', change.refusal);
    if (change.makesDue) await announceJobDue(tx, after.type);
    await recordAudit(tx, {
      actorKind: 'staff',
      actorId: staffId,
      action: change.action,
      entityType: 'job',
      entityId: jobId,
      before: auditView(before),
      after: auditView(after),
    });
    return toAdminJob(after);
  });
}

/**
 * Runs a failed (or discarded) job again now, with its full number of attempts. Its last
 * error stays until it runs, so the list still says why it failed before.
 */
export function retryJob(db: Database, staffId: string, jobId: string): Promise<AdminJob> {
  return changeJob(db, staffId, jobId, {
    from: ['failed', 'discarded'],
    set: { status: 'pending', attempts: 0, runAt: new Date(), lockedAt: null },
    action: 'job.retried',
    refusal: JOB_NOT_RETRYABLE_MESSAGE,
    makesDue: true,
  });
}

/** Gives up on a failed job: it stays on record, and the worker never runs it again. */
export function discardJob(db: Database, staffId: string, jobId: string): Promise<AdminJob> {
  return changeJob(db, staffId, jobId, {
    from: ['failed'],
    set: { status: 'discarded' },
    action: 'job.discarded',
    refusal: JOB_NOT_DISCARDABLE_MESSAGE,
  });
}
