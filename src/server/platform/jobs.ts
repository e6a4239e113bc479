import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { announceOnCommit, type ChangeFeed } from '../db/change-feed';
import type { Database, Executor } from '../db/client';
import { jobs } from '../db/schema';

export type JobHandler = (payload: Record<string, unknown>, job: { id: string }) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface EnqueueOptions {
  maxAttempts?: number;
  runAt?: Date;
}

/**
 * Records work to do later. Called inside the caller's transaction, so the work exists
 * exactly when the data that caused it was stored; a job due now also wakes the job workers of
 * every process once that transaction commits (`announceJobDue`).
 */
export async function enqueueJob(
  executor: Executor,
  type: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string> {
  const [row] = await executor
    .insert(jobs)
    .values({
      type,
      payload,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAt: options.runAt ?? new Date(),
    })
    .returning({ id: jobs.id });
  if (!options.runAt || options.runAt.getTime() <= Date.now()) await announceJobDue(executor, type);
  return row!.id;
}

/**
 * Tells the job workers of every process to look for work now instead of at their next poll.
 * Run on the transaction that made a job due: the database delivers the announcement when it
 * commits, and drops it if it rolls back, so no worker looks before the job can be seen and no
 * caller has to remember to wake anybody after its commit. A lost announcement only delays the
 * job until the next poll.
 */
export async function announceJobDue(executor: Executor, type: string): Promise<void> {
  await announceOnCommit(executor, 'jobs', type);
}

// Arbitrary constant key: one process at a time decides whether a recurring job is scheduled.
const SCHEDULE_LOCK_KEY = 725_110_002;

/**
 * Makes sure exactly one job of a recurring type is waiting, due at `runAt`; safe for several
 * processes. Each run schedules the next one.
 */
export async function ensureJobScheduled(
  db: Database,
  type: string,
  runAt: Date,
  options: Omit<EnqueueOptions, 'runAt'> = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY})`);
    const waiting = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, type), eq(jobs.status, 'pending')));
    if (waiting.length === 0) await enqueueJob(tx, type, {}, { ...options, runAt });
  });
}

export const DEFAULT_MAX_ATTEMPTS = 12;
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** A job still marked running after this long belongs to a process that died; run it again. */
const STALE_LOCK_MS = 10 * 60 * 1000;

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

export interface JobWorkerOptions {
  pollIntervalMs: number;
  retryBaseMs: number;
  log: FastifyBaseLogger;
  /** Where due jobs are announced (`announceJobDue`); while started, each one wakes the worker. */
  announcements?: ChangeFeed;
  /** Told of each failed attempt: whether the job will be tried again or has given up. */
  onFailure?: (type: string, willRetry: boolean) => void;
}

/**
 * Runs due jobs one at a time. Several processes may run workers on one PostgreSQL:
 * FOR UPDATE SKIP LOCKED hands each job to exactly one of them.
 */
export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Woken while running: look again as soon as this round ends. */
  private wokenWhileRunning = false;
  private stopped = true;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Database,
    private readonly handlers: JobHandlers,
    private readonly options: JobWorkerOptions,
  ) {}

  /** Polls for due jobs and listens for announcements of new ones. */
  start(): void {
    this.stopped = false;
    this.stopListening = this.options.announcements?.subscribe('jobs', {
      // Jobs announced while nobody listened are due now: look rather than wait for a poll.
      onReady: () => this.wake(),
      onLost: () => {},
      onChange: () => this.wake(),
    });
    this.schedule(0);
  }

  /** Stops polling and listening, and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const stopListening = this.stopListening;
    this.stopListening = undefined;
    await Promise.all([this.running, stopListening?.()]);
  }

  /** Looks for work now instead of at the next poll (a job was announced). */
  wake(): void {
    if (this.stopped) return;
    // The round in hand may already have looked past the new job: run another straight after.
    if (this.running) this.wokenWhileRunning = true;
    else this.schedule(0);
  }

  /**
   * Runs every job that is due now; answers how many ran. A job that fails is rescheduled
   * after this moment, so one call tries each job at most once.
   */
  async runDueJobs(): Promise<number> {
    const dueBy = new Date();
    let count = 0;
    while (await this.runNextJob(dueBy)) count += 1;
    return count;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.wokenWhileRunning = false;
      this.running = this.runDueJobs()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log.warn({ err: error }, 'job polling failed'))
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          this.schedule(this.wokenWhileRunning ? 0 : this.options.pollIntervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async claimNextJob(dueBy: Date) {
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, dueBy)),
          and(
            eq(jobs.status, 'running'),
            lte(jobs.lockedAt, sql`now() - make_interval(secs => ${STALE_LOCK_MS / 1000})`),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.db
      .update(jobs)
      .set({
        status: 'running',
        lockedAt: sql`now()`,
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return job;
  }

  private async runNextJob(dueBy: Date): Promise<boolean> {
    const job = await this.claimNextJob(dueBy);
    if (!job) return false;
    let outcome: PgUpdateSetSource<typeof jobs>;
    try {
      const handler = this.handlers[job.type];
      if (!handler) throw new Error(`No handler for job type "${job.type}".`);
      await handler(job.payload, { id: job.id });
      outcome = { status: 'done', completedAt: sql`now()`, lockedAt: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const exhausted = job.attempts >= job.maxAttempts;
      const delay = retryDelayMs(job.attempts, this.options.retryBaseMs);
      this.options.log.warn(
        { jobId: job.id, type: job.type, attempts: job.attempts, exhausted, err: message },
        exhausted ? 'job failed for good' : 'job failed; will retry',
      );
      this.options.onFailure?.(job.type, !exhausted);
      outcome = {
        status: exhausted ? 'failed' : 'pending',
        lastError: message.slice(0, 2000),
        lockedAt: null,
        runAt: exhausted ? job.runAt : new Date(Date.now() + delay),
      };
    }
    await this.recordOutcome(job.id, outcome);
    return true;
  }

  /**
   * Stores how a job went. The work itself has happened (the mail has left), so a database
   * that is briefly away must not turn it into a failure or leave the job to run a second
   * time: keep trying until the database answers, or until the worker is stopped.
   */
  private async recordOutcome(
    jobId: string,
    outcome: PgUpdateSetSource<typeof jobs>,
  ): Promise<void> {
    for (;;) {
      try {
        await this.db
          .update(jobs)
          .set({ ...outcome, updatedAt: sql`now()` })
          .where(eq(jobs.id, jobId));
        return;
      } catch (error) {
        if (this.stopped) throw error;
        this.options.log.warn({ jobId, err: error }, 'could not record a job outcome; retrying');
        await new Promise((resolve) => setTimeout(resolve, this.options.pollIntervalMs));
      }
    }
  }
}
