import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

export interface JobCounts {
  /** Pending jobs due now: the queue the worker has not reached yet. */
  due: number;
  /** Pending jobs due later (scheduled work, and failed attempts waiting to retry). */
  scheduled: number;
  running: number;
  /** Jobs that used all their attempts and wait for an administrator. */
  failed: number;
  /** How long the oldest due job has waited, in seconds; 0 when none is due. */
  oldestDueSeconds: number;
}

/**
 * The job queue at a glance, in one short query on the claim index (status, run_at): read at
 * each metrics scrape and by the admin health card. Done and discarded jobs are not counted.
 */
export async function countJobs(db: Database): Promise<JobCounts> {
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} <= now())`.mapWith(
        Number,
      ),
      scheduled:
        sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} > now())`.mapWith(
          Number,
        ),
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')`.mapWith(Number),
      oldestDueSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} <= now())), 0)`.mapWith(
          Number,
        ),
    })
    .from(jobs)
    .where(sql`${jobs.status} in ('pending', 'running', 'failed')`);
  return row!;
}
