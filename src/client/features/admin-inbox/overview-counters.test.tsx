import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@shared/contracts/admin-inbox';
import AdminPage from '@client/routes/admin';
import { storeSignIn } from '@client/lib/auth-storage';
import { jsonResponse, stubFetchForEachTest, type FetchHandler } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { admin, editor } from '@client/testing/staff-users';

const { serve, calls } = stubFetchForEachTest();

beforeEach(() => storeSignIn('staff', 'staff-token', admin));

const OVERVIEW = '/api/admin/overview';

const overview: AdminOverview = {
  newIntakeRequests: 3,
  unreadContactMessages: 1,
  newCallbackRequests: 2,
  openCasesByStatus: { submitted: 4, reviewing: 2, in_progress: 5 },
  urgentCases: 0,
  pendingPartnerApplications: 2,
  failedJobs: 7,
};

/** The session, the applications count of the partner cards, then `overviewAnswer`. */
function serveAdmin(overviewAnswer: FetchHandler) {
  serve(
    answerSessionCheck('staff', admin),
    (method, url) =>
      method === 'GET' && url.startsWith('/api/admin/partner-applications')
        ? jsonResponse([])
        : undefined,
    overviewAnswer,
  );
}

const answerOverview =
  (body: unknown, status = 200): FetchHandler =>
  (method, url) =>
    method === 'GET' && url === OVERVIEW ? jsonResponse(body, status) : undefined;

const glance = async () =>
  within((await screen.findByRole('heading', { name: 'At a glance' })).closest('section')!);

describe('At a glance (/admin)', () => {
  it('shows each number with its label, linking to its list', async () => {
    serveAdmin(answerOverview(overview));
    renderAt('/admin', { '/admin': <AdminPage /> });
    const section = await glance();

    const expected = [
      ['3 New intake requests', '/admin/inbox?kind=intake&status=new'],
      ['1 Unread contact messages', '/admin/inbox?kind=contact&status=new'],
      ['2 New callback requests', '/admin/inbox?kind=callbacks'],
      ['4 Cases: Submitted', '/admin/cases?status=submitted'],
      ['2 Cases: Under Review', '/admin/cases?status=reviewing'],
      ['5 Cases: In Progress', '/admin/cases?status=in_progress'],
      ['0 Urgent cases', '/admin/cases?priority=urgent'],
      ['2 Partner applications waiting', '/admin/applications'],
      ['7 Failed background jobs Needs attention', '/admin/jobs'],
    ];
    await section.findByRole('link', { name: expected[0]![0] });
    expect(section.getAllByRole('link')).toHaveLength(expected.length);
    for (const [name, href] of expected) {
      expect(section.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // A problem is said in words, not by colour alone (above); a zero stays calm.
    expect(section.getByRole('link', { name: /Urgent cases/ })).not.toHaveTextContent(
      'Needs attention',
    );
  });

  it('marks urgent cases for attention once there are any', async () => {
    serveAdmin(answerOverview({ ...overview, urgentCases: 1, failedJobs: 0 }));
    renderAt('/admin', { '/admin': <AdminPage /> });
    const section = await glance();

    expect(await section.findByRole('link', { name: /Urgent cases/ })).toHaveTextContent(
      'Needs attention',
    );
    expect(section.getByRole('link', { name: /Failed background jobs/ })).not.toHaveTextContent(
      'Needs attention',
    );
  });

  it('says when the numbers could not be loaded, and tries again', async () => {
    let failing = true;
    serveAdmin((method, url) =>
      method === 'GET' && url === OVERVIEW
        ? failing
          ? jsonResponse({ code: 'INTERNAL', message: 'The database is not answering.' }, 503)
          : jsonResponse(overview)
        : undefined,
    );
    const { user } = renderAt('/admin', { '/admin': <AdminPage /> });
    const section = await glance();

    const alert = await section.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the numbers.');
    expect(alert).toHaveTextContent('The database is not answering.');
    failing = false;
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('link', { name: '3 New intake requests' })).toBeVisible();
  });

  it('offers the inbox among the administrators’ tools', async () => {
    serveAdmin(answerOverview(overview));
    renderAt('/admin', { '/admin': <AdminPage /> });
    expect(await screen.findByRole('link', { name: 'Open the inbox' })).toHaveAttribute(
      'href',
      '/admin/inbox',
    );
  });

  it('is not shown to editors, who never ask for it', async () => {
    storeSignIn('staff', 'staff-token', editor);
    serve(answerSessionCheck('staff', editor));
    renderAt('/admin', { '/admin': <AdminPage /> });
    expect(await screen.findByRole('heading', { name: 'Staff Area' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'At a glance' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls('GET', OVERVIEW)).toHaveLength(0));
  });
});
