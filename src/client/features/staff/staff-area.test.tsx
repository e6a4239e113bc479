import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@shared/contracts/auth';
import AdminPage from '@client/routes/admin';
import StaffLoginPage from '@client/routes/staff-login';
import { clearAllSignIns, readToken, storeSignIn } from '@client/lib/auth-storage';
import { createQueryClient } from '@client/lib/query-client';

const fetchMock = vi.fn<typeof fetch>();
const admin: StaffUser = {
  id: 'staff-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderAt(url: string, pages: Record<string, ReactNode>) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    Object.entries(pages).map(([path, element]) => ({ path, element })),
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  clearAllSignIns();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('Staff area (/admin)', () => {
  it('sends a visitor who is not signed in to the staff sign-in page', async () => {
    const { router } = renderAt('/admin', {
      '/admin': <AdminPage />,
      '/staff-login': <h1>Staff login stub</h1>,
    });
    expect(await screen.findByText('Staff login stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff-login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows who is signed in, with the role label, once the token checks out', async () => {
    storeSignIn('staff', 'staff-token', admin);
    fetchMock.mockResolvedValue(json({ user: admin }));
    renderAt('/admin', { '/admin': <AdminPage /> });

    expect(await screen.findByRole('heading', { name: 'Staff Area' })).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent(
      'Signed in as Ada Lovelace (Administrator)',
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open content management' })).toHaveAttribute(
      'href',
      '/cms',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/staff/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('drops a stored token the server no longer accepts', async () => {
    storeSignIn('staff', 'expired', admin);
    fetchMock.mockResolvedValue(json({ message: 'Please sign in.', code: 'X' }, 401));
    renderAt('/admin', {
      '/admin': <AdminPage />,
      '/staff-login': <h1>Staff login stub</h1>,
    });
    expect(await screen.findByText('Staff login stub')).toBeInTheDocument();
    expect(readToken('staff')).toBeNull();
  });
});

describe('Staff sign in (/staff-login)', () => {
  async function signIn(user: ReturnType<typeof renderAt>['user']) {
    await user.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('shows the spec message for wrong credentials', async () => {
    fetchMock.mockResolvedValue(json({ message: 'x', code: 'INVALID_CREDENTIALS' }, 401));
    const { user } = renderAt('/staff-login', { '/staff-login': <StaffLoginPage /> });
    expect(await screen.findByRole('heading', { name: 'Staff Sign In' })).toBeInTheDocument();
    await signIn(user);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(
      screen.getAllByText('Invalid email or password. Please check your credentials.'),
    ).toHaveLength(2);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/staff/login');
  });

  it('keeps the staff token and opens the staff area', async () => {
    fetchMock.mockImplementation(async (input) =>
      input === '/api/staff/me'
        ? json({ user: admin })
        : json({ token: 'new-staff-token', user: admin }),
    );
    const { user, router } = renderAt('/staff-login', {
      '/staff-login': <StaffLoginPage />,
      '/admin': <h1>Admin stub</h1>,
    });
    await signIn(user);
    expect(await screen.findByText('Admin stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(readToken('staff')).toBe('new-staff-token');
    expect(readToken('client')).toBeNull();
  });
});
