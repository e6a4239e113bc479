import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_JOB_TYPE, type AdminHealth } from '@shared/contracts/admin-health';
import { jobs } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs';
import { enqueueMail, MAIL_JOB } from '../../platform/mail';
import { bearer, createStaffAccount, type TestAccount } from '../../testing/accounts';
import { expectAdminsOnly } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp({ minFreeDiskMb: 150 });
const db = () => testApp.database.db;
let admin: TestAccount;

beforeAll(async () => {
  admin = await createStaffAccount(db(), 'admin');
});
afterEach(async () => {
  unblockOutbox();
  await db().delete(jobs);
});

const outboxPath = () => join(testApp.config.dataDir, 'outbox');
/** A file where the outbox folder should be: sending fails, as with a dead SMTP server. */
function blockOutbox() {
  unblockOutbox();
  writeFileSync(outboxPath(), 'in the way');
}
function unblockOutbox() {
  rmSync(outboxPath(), { recursive: true, force: true });
}

async function health(): Promise<AdminHealth> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/admin/health',
    headers: bearer(admin.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminHealth>();
}

const letter = (subject: string) => ({ to: 'a@example.com', subject, text: 'Hello.' });
const runJobs = () => testApp.app.jobs.runDueJobs();
const setJob = (id: string, values: Partial<typeof jobs.$inferInsert>) =>
  db().update(jobs).set(values).where(eq(jobs.id, id));

describe('GET /api/admin/health', () => {
  it('is for administrators only', async () => {
    await expectAdminsOnly(testApp.app, db(), [{ method: 'GET', url: '/api/admin/health' }]);
  });

  it('says all is quiet on a new service: no mail problem, no backup yet, disk space', async () => {
    const answer = await health();
    expect(answer).toEqual({
      mail: { failingSince: null, lastSentAt: null },
      lastBackupAt: null,
      disk: {
        freeBytes: expect.any(Number) as number,
        totalBytes: expect.any(Number) as number,
        minimumFreeBytes: 150 * 1024 * 1024,
      },
      jobs: { waiting: 0, oldestWaitingSeconds: 0, failed: 0 },
    });
    expect(answer.disk!.freeBytes).toBeGreaterThan(0);
    expect(answer.disk!.totalBytes).toBeGreaterThanOrEqual(answer.disk!.freeBytes);
  });

  it('says since when mail is failing, and forgets it once e-mail goes out again', async () => {
    await enqueueMail(db(), letter('Sent'));
    await runJobs();
    const { lastSentAt } = (await health()).mail;
    expect(lastSentAt).not.toBeNull();

    blockOutbox();
    const failing = await enqueueMail(db(), letter('Stuck'));
    const queuedAt = new Date(Date.now() + 60_000);
    await setJob(failing, { createdAt: queuedAt });
    await runJobs();
    expect((await health()).mail).toEqual({ failingSince: queuedAt.toISOString(), lastSentAt });

    unblockOutbox();
    await setJob(failing, { runAt: new Date() });
    await runJobs();
    const after = (await health()).mail;
    expect(after.failingSince).toBeNull();
    expect(new Date(after.lastSentAt!).getTime()).toBeGreaterThan(new Date(lastSentAt!).getTime());
  });

  it('says mail is failing from the last delivery when the stuck e-mail is older', async () => {
    blockOutbox();
    const stuck = await enqueueMail(db(), letter('Queued long ago'));
    await setJob(stuck, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const delivered = await enqueueJob(db(), MAIL_JOB, letter('Went out'));
    const deliveredAt = new Date('2026-02-01T00:00:00Z');
    await setJob(delivered, { status: 'done', completedAt: deliveredAt });
    await runJobs();
    expect((await health()).mail.failingSince).toBe(deliveredAt.toISOString());
  });

  it('gives the last backup that succeeded, and the jobs waiting and failed', async () => {
    const done = await enqueueJob(
      db(),
      BACKUP_JOB_TYPE,
      {},
      { runAt: new Date(Date.now() + 3_600_000) },
    );
    const finishedAt = new Date('2026-03-04T05:06:07Z');
    await setJob(done, { status: 'done', completedAt: finishedAt });
    const gaveUp = await enqueueJob(
      db(),
      BACKUP_JOB_TYPE,
      {},
      { runAt: new Date(Date.now() + 3_600_000) },
    );
    await setJob(gaveUp, { status: 'failed', completedAt: null, lastError: 'disk full' });
    const waiting = await enqueueJob(db(), 'some.work', {});
    await setJob(waiting, { runAt: new Date(Date.now() - 90_000) });

    const answer = await health();
    expect(answer.lastBackupAt).toBe(finishedAt.toISOString());
    expect(answer.jobs.waiting).toBe(1);
    expect(answer.jobs.failed).toBe(1);
    expect(answer.jobs.oldestWaitingSeconds).toBeGreaterThanOrEqual(90);
  });
});
