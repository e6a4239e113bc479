import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SET_MESSAGE,
  SET_PASSWORD_LINK_INVALID_MESSAGE,
} from '@shared/contracts/partners';
import PartnerSetPasswordPage from '@client/routes/partner-set-password';
import { jsonResponse, sentBody, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { MISSING_LINK_CODE_MESSAGE } from '@client/components/set-password-from-link';

const { fetchMock } = stubFetchForEachTest();

function renderSetPassword(url: string) {
  return renderAt(url, { '/partner-login/set-password': <PartnerSetPasswordPage /> });
}

describe('Partner set-password page', () => {
  it('explains a link without its code, with ways to get help or sign in', async () => {
    renderSetPassword('/partner-login/set-password');
    expect(await screen.findByText(MISSING_LINK_CODE_MESSAGE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Partner Sign In' })).toHaveAttribute(
      'href',
      '/partner-login',
    );
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message for a used or expired link', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ valid: false, message: SET_PASSWORD_LINK_INVALID_MESSAGE }),
    );
    renderSetPassword('/partner-login/set-password?token=used');
    expect(await screen.findByText(SET_PASSWORD_LINK_INVALID_MESSAGE)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/partners/set-password/used');
  });

  it('checks the passwords like the client reset, then sets the password', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({
          valid: true,
          email: 'jane@smithlaw.com',
          companyName: 'Smith Law',
          message: 'OK',
        }),
      )
      .mockResolvedValueOnce(jsonResponse({ message: PASSWORD_SET_MESSAGE }));
    const { user } = renderSetPassword('/partner-login/set-password?token=invite-1');

    expect(await screen.findByRole('heading', { name: 'Welcome, Smith Law' })).toBeVisible();
    expect(screen.getByText('jane@smithlaw.com')).toBeVisible();

    await user.type(screen.getByLabelText('New password'), 'a long password');
    await user.type(screen.getByLabelText('Type the new password again'), 'a long passwort');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password Mismatch')).toBeInTheDocument();
    expect(screen.getByLabelText('Type the new password again')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('Type the new password again'));
    await user.type(screen.getByLabelText('Type the new password again'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    const done = await screen.findByRole('heading', { name: 'Password Set' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getAllByText(PASSWORD_SET_MESSAGE).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/partner-login');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/partners/set-password');
    expect(sentBody(init)).toEqual({ token: 'invite-1', password: 'a long password' });
  });
});
