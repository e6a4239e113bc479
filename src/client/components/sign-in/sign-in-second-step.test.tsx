import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientAuthResponse } from '@shared/contracts/auth';
import { sessionIdleMessage } from '@shared/contracts/sessions';
import {
  MFA_TOKEN_EXPIRED_MESSAGE,
  WRONG_CODE_MESSAGE,
  type MfaRequiredResponse,
} from '@shared/contracts/two-step';
import AccountSettingsPage from '@client/routes/account-settings';
import AdminPage from '@client/routes/admin';
import AuthPage from '@client/routes/auth';
import PartnerLoginPage from '@client/routes/partner-login';
import StaffLoginPage from '@client/routes/staff-login';
import { readToken, storeSignIn } from '@client/lib/auth-storage';
import {
  jsonResponse,
  routeTable,
  sentBody,
  stubFetchForEachTest,
} from '@client/testing/fetch-stub';
import { onboardedClient } from '@client/testing/client-users';
import { renderAt } from '@client/testing/render';
import { browserWithPasskeys, forgetBrowserPasskeysAfterEach } from '@client/testing/security';
import { admin } from '@client/testing/staff-users';

const { fetchMock, serve, calls, sentOnce } = stubFetchForEachTest();

const challenge: MfaRequiredResponse = {
  mfaRequired: true,
  mfaToken: 'mfa-token-1',
  methods: ['totp', 'recoveryCode'],
};
const staffSignedIn = { token: 'staff-token', user: admin };

function renderStaffLogin() {
  return renderAt('/staff-login', {
    '/staff-login': <StaffLoginPage />,
    '/admin': <h1>Admin stub</h1>,
    '/admin/security': <h1>Security stub</h1>,
  });
}

type User = ReturnType<typeof renderAt>['user'];

async function typePassword(user: User, emailLabel = 'Email address') {
  await user.type(await screen.findByLabelText(emailLabel), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'a long password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Staff sign-in second step', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    serve(
      routeTable({
        'POST /api/staff/login': () => jsonResponse(challenge),
        'POST /api/staff/login/mfa': () => jsonResponse(staffSignedIn),
        'GET /api/staff/me': () => jsonResponse({ user: admin }),
      }),
    );
    const { user, router } = renderStaffLogin();
    await typePassword(user);

    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Enter the code from your app' }),
    ).toBeVisible();
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription(/Open your authenticator app/);
    // The password step is out of sight, and no session yet.
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(readToken('staff')).toBeNull();

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Admin stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(readToken('staff')).toBe('staff-token');
    expect(await sentOnce('POST', '/api/staff/login/mfa')).toEqual({
      mfaToken: 'mfa-token-1',
      code: '123456',
    });
  });

  it('says a wrong code in an alert, empties the box and lets the person try again', async () => {
    serve(
      routeTable({
        'POST /api/staff/login': () => jsonResponse(challenge),
        'POST /api/staff/login/mfa': () =>
          jsonResponse({ message: WRONG_CODE_MESSAGE, code: 'WRONG_CODE' }, 401),
      }),
    );
    const { user } = renderStaffLogin();
    await typePassword(user);
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const form = code.closest('form')!;
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(WRONG_CODE_MESSAGE),
    );
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('');
    expect(readToken('staff')).toBeNull();
  });

  it('checks the code is 6 digits before sending it', async () => {
    serve(routeTable({ 'POST /api/staff/login': () => jsonResponse(challenge) }));
    const { user } = renderStaffLogin();
    await typePassword(user);
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(/Enter the 6-digit code/);
    expect(calls('POST', '/api/staff/login/mfa')).toHaveLength(0);
  });

  it('signs in with a recovery code instead', async () => {
    serve(
      routeTable({
        'POST /api/staff/login': () => jsonResponse(challenge),
        'POST /api/staff/login/mfa': () => jsonResponse(staffSignedIn),
        'GET /api/staff/me': () => jsonResponse({ user: admin }),
      }),
    );
    const { user } = renderStaffLogin();
    await typePassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));

    const box = await screen.findByRole('textbox', { name: 'Recovery code' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
    await user.type(box, 'ABCD-EFGH-12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Admin stub')).toBeInTheDocument();
    expect(await sentOnce('POST', '/api/staff/login/mfa')).toEqual({
      mfaToken: 'mfa-token-1',
      recoveryCode: 'abcdefgh12',
    });
  });

  it('goes back to the password step with the reason when the sign-in ran out', async () => {
    serve(
      routeTable({
        'POST /api/staff/login': () => jsonResponse(challenge),
        'POST /api/staff/login/mfa': () =>
          jsonResponse({ message: MFA_TOKEN_EXPIRED_MESSAGE, code: 'MFA_TOKEN_EXPIRED' }, 401),
      }),
    );
    const { user } = renderStaffLogin();
    await typePassword(user);
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const password = await screen.findByLabelText('Password');
    await waitFor(() => expect(password).toBeVisible());
    expect(screen.getByText(MFA_TOKEN_EXPIRED_MESSAGE).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
    // What was typed stays; the password box has the focus for another try.
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
    await waitFor(() => expect(password).toHaveFocus());
    expect(readToken('staff')).toBeNull();
  });

  it('starts over with Back', async () => {
    serve(routeTable({ 'POST /api/staff/login': () => jsonResponse(challenge) }));
    const { user } = renderStaffLogin();
    await typePassword(user);
    await user.click(await screen.findByRole('button', { name: 'Back to email and password' }));

    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Enter the code from your app' })).toBeNull();
  });

  it('opens the Security page when the role must set up two-step sign-in first', async () => {
    serve(
      routeTable({
        'POST /api/staff/login': () => jsonResponse({ ...staffSignedIn, mfaSetupRequired: true }),
      }),
    );
    const { user, router } = renderStaffLogin();
    await typePassword(user);
    expect(await screen.findByText('Security stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/security');
  });
});

describe('The other sign-in screens ask for the second step too', () => {
  it('client sign-in (/auth)', async () => {
    const signedIn: ClientAuthResponse = { token: 'client-token', user: onboardedClient };
    serve(
      routeTable({
        'POST /api/auth/login': () => jsonResponse(challenge),
        'POST /api/auth/login/mfa': () => jsonResponse(signedIn),
      }),
    );
    const { user } = renderAt('/auth', {
      '/auth': <AuthPage />,
      '/dashboard': <h1>Dashboard stub</h1>,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'm@e.com');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Dashboard stub')).toBeInTheDocument();
    expect(readToken('client')).toBe('client-token');
    expect(sentBody(calls('POST', '/api/auth/login/mfa')[0])).toEqual({
      mfaToken: 'mfa-token-1',
      code: '654321',
    });
  });

  it('partner sign-in (/partner-login)', async () => {
    serve(routeTable({ 'POST /api/partners/login': () => jsonResponse(challenge) }));
    const { user } = renderAt('/partner-login', { '/partner-login': <PartnerLoginPage /> });
    await typePassword(user, 'Email Address');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Enter the code from your app' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
  });
});

describe('The second step with a passkey', () => {
  const passkeyChallenge: MfaRequiredResponse = {
    ...challenge,
    methods: ['passkey', 'totp', 'recoveryCode'],
  };
  const signInOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] };

  forgetBrowserPasskeysAfterEach();

  it('offers the passkey first, says when the device was not used, and keeps the other ways', async () => {
    browserWithPasskeys({
      get: () =>
        Promise.reject(new DOMException('The operation was cancelled.', 'NotAllowedError')),
    });
    serve(
      routeTable({
        'POST /api/staff/login': () => jsonResponse(passkeyChallenge),
        'POST /api/staff/login/mfa/passkey-options': () => jsonResponse(signInOptions),
      }),
    );
    const { user } = renderStaffLogin();
    await typePassword(user);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Confirm it is you with your passkey' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
    expect(await sentOnce('POST', '/api/staff/login/mfa/passkey-options')).toEqual({
      mfaToken: 'mfa-token-1',
    });
    expect(await screen.findByText(/The passkey was not used/)).toBeVisible();
    expect(navigator.credentials.get).toHaveBeenCalledOnce();
    expect(calls('POST', '/api/staff/login/mfa')).toHaveLength(0);
    expect(readToken('staff')).toBeNull();

    // The app's code and a recovery code remain a press away.
    expect(screen.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use the code from my app instead' }));
    expect(await screen.findByRole('textbox', { name: '6-digit code' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use a passkey instead' })).toBeVisible();
  });

  it('goes back to the password step when the sign-in ran out before the passkey', async () => {
    browserWithPasskeys({ get: () => Promise.reject(new Error('not reached')) });
    serve(
      routeTable({
        'POST /api/staff/login': () => jsonResponse(passkeyChallenge),
        'POST /api/staff/login/mfa/passkey-options': () =>
          jsonResponse({ message: MFA_TOKEN_EXPIRED_MESSAGE, code: 'MFA_TOKEN_EXPIRED' }, 401),
      }),
    );
    const { user } = renderStaffLogin();
    await typePassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use my passkey' }));

    expect(await screen.findByText(MFA_TOKEN_EXPIRED_MESSAGE)).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(navigator.credentials.get).not.toHaveBeenCalled();
  });
});

describe('Signed out for lack of use', () => {
  it('takes a staff member to the sign-in page, which says why', async () => {
    storeSignIn('staff', 'idle-token', admin);
    fetchMock.mockResolvedValue(
      jsonResponse({ message: sessionIdleMessage('staff'), code: 'SESSION_IDLE' }, 401),
    );
    const { user, router } = renderAt('/admin', {
      '/admin': <AdminPage />,
      '/staff-login': <StaffLoginPage />,
    });

    const notice = await screen.findByText(sessionIdleMessage('staff'));
    expect(router.state.location.pathname).toBe('/staff-login');
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(readToken('staff')).toBeNull();

    // It stays until dismissed (or a new sign-in).
    await user.click(screen.getByRole('button', { name: 'Dismiss this message' }));
    expect(screen.queryByText(sessionIdleMessage('staff'))).not.toBeInTheDocument();
  });

  it('takes a client from their settings to the sign-in page, which says why', async () => {
    storeSignIn('client', 'idle-token', onboardedClient);
    fetchMock.mockResolvedValue(
      jsonResponse({ message: sessionIdleMessage('client'), code: 'SESSION_IDLE' }, 401),
    );
    const { router } = renderAt('/dashboard/settings', {
      '/dashboard/settings': <AccountSettingsPage />,
      '/auth': <AuthPage />,
    });
    expect(await screen.findByText(sessionIdleMessage('client'))).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  it('says nothing of the kind after an ordinary expiry', async () => {
    storeSignIn('staff', 'old-token', admin);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Please sign in.', code: 'X' }, 401));
    renderAt('/admin', { '/admin': <AdminPage />, '/staff-login': <StaffLoginPage /> });
    expect(await screen.findByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
    expect(screen.queryByText(/without activity/)).not.toBeInTheDocument();
  });
});
