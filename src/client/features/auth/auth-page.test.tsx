import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClientAuthResponse } from '@shared/contracts/auth';
import AuthPage from '@client/routes/auth';
import { readToken } from '@client/lib/auth-storage';
import { loadPasswordStrength } from '@client/lib/password-rules';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, sentBody, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';

const { fetchMock } = stubFetchForEachTest();
// The password strength rule's dictionaries load once, before the forms are used.
beforeAll(async () => {
  // Building the estimator's ranked dictionaries happens on the first check.
  (await loadPasswordStrength()).assessPassword('warm up');
}, 60_000);

const newUser: ClientAuthResponse = {
  token: 'token-123',
  user: {
    id: 'user-1',
    email: 'mary@example.com',
    firstName: 'Mary',
    lastName: 'Jones',
    phone: null,
    hasCompletedOnboarding: false,
    locale: 'en' as const,
  },
};

/** The visible e-mail box (the other tab's form stays in the page, hidden). */
const emailBox = () => screen.findByRole('textbox', { name: 'Email address' });

function renderAuth(url = '/auth') {
  return renderAt(url, { '/auth': <AuthPage />, '/dashboard': <h1>Dashboard stub</h1> });
}

afterEach(() => vi.restoreAllMocks());

describe('Auth page tabs', () => {
  it('opens on Sign In', async () => {
    renderAuth();
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Sign In \|/);
  });

  it('opens on Create Account with ?tab=register', async () => {
    renderAuth('/auth?tab=register');
    const panel = await screen.findByRole('tabpanel', { name: 'Create Account' });
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(panel).findByRole('textbox', { name: 'First name' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('switches tabs with the arrow keys and keeps what was typed', async () => {
    const { user } = renderAuth();
    await user.type(await emailBox(), 'kept@example.com');

    screen.getByRole('tab', { name: 'Sign In' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeVisible();

    await user.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true'),
    );
    const signInPanel = screen.getByRole('tabpanel', { name: 'Sign In' });
    expect(within(signInPanel).getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'kept@example.com',
    );
  });
});

describe('Sign In', () => {
  async function signIn(user: ReturnType<typeof renderAuth>['user']) {
    await user.type(await emailBox(), 'mary@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it.each([
    [429, 'Too many login attempts. Please wait 15 minutes and try again.'],
    [401, 'Invalid email or password. Please check your credentials.'],
    [408, 'Login is taking longer than expected. Please try again.'],
  ])('maps HTTP %i to the spec message in a toast and under the form', async (status, text) => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'server wording', code: 'X' }, status));
    const { user } = renderAuth();
    await signIn(user);

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form')!;
    expect(within(form).getByRole('alert')).toHaveTextContent(text);
    // Once in the toast, once under the form.
    expect(screen.getAllByText(text)).toHaveLength(2);
    expect(screen.queryByText('server wording')).not.toBeInTheDocument();
    // What was typed stays.
    expect(await emailBox()).toHaveValue('mary@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
  });

  it('treats its own 8-second time limit like HTTP 408', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockRejectedValue(new DOMException('signal timed out', 'TimeoutError'));
    const { user } = renderAuth();
    await signIn(user);

    await waitFor(() =>
      expect(
        screen.getAllByText('Login is taking longer than expected. Please try again.'),
      ).toHaveLength(2),
    );
    expect(timeout).toHaveBeenCalledWith(8000);
  });

  it('shows the server message for other failures', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'The service is briefly unavailable.', code: 'X' }, 503),
    );
    const { user } = renderAuth();
    await signIn(user);
    await waitFor(() =>
      expect(screen.getAllByText('The service is briefly unavailable.')).toHaveLength(2),
    );
  });

  it('sends the credentials, keeps the token and opens the dashboard', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ ...newUser, user: { ...newUser.user, hasCompletedOnboarding: true } }),
    );
    const { user, router } = renderAuth();
    await signIn(user);

    expect(await screen.findByText('Dashboard stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(readToken('client')).toBe('token-123');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(sentBody(init)).toEqual({
      email: 'mary@example.com',
      password: 'wrong password',
    });
  });

  it('marks empty fields and focuses the first one without sending', async () => {
    const { user } = renderAuth();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const email = await emailBox();
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email address is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Create Account', () => {
  async function fillRegistration(
    user: ReturnType<typeof renderAuth>['user'],
    password: string,
    confirmation: string,
  ) {
    await user.type(await screen.findByLabelText('First name'), 'Mary');
    await user.type(screen.getByLabelText('Last name'), 'Jones');
    const panel = screen.getByRole('tabpanel', { name: 'Create Account' });
    await user.type(within(panel).getByLabelText('Email address'), 'mary@example.com');
    if (password) await user.type(screen.getByLabelText('Choose a password'), password);
    if (confirmation)
      await user.type(screen.getByLabelText('Type the password again'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('stops a password mismatch with the spec toast and sends nothing', async () => {
    const { user } = renderAuth('/auth?tab=register');
    await fillRegistration(user, 'correct horse battery', 'correct horse battery!');

    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(screen.getByText('Please ensure both password fields match.')).toBeInTheDocument();
    const confirmation = screen.getByLabelText('Type the password again');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveAccessibleDescription(/not the same/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops a password shorter than 8 characters with the spec toast and sends nothing', async () => {
    const { user } = renderAuth('/auth?tab=register');
    await fillRegistration(user, 'short12', 'short12');

    expect(await screen.findByText('Weak password')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    const password = screen.getByLabelText('Choose a password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.queryByText('Password mismatch')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops a password that is easy to guess, says why and how, and sends nothing', async () => {
    const { user } = renderAuth('/auth?tab=register');
    await fillRegistration(user, 'password1', 'password1');

    expect(await screen.findByText('Password Too Easy to Guess')).toBeInTheDocument();
    const password = screen.getByLabelText('Choose a password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/too easy to guess\. This is a commonly used/),
    );
    expect(password).toHaveAccessibleDescription(/three or four unrelated words/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stops a password built from the person's own name", async () => {
    const { user } = renderAuth('/auth?tab=register');
    await fillRegistration(user, 'MaryJones', 'MaryJones');
    expect(await screen.findByText('Password Too Easy to Guess')).toBeInTheDocument();
    // "Mary" and "Jones" are common names too, which is the reason zxcvbn gives first.
    expect(screen.getByLabelText('Choose a password')).toHaveAccessibleDescription(
      /too easy to guess\. (It contains your name|Common names)/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a taken e-mail at the field and in the toast, keeping what was typed', async () => {
    const taken = 'An account with this email address already exists.';
    fetchMock.mockResolvedValue(jsonResponse({ message: taken, code: 'EMAIL_TAKEN' }, 409));
    const { user } = renderAuth('/auth?tab=register');
    await fillRegistration(user, 'correct horse battery', 'correct horse battery');

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Create Account' });
    const email = within(panel).getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveValue('mary@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Mary');
  });

  it('falls back to the spec wording when a failure has no message', async () => {
    fetchMock.mockRejectedValue(new Error(''));
    const { user } = renderAuth('/auth?tab=register');
    await fillRegistration(user, 'correct horse battery', 'correct horse battery');
    await waitFor(() =>
      expect(screen.getAllByText('An error occurred during registration.')).toHaveLength(2),
    );
  });

  it('creates the account without the confirmation and opens the dashboard', async () => {
    fetchMock.mockResolvedValue(jsonResponse(newUser, 201));
    const { user, router } = renderAuth('/auth?tab=register');
    await fillRegistration(user, 'correct horse battery', 'correct horse battery');

    expect(await screen.findByText('Dashboard stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(readToken('client')).toBe('token-123');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/register');
    expect(sentBody(init)).toEqual({
      firstName: 'Mary',
      lastName: 'Jones',
      email: 'mary@example.com',
      password: 'correct horse battery',
    });
  });
});

describe('Forgot password dialog', () => {
  beforeAll(installDialogMethods);

  it('starts with the typed e-mail, sends it, toasts and closes', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'We have e-mailed a link.' }));
    const { user } = renderAuth();
    await user.type(await emailBox(), 'mary@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('mary@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    // The toast, and the notice that stays on the page after the toast has gone.
    await waitFor(() => expect(screen.getAllByText('Reset link sent!')).toHaveLength(2));
    expect(screen.getAllByText('We have e-mailed a link.')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('button', { name: 'Dismiss this message' }).closest('[role="status"]'),
    ).toHaveTextContent('We have e-mailed a link.');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/forgot-password');
  });

  it('logs and links a development reset token', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Sent.', resetToken: 'dev-token' }));
    const { user } = renderAuth();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email address'), 'mary@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('link', { name: /Open the reset page/ })).toHaveAttribute(
      'href',
      '/reset-password?token=dev-token',
    );
    expect(info).toHaveBeenCalledWith(expect.stringContaining('dev-token'));
  });

  it('keeps the dialog open with the error when sending fails', async () => {
    fetchMock.mockRejectedValue(new Error(''));
    const { user } = renderAuth();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email address'), 'mary@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to send reset email')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('mary@example.com');
  });
});
