import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminJob } from '@shared/contracts/admin-ops';
import AdminJobsPage from '@client/routes/admin-jobs';
import { storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest, type FetchHandler } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { admin, editor } from '@client/testing/staff-users';
import { toastTitle } from '@client/testing/toasts';
import { NO_FAILED_JOBS } from './components/jobs-manager';

const { serve, calls, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);
beforeEach(() => storeSignIn('staff', 'staff-token', admin));

const failedMail: AdminJob = {
  id: 'job-1',
  type: 'mail.send',
  status: 'failed',
  attempts: 12,
  maxAttempts: 12,
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  runAt: '2025-03-04T15:00:00.000Z',
  createdAt: '2025-03-04T15:00:00.000Z',
  updatedAt: '2025-03-05T09:30:00.000Z',
  summary: 'E-mail to mary@example.com: Your case was updated',
};

const FAILED = '/api/admin/jobs?status=failed';
const jobsPage = { '/admin/jobs': <AdminJobsPage /> };

/** The failed list holds `jobs` until a retry or discard removes the job. */
function serveJobs(failed: AdminJob[], answer?: FetchHandler) {
  let current = failed;
  serve(answerSessionCheck('staff', admin), answer ?? (() => undefined), (method, url) => {
    if (method === 'GET' && url === FAILED) return jsonResponse(current);
    const change = url.match(/^\/api\/admin\/jobs\/(.+)\/(retry|discard)$/);
    if (method === 'POST' && change) {
      const job = current.find((item) => item.id === change[1])!;
      current = current.filter((item) => item.id !== job.id);
      return jsonResponse({
        ...job,
        status: change[2] === 'retry' ? 'pending' : 'discarded',
        attempts: change[2] === 'retry' ? 0 : job.attempts,
      });
    }
    return undefined;
  });
}

const card = () =>
  screen.getByRole('listitem', { name: 'E-mail to mary@example.com: Your case was updated' });

describe('Background jobs (/admin/jobs)', () => {
  it('is for administrators only', async () => {
    storeSignIn('staff', 'staff-token', editor);
    serve(answerSessionCheck('staff', editor));
    renderAt('/admin/jobs', jobsPage);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrators only' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the staff area/ })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(calls('GET', FAILED)).toHaveLength(0);
  });

  it('says so when nothing failed', async () => {
    serveJobs([]);
    renderAt('/admin/jobs', jobsPage);
    expect(await screen.findByText(NO_FAILED_JOBS)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Background Jobs' })).toBeInTheDocument();
  });

  it('shows a failed job with its last error, and retries it', async () => {
    serveJobs([failedMail]);
    const { user } = renderAt('/admin/jobs', jobsPage);
    await screen.findByText('Showing 1 job, most recently changed first.');
    const job = card();
    expect(job).toHaveTextContent('Type: mail.send');
    expect(job).toHaveTextContent('Attempts: 12 of 12');
    expect(job).toHaveTextContent('Created: Mar 4, 2025');
    expect(within(job).getByText('connect ECONNREFUSED 127.0.0.1:587').tagName).toBe('PRE');

    await user.click(within(job).getByRole('button', { name: 'Retry' }));
    await sentOnce('POST', '/api/admin/jobs/job-1/retry');
    expect(await toastTitle('Job queued to run again')).toBeInTheDocument();
    expect(await screen.findByText(NO_FAILED_JOBS)).toBeInTheDocument();
  });

  it('asks before discarding, and keeps the job when the admin changes their mind', async () => {
    serveJobs([failedMail]);
    const { user } = renderAt('/admin/jobs', jobsPage);
    await screen.findByText('Showing 1 job, most recently changed first.');

    await user.click(within(card()).getByRole('button', { name: 'Discard' }));
    let dialog = screen.getByRole('dialog', { name: 'Discard this job?' });
    expect(dialog).toHaveTextContent('E-mail to mary@example.com: Your case was updated');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the job' }));
    expect(calls('POST', '/api/admin/jobs/job-1/discard')).toHaveLength(0);

    await user.click(within(card()).getByRole('button', { name: 'Discard' }));
    dialog = screen.getByRole('dialog', { name: 'Discard this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard the job' }));
    await sentOnce('POST', '/api/admin/jobs/job-1/discard');
    expect(await toastTitle('Job discarded')).toBeInTheDocument();
    expect(await screen.findByText(NO_FAILED_JOBS)).toBeInTheDocument();
  });

  it("shows the server's reason when a retry is refused", async () => {
    serveJobs([failedMail], (method, url) =>
      method === 'POST' && url === '/api/admin/jobs/job-1/retry'
        ? jsonResponse(
            {
              message: 'Only a failed or discarded job can be retried.',
              code: 'JOB_STATE_CONFLICT',
            },
            409,
          )
        : undefined,
    );
    const { user } = renderAt('/admin/jobs', jobsPage);
    await screen.findByText('Showing 1 job, most recently changed first.');
    await user.click(within(card()).getByRole('button', { name: 'Retry' }));
    expect(await toastTitle('We could not retry the job.')).toBeInTheDocument();
    expect(
      await screen.findByText('Only a failed or discarded job can be retried.'),
    ).toBeInTheDocument();
  });

  it('shows other statuses through the filter, kept in the address', async () => {
    serveJobs([], (method, url) =>
      method === 'GET' && url === '/api/admin/jobs?status=pending'
        ? jsonResponse([{ ...failedMail, status: 'pending', attempts: 1, lastError: null }])
        : undefined,
    );
    const { user, router } = renderAt('/admin/jobs', jobsPage);
    await screen.findByText(NO_FAILED_JOBS);
    await user.selectOptions(screen.getByLabelText('Show'), 'pending');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await screen.findByText('Showing 1 job, most recently changed first.');
    expect(card()).toHaveTextContent('Status: Waiting to run');
    expect(within(card()).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
