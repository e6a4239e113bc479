import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { enqueueJob, JobWorker, retryDelayMs } from './jobs';

let database: DatabaseHandle;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

describe('job queue', () => {
  it('runs a due job once and marks it done', async () => {
    const seen: unknown[] = [];
    const worker = new JobWorker(
      database.db,
      { greet: async (payload) => void seen.push(payload) },
      { pollIntervalMs: 1000, retryBaseMs: 1, log },
    );
    const id = await enqueueJob(database.db, 'greet', { name: 'Ada' });
    expect(await worker.runDueJobs()).toBe(1);
    expect(await worker.runDueJobs()).toBe(0);
    expect(seen).toEqual([{ name: 'Ada' }]);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
    expect(row!.completedAt).toBeInstanceOf(Date);
  });

  it('does not run a job before its time', async () => {
    const worker = new JobWorker(
      database.db,
      { later: async () => {} },
      {
        pollIntervalMs: 1000,
        retryBaseMs: 1,
        log,
      },
    );
    await enqueueJob(database.db, 'later', {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await worker.runDueJobs()).toBe(0);
  });

  it('keeps a job that keeps failing as failed, with its last error, never deleting it', async () => {
    const worker = new JobWorker(
      database.db,
      {
        flaky: async () => {
          throw new Error('mail server said no');
        },
      },
      { pollIntervalMs: 1000, retryBaseMs: 1, log },
    );
    const id = await enqueueJob(database.db, 'flaky', {}, { maxAttempts: 3 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await worker.runDueJobs()).toBe(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await worker.runDueJobs()).toBe(0);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'mail server said no' });
  });

  it('fails a job of an unknown type with a clear error instead of losing it', async () => {
    const worker = new JobWorker(database.db, {}, { pollIntervalMs: 1000, retryBaseMs: 1, log });
    const id = await enqueueJob(database.db, 'mystery', {}, { maxAttempts: 1 });
    await worker.runDueJobs();
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({
      status: 'failed',
      lastError: 'No handler for job type "mystery".',
    });
  });

  it('hands each job to exactly one of two workers running at once', async () => {
    const runs: string[] = [];
    const handlers = {
      count: async (_payload: unknown, job: { id: string }) => {
        runs.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    };
    const options = { pollIntervalMs: 1000, retryBaseMs: 1, log };
    const first = new JobWorker(database.db, handlers, options);
    const second = new JobWorker(database.db, handlers, options);
    for (let index = 0; index < 20; index += 1) await enqueueJob(database.db, 'count', { index });
    const [a, b] = await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(a + b).toBe(20);
    expect(new Set(runs).size).toBe(20);
    expect(runs).toHaveLength(20);
  });

  it('runs a job as soon as the transaction that enqueued it commits, not at the next poll', async () => {
    const seen: unknown[] = [];
    const worker = new JobWorker(
      database.db,
      { greet: async (payload) => void seen.push(payload) },
      // Far beyond the test's patience: only the announcement can explain the job running.
      { pollIntervalMs: 600_000, retryBaseMs: 1, log, announcements: database.changes },
    );
    worker.start();
    try {
      // The first round (at start) and the one when listening begins find nothing to do.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'greet', { name: 'Grace' });
        // Not yet committed: nobody is told, and nobody could see the job anyway.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(seen).toEqual([]);
      });
      await vi.waitFor(() => expect(seen).toEqual([{ name: 'Grace' }]), { timeout: 5000 });
    } finally {
      await worker.stop();
    }
  });

  it('backs off exponentially, capped at an hour', () => {
    expect(retryDelayMs(1, 5000)).toBe(5000);
    expect(retryDelayMs(2, 5000)).toBe(10_000);
    expect(retryDelayMs(4, 5000)).toBe(40_000);
    expect(retryDelayMs(30, 5000)).toBe(3_600_000);
  });
});
