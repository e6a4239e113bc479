import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartnerAuthResponse } from '@shared/contracts/partners';
import PartnerLoginPage from '@client/routes/partner-login';
import PartnerPortalPage from '@client/routes/partner-portal';
import { readToken, storeSignIn } from '@client/lib/auth-storage';
import { jsonResponse, sentBody, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';

const { fetchMock } = stubFetchForEachTest();
const signedIn: PartnerAuthResponse = {
  token: 'partner-token-1',
  partner: {
    id: 'partner-1',
    companyName: 'Smith Law',
    contactPerson: 'Jane Smith',
    locale: 'en' as const,
    email: 'jane@smithlaw.com',
  },
};
const LOCKED = 'Too many login attempts. Please wait 15 minutes and try again.';

const dashboardStub = { '/partner-dashboard': <h1>Partner dashboard stub</h1> };

function renderLogin() {
  return renderAt('/partner-login', { '/partner-login': <PartnerLoginPage />, ...dashboardStub });
}

async function signIn(user: ReturnType<typeof renderLogin>['user'], scope = screen) {
  await user.type(await scope.findByLabelText('Email Address'), 'jane@smithlaw.com');
  await user.type(scope.getByLabelText('Password'), 'partner password');
  await user.click(scope.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => vi.restoreAllMocks());

describe('Partner sign in (/partner-login)', () => {
  it('shows the spec header, title and the Need Access box with support contacts', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Sign In' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Partner Portal')).toBeVisible();
    expect(screen.getByText('Professional Access')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(
      screen.getByText(
        'Access your dashboard to manage assigned cases and collaborate on client matters',
      ),
    ).toBeVisible();
    const needAccess = screen.getByRole('region', { name: 'Need Access?' });
    expect(within(needAccess).getByRole('link', { name: /Partner Portal/ })).toHaveAttribute(
      'href',
      '/partner-portal',
    );
    expect(within(needAccess).getAllByRole('link', { name: /^\+?[\d(]/ })).toHaveLength(2);
    expect(within(needAccess).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(document.title).toMatch(/^Partner Sign In \|/);
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: /^Show/ }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: /^Hide/ }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in within 8 seconds, keeps the token and opens the dashboard', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockResolvedValue(jsonResponse(signedIn));
    const { user, router } = renderLogin();
    await signIn(user);

    expect(await screen.findByText('Partner dashboard stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partner-dashboard');
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to your partner dashboard!')).toBeInTheDocument();
    expect(readToken('partner')).toBe('partner-token-1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/partners/login');
    expect(sentBody(init)).toEqual({ email: 'jane@smithlaw.com', password: 'partner password' });
    expect(timeout).toHaveBeenCalledWith(8000);
  });

  it('shows the lockout wording from the server in a toast and under the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: LOCKED, code: 'TOO_MANY_ATTEMPTS' }, 429));
    const { user } = renderLogin();
    await signIn(user);

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form')!;
    expect(within(form).getByRole('alert')).toHaveTextContent(LOCKED);
    expect(screen.getAllByText(LOCKED)).toHaveLength(2);
    expect(screen.getByLabelText('Email Address')).toHaveValue('jane@smithlaw.com');
    expect(readToken('partner')).toBeNull();
  });

  it('sends a partner who is already signed in on to the dashboard', async () => {
    storeSignIn('partner', 'stored-token', signedIn.partner);
    fetchMock.mockResolvedValue(jsonResponse({ partner: signedIn.partner }));
    const { router } = renderLogin();

    expect(await screen.findByText('Partner dashboard stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partner-dashboard');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/partners/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer stored-token');
  });

  it('forgets a stored token the server no longer accepts and shows the form', async () => {
    storeSignIn('partner', 'old-token', signedIn.partner);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Please sign in.', code: 'X' }, 401));
    renderLogin();

    expect(await screen.findByRole('heading', { name: 'Partner Sign In' })).toBeVisible();
    await waitFor(() => expect(readToken('partner')).toBeNull());
  });
});

describe('Partner portal sign-in panel', () => {
  it('signs in from the panel beside the tabs and opens the dashboard', async () => {
    fetchMock.mockResolvedValue(jsonResponse(signedIn));
    const { user, router } = renderAt('/partner-portal', {
      '/partner-portal': <PartnerPortalPage />,
      ...dashboardStub,
    });
    const panel = await screen.findByRole('region', { name: 'Partner Sign In' });
    await signIn(user, within(panel) as unknown as typeof screen);

    expect(await screen.findByText('Partner dashboard stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partner-dashboard');
  });
});
