import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminPage from '@client/routes/admin';
import StaffLoginPage from '@client/routes/staff-login';
import { readToken, storeSignIn } from '@client/lib/auth-storage';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { admin } from '@client/testing/staff-users';

const { fetchMock } = stubFetchForEachTest();

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
    fetchMock.mockResolvedValue(jsonResponse({ user: admin }));
    renderAt('/admin', { '/admin': <AdminPage /> });

    expect(await screen.findByRole('heading', { name: 'Staff Area' })).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent(
      'Signed in as Ada Lovelace (Administrator)',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
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
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Please sign in.', code: 'X' }, 401));
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
    fetchMock.mockResolvedValue(jsonResponse({ message: 'x', code: 'INVALID_CREDENTIALS' }, 401));
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
        ? jsonResponse({ user: admin })
        : jsonResponse({ token: 'new-staff-token', user: admin }),
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
