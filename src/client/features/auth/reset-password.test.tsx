import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ResetPasswordPage from '@client/routes/reset-password';
import { jsonResponse, sentBody, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';

const { fetchMock } = stubFetchForEachTest();

function renderReset(url: string) {
  return renderAt(url, {
    '/reset-password': <ResetPasswordPage />,
    '/auth': <h1>Auth page stub</h1>,
  });
}

const validLink = {
  valid: true,
  email: 'mary@example.com',
  firstName: 'Mary',
  message: 'This link is valid.',
};

describe('Reset-password page', () => {
  it('without a token toasts Invalid Link and goes to the sign-in page', async () => {
    const { router } = renderReset('/reset-password');
    expect(await screen.findByText('Auth page stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(await screen.findByText('Invalid Link')).toBeInTheDocument();
    expect(await screen.findByText('No reset token found in the URL.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with an empty token behaves as without one', async () => {
    renderReset('/reset-password?token=');
    expect(await screen.findByText('Auth page stub')).toBeInTheDocument();
    expect(await screen.findByText('Invalid Link')).toBeInTheDocument();
  });

  it('sends an invalid or expired link to the sign-in page with the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ valid: false, message: 'This password reset link has expired.' }),
    );
    renderReset('/reset-password?token=old');
    expect(await screen.findByText('Auth page stub')).toBeInTheDocument();
    expect(await screen.findByText('Invalid or Expired Link')).toBeInTheDocument();
    expect(await screen.findByText('This password reset link has expired.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/validate-reset-token/old');
  });

  it('offers a retry when the link cannot be checked', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderReset('/reset-password?token=abc');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText(/Failed to validate reset link. Please try again./)).toHaveLength(2);

    fetchMock.mockResolvedValueOnce(jsonResponse(validLink));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: 'Hello Mary, choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByText('mary@example.com')).toBeInTheDocument();
  });

  describe('with a valid link', () => {
    async function fill(user: ReturnType<typeof renderReset>['user'], a: string, b: string) {
      await user.type(await screen.findByLabelText('New password'), a);
      await user.type(screen.getByLabelText('Type the new password again'), b);
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    }

    beforeEach(() => {
      fetchMock.mockImplementation(async (input) =>
        String(input).startsWith('/api/auth/validate-reset-token/')
          ? jsonResponse(validLink)
          : jsonResponse({ message: 'Your password has been changed.' }),
      );
    });

    const resetCalls = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/api/auth/reset-password');

    it('stops a mismatch with the Password Mismatch toast', async () => {
      const { user } = renderReset('/reset-password?token=abc');
      await fill(user, 'a long new password', 'a long new passwordd');
      expect(await screen.findByText('Password Mismatch')).toBeInTheDocument();
      expect(screen.getByLabelText('Type the new password again')).toHaveFocus();
      expect(resetCalls()).toHaveLength(0);
    });

    it('stops a short password with the 8-character rule', async () => {
      const { user } = renderReset('/reset-password?token=abc');
      await fill(user, 'short', 'short');
      expect(await screen.findByText('Password Too Short')).toBeInTheDocument();
      expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
      expect(resetCalls()).toHaveLength(0);
    });

    it('resets the password and offers the way back to sign in', async () => {
      const { user } = renderReset('/reset-password?token=abc');
      await fill(user, 'a long new password', 'a long new password');

      const heading = await screen.findByRole('heading', { name: 'Password Reset Successful' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute(
        'href',
        '/auth',
      );
      expect(resetCalls()).toHaveLength(1);
      expect(sentBody(resetCalls()[0])).toEqual({
        token: 'abc',
        newPassword: 'a long new password',
      });
    });

    it('keeps the form and says why when the reset fails', async () => {
      fetchMock.mockImplementation(async (input) =>
        String(input).startsWith('/api/auth/validate-reset-token/')
          ? jsonResponse(validLink)
          : jsonResponse({ message: 'This link has already been used.', code: 'X' }, 400),
      );
      const { user } = renderReset('/reset-password?token=abc');
      await fill(user, 'a long new password', 'a long new password');
      expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
      expect(screen.getAllByText('This link has already been used.')).toHaveLength(2);
      expect(screen.getByLabelText('New password')).toHaveValue('a long new password');
    });
  });
});
