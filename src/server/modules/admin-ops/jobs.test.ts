import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_NOT_DISCARDABLE_MESSAGE,
  JOB_NOT_FOUND_MESSAGE,
  JOB_NOT_RETRYABLE_MESSAGE,
  type AdminJob,
} from '@shared/contracts/admin-ops';
import { auditLog, jobs } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs';
import { MAIL_JOB } from '../../platform/mail';
import { bearer, createStaffAccount, type TestAccount } from '../../testing/accounts';
import { clearOutbox, readOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await createStaffAccount(testApp.database.db, 'admin');
});
afterEach(async () => {
  unblockOutbox();
  await db().delete(jobs);
  await db().delete(auditLog);
});

const db = () => testApp.database.db;
const outboxPath = () => join(testApp.config.dataDir, 'outbox');

/** A file where the outbox folder should be: writing the e-mail fails, as a dead SMTP server would. */
function blockOutbox() {
  clearOutbox(testApp);
  writeFileSync(outboxPath(), 'in the way');
}
function unblockOutbox() {
  rmSync(outboxPath(), { recursive: true, force: true });
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

const letter = {
  to: 'margaret@example.com',
  subject: 'Your case was updated',
  text: 'Private details of the case.',
};

/** A real mail job that the worker tries until it gives up (two attempts). */
async function failedMailJob(message = letter): Promise<string> {
  blockOutbox();
  const id = await enqueueJob(db(), MAIL_JOB, message, { maxAttempts: 2 });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await pause();
    expect(await testApp.app.jobs.runDueJobs()).toBe(1);
  }
  expect((await jobRow(id)).status).toBe('failed');
  return id;
}

async function jobRow(id: string) {
  const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

function call(method: 'GET' | 'POST', url: string) {
  return testApp.app.inject({ method, url, headers: bearer(admin.token) });
}

async function auditRows(action: string, id: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));
}

describe('GET /api/admin/jobs', () => {
  it('lists a failed mail job with its last error and a summary without the body', async () => {
    const id = await failedMailJob();
    await enqueueJob(db(), MAIL_JOB, { ...letter, subject: 'Still waiting' });

    const response = await call('GET', '/api/admin/jobs');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<AdminJob[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      type: MAIL_JOB,
      status: 'failed',
      attempts: 2,
      maxAttempts: 2,
      summary: 'E-mail to margaret@example.com: Your case was updated',
    });
    expect(list[0]!.lastError).toMatch(/EEXIST|ENOTDIR/);
    expect(response.body).not.toContain('Private details');

    const pending = (await call('GET', '/api/admin/jobs?status=pending')).json<AdminJob[]>();
    expect(pending.map((job) => job.summary)).toEqual([
      'E-mail to margaret@example.com: Still waiting',
    ]);
    const all = (await call('GET', '/api/admin/jobs?status=all')).json<AdminJob[]>();
    expect(all).toHaveLength(2);
  });

  it('lists newest first and refuses an unknown status', async () => {
    const older = await enqueueJob(db(), 'report.build', {});
    await pause();
    const newer = await enqueueJob(db(), 'report.build', {});
    const list = (await call('GET', '/api/admin/jobs?status=pending')).json<AdminJob[]>();
    expect(list.map((job) => job.id)).toEqual([newer, older]);
    expect(list[0]!.summary).toBe('Background job "report.build"');

    const bad = await call('GET', '/api/admin/jobs?status=broken');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be failed, pending, discarded or all.');
  });
});

describe('POST /api/admin/jobs/:id/retry', () => {
  it('runs the failed job again with all its attempts, and it succeeds once the cause is gone', async () => {
    const id = await failedMailJob();
    const failedError = (await jobRow(id)).lastError;

    const response = await call('POST', `/api/admin/jobs/${id}/retry`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'pending', attempts: 0 });
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: failedError });
    expect(row.runAt.getTime()).toBeLessThanOrEqual(Date.now());

    const [audit] = await auditRows('job.retried', id);
    expect(audit).toMatchObject({ actorKind: 'staff', actorId: admin.id, entityType: 'job' });
    expect(audit!.before).toMatchObject({ status: 'failed', attempts: 2 });
    expect(audit!.after).toMatchObject({ status: 'pending', attempts: 0 });

    unblockOutbox();
    expect(await testApp.app.jobs.runDueJobs()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(readOutbox(testApp)).toMatchObject([
      { to: letter.to, subject: 'Your case was updated' },
    ]);
  });

  it('answers 409 for a job that has not failed, and 404 for an unknown or malformed id', async () => {
    const pending = await enqueueJob(db(), 'report.build', {});
    const conflict = await call('POST', `/api/admin/jobs/${pending}/retry`);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(JOB_NOT_RETRYABLE_MESSAGE);
    expect(await jobRow(pending)).toMatchObject({ status: 'pending' });

    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await call('POST', `/api/admin/jobs/${id}/retry`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: JOB_NOT_FOUND_MESSAGE });
    }
    expect(await db().select().from(auditLog)).toHaveLength(0);
  });
});

describe('POST /api/admin/jobs/:id/discard', () => {
  it('keeps the failed job as discarded, which the worker never claims, and can still be retried', async () => {
    const id = await failedMailJob();
    unblockOutbox();

    const response = await call('POST', `/api/admin/jobs/${id}/discard`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'discarded' });
    const [audit] = await auditRows('job.discarded', id);
    expect(audit).toMatchObject({ actorKind: 'staff', actorId: admin.id });
    expect(audit!.after).toMatchObject({ status: 'discarded' });

    // Even when due long ago, a discarded job is not run.
    await db()
      .update(jobs)
      .set({ runAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(jobs.id, id));
    expect(await testApp.app.jobs.runDueJobs()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'discarded', attempts: 2 });
    expect(readOutbox(testApp)).toEqual([]);

    const listed = (await call('GET', '/api/admin/jobs?status=discarded')).json<AdminJob[]>();
    expect(listed.map((job) => job.id)).toEqual([id]);
    expect((await call('GET', '/api/admin/jobs')).json()).toEqual([]);

    const again = await call('POST', `/api/admin/jobs/${id}/discard`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(JOB_NOT_DISCARDABLE_MESSAGE);

    expect((await call('POST', `/api/admin/jobs/${id}/retry`)).statusCode).toBe(200);
    expect(await testApp.app.jobs.runDueJobs()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done' });
  });

  it('answers 409 for a pending job and 404 for an unknown one', async () => {
    const pending = await enqueueJob(db(), 'report.build', {});
    expect((await call('POST', `/api/admin/jobs/${pending}/discard`)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/jobs/${randomUUID()}/discard`)).statusCode).toBe(404);
    expect(await jobRow(pending)).toMatchObject({ status: 'pending' });
  });
});
