import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@shared/contracts/auth';
import AdminPage from '@client/routes/admin';
import { clearAllSignIns, storeSignIn } from '@client/lib/auth-storage';
import { createQueryClient } from '@client/lib/query-client';

const admin: StaffUser = {
  id: 'staff-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
};
const editor: StaffUser = { ...admin, id: 'staff-2', role: 'editor' };

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Signs `user` in; the queue holds `waiting` applications. */
function serve(user: StaffUser, waiting: number) {
  storeSignIn('staff', 'staff-token', user);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/staff/me') return json({ user });
    if (url === '/api/admin/partner-applications?status=submitted') {
      return json(Array.from({ length: waiting }, (_, index) => ({ id: `app-${index}` })));
    }
    return json({ message: `Unexpected ${url}` }, 500);
  });
}

function renderAdmin() {
  const router = createMemoryRouter([{ path: '/admin', element: <AdminPage /> }], {
    initialEntries: ['/admin'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  clearAllSignIns();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Staff start page: administrators’ tools', () => {
  it('shows administrators the applications (with how many wait) and the cases', async () => {
    serve(admin, 2);
    renderAdmin();

    const section = await screen.findByRole('region', { name: 'Partner network' });
    expect(within(section).getByRole('heading', { name: 'Partner applications' })).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Review partner applications' }),
    ).toHaveAttribute('href', '/admin/applications');
    expect(await within(section).findByText('2 applications waiting for a review.')).toBeVisible();
    expect(
      within(section).getByRole('heading', { name: 'Cases and partner assignment' }),
    ).toBeVisible();
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
    expect(screen.queryByRole('region', { name: 'Partner network' })).not.toBeInTheDocument();
    expect(screen.queryByText('Partner applications')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/staff/me']);
  });
});
