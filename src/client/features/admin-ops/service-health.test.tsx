import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminHealth } from '@shared/contracts/admin-health';
import AdminPage from '@client/routes/admin';
import { storeSignIn } from '@client/lib/auth-storage';
import { formatDateTime } from '@client/lib/format-date';
import { jsonResponse, stubFetchForEachTest, type FetchHandler } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { admin } from '@client/testing/staff-users';

const { serve, calls } = stubFetchForEachTest();

beforeEach(() => storeSignIn('staff', 'staff-token', admin));

const HEALTH = '/api/admin/health';
const GB = 1024 ** 3;
const MB = 1024 ** 2;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const healthy: AdminHealth = {
  mail: { failingSince: null, lastSentAt: hoursAgo(1) },
  lastBackupAt: hoursAgo(5),
  disk: { freeBytes: 40 * GB, totalBytes: 100 * GB, minimumFreeBytes: 200 * MB },
  jobs: { waiting: 0, oldestWaitingSeconds: 0, failed: 0 },
};

/** The session, the other cards' calls (answered empty), then `healthAnswer`. */
function serveAdmin(healthAnswer: FetchHandler) {
  serve(
    answerSessionCheck('staff', admin),
    (method, url) =>
      method === 'GET' && url.startsWith('/api/admin/partner-applications')
        ? jsonResponse([])
        : undefined,
    (method, url) =>
      method === 'GET' && url === '/api/admin/overview'
        ? jsonResponse({
            newIntakeRequests: 0,
            unreadContactMessages: 0,
            openCasesByStatus: { submitted: 0, reviewing: 0, in_progress: 0 },
            urgentCases: 0,
            pendingPartnerApplications: 0,
            failedJobs: 0,
          })
        : undefined,
    healthAnswer,
  );
}

const answerHealth =
  (body: unknown, status = 200): FetchHandler =>
  (method, url) =>
    method === 'GET' && url === HEALTH ? jsonResponse(body, status) : undefined;

const healthCard = async () =>
  within((await screen.findByRole('heading', { name: 'Service health' })).closest('section')!);

/** Each line of the card as its text: title, status word and sentences. */
async function lines(): Promise<string[]> {
  const card = await healthCard();
  const items = await card.findAllByRole('listitem');
  return items.map((item) => item.textContent!.replace(/\s+/g, ' ').trim());
}

describe('Service health (/admin)', () => {
  it('says in words that all is well', async () => {
    serveAdmin(answerHealth(healthy));
    renderAt('/admin', { '/admin': <AdminPage /> });

    expect(await lines()).toEqual([
      `E-mail OK E-mail is going out. The last e-mail went out ${formatDateTime(healthy.mail.lastSentAt!)}.`,
      `Backups OK Backups last succeeded at ${formatDateTime(healthy.lastBackupAt!)}.`,
      'Disk space OK 40 GB free of 100 GB on the disk that holds the data folder. The service will not start with less than 200 MB.',
      'Background jobs OK No background job is waiting to run. None has failed.',
    ]);
    expect(calls('GET', HEALTH)).toHaveLength(1);
  });

  it('names each problem with words and an icon, not colour alone, and links to the jobs', async () => {
    const failingSince = hoursAgo(3);
    serveAdmin(
      answerHealth({
        mail: { failingSince, lastSentAt: null },
        lastBackupAt: null,
        disk: { freeBytes: 300 * MB, totalBytes: 100 * GB, minimumFreeBytes: 200 * MB },
        jobs: { waiting: 4, oldestWaitingSeconds: 1800, failed: 2 },
      } satisfies AdminHealth),
    );
    renderAt('/admin', { '/admin': <AdminPage /> });

    expect(await lines()).toEqual([
      `E-mail Needs attention E-mail is failing since ${formatDateTime(failingSince)}. No e-mail has gone out yet. See why in Background jobs.`,
      'Backups Needs attention No backup has run yet.',
      'Disk space Needs attention 300 MB free of 100 GB on the disk that holds the data folder. The service will not start with less than 200 MB.',
      'Background jobs Needs attention 4 background jobs waiting to run, the oldest for 30 minutes. 2 jobs failed and wait for you: open Background jobs.',
    ]);
    const card = await healthCard();
    for (const item of card.getAllByRole('listitem')) {
      expect(item.querySelector('svg[aria-hidden="true"]'), item.textContent!).not.toBeNull();
    }
    expect(card.getByRole('link', { name: 'See why in Background jobs' })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
    expect(card.getByRole('link', { name: 'open Background jobs' })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
  });

  it('calls a backup older than two days a problem, and an unreadable disk too', async () => {
    serveAdmin(answerHealth({ ...healthy, lastBackupAt: hoursAgo(50), disk: null }));
    renderAt('/admin', { '/admin': <AdminPage /> });

    const [, backup, disk] = await lines();
    expect(backup).toMatch(/^Backups Needs attention Backups last succeeded at /);
    expect(disk).toBe(
      'Disk space Needs attention We could not read the free space on the disk that holds the data folder.',
    );
  });

  it('says when the health could not be read, and tries again', async () => {
    let failing = true;
    serveAdmin((method, url) => {
      if (method !== 'GET' || url !== HEALTH) return undefined;
      return failing
        ? jsonResponse({ message: 'The database is not answering.', code: 'UNAVAILABLE' }, 503)
        : jsonResponse(healthy);
    });
    renderAt('/admin', { '/admin': <AdminPage /> });

    const card = await healthCard();
    expect(await card.findByText("We could not check the service's health.")).toBeVisible();
    expect(card.getByText('The database is not answering.')).toBeVisible();
    failing = false;
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText(/E-mail is going out/)).toBeVisible();
  });
});
