import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffUser } from '@shared/contracts/auth';
import AdminPage from '@client/routes/admin';
import { storeSignIn } from '@client/lib/auth-storage';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { admin, editor } from '@client/testing/staff-users';

const { fetchMock, serve: serveFetch } = stubFetchForEachTest();

/** Signs `user` in; the queue holds `waiting` applications. */
function serve(user: StaffUser, waiting: number) {
  storeSignIn('staff', 'staff-token', user);
  const queue = Array.from({ length: waiting }, (_, index) => ({ id: `app-${index}` }));
  serveFetch(
    answerSessionCheck('staff', user),
    routeTable({
      'GET /api/admin/partner-applications?status=submitted': () => jsonResponse(queue),
    }),
  );
}

const renderAdmin = () => renderAt('/admin', { '/admin': <AdminPage /> });

describe('Staff start page: administrators’ tools', () => {
  it('shows administrators the applications (with how many wait) and the cases', async () => {
    serve(admin, 2);
    renderAdmin();

    const section = await screen.findByRole('region', { name: 'Administration' });
    expect(within(section).getByRole('heading', { name: 'Partner applications' })).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Review partner applications' }),
    ).toHaveAttribute('href', '/admin/applications');
    expect(await within(section).findByText('2 applications waiting for a review.')).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Cases' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Open cases' })).toHaveAttribute(
      'href',
      '/admin/cases',
    );
    expect(screen.queryByText(/Planned for administrators/)).not.toBeInTheDocument();
  });

  it('says when no application is waiting', async () => {
    serve(admin, 0);
    renderAdmin();
    expect(await screen.findByText('No applications are waiting for a review.')).toBeVisible();
  });

  it('shows editors neither card and does not ask for the queue', async () => {
    serve(editor, 2);
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Staff Area' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open content management' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Administration' })).not.toBeInTheDocument();
    expect(screen.queryByText('Partner applications')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/staff/me']);
  });
});
