import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  STAFF_PASSWORD_SET_MESSAGE,
  STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE,
} from '@shared/contracts/admin-people';
import StaffSetPasswordPage from '@client/routes/staff-set-password';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';

const { serve, sentOnce } = stubFetchForEachTest();
const page = { '/staff-login/set-password': <StaffSetPasswordPage /> };

describe('Set your staff password (/staff-login/set-password)', () => {
  it('checks the link, sets the password and leads on to sign in', async () => {
    serve(
      routeTable({
        'GET /api/staff/set-password/abc123': () =>
          jsonResponse({
            valid: true,
            email: 'nora@example.com',
            firstName: 'Nora',
            message: 'ok',
          }),
        'POST /api/staff/set-password': () => jsonResponse({ message: STAFF_PASSWORD_SET_MESSAGE }),
      }),
    );
    const { user } = renderAt('/staff-login/set-password?token=abc123', page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Welcome, Nora' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'a long new password');
    await user.type(screen.getByLabelText('Type the new password again'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await sentOnce('POST', '/api/staff/set-password')).toEqual({
      token: 'abc123',
      password: 'a long new password',
    });
    expect(
      await screen.findByText(STAFF_PASSWORD_SET_MESSAGE, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/staff-login');
  });

  it('says clearly when the link cannot be used', async () => {
    serve(
      routeTable({
        'GET /api/staff/set-password/used': () =>
          jsonResponse({ valid: false, message: STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE }),
      }),
    );
    renderAt('/staff-login/set-password?token=used', page);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE,
    );
    expect(screen.getByRole('link', { name: 'Go to Staff Sign In' })).toBeInTheDocument();
  });
});
