import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MFA_REQUIRED_FOR_ROLE_MESSAGE,
  WRONG_CODE_MESSAGE,
  type TwoStepStatus,
} from '@shared/contracts/two-step';
import AdminSecurityPage from '@client/routes/admin-security';
import { storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { renderPartnerSecurity as renderSecurityOf } from '@client/testing/security';
import { admin } from '@client/testing/staff-users';

const { serve, sentOnce, calls } = stubFetchForEachTest();
beforeAll(installDialogMethods);

const off: TwoStepStatus = {
  enabled: false,
  totpEnabled: false,
  recoveryCodesLeft: 0,
  passkeys: [],
  required: false,
};
const on: TwoStepStatus = { ...off, enabled: true, totpEnabled: true, recoveryCodesLeft: 10 };
const codes = Array.from({ length: 10 }, (_, index) => `code-${index}a`);
const noSessions = { 'GET /api/staff/sessions': () => jsonResponse({ sessions: [] }) };

describe('Turning two-step sign-in on (staff Security page)', () => {
  it('leads through the QR code, the first code and the recovery codes, then lifts the gate', async () => {
    storeSignIn('staff', 'staff-token', admin);
    let enrolled = false;
    serve(
      routeTable({
        ...noSessions,
        'GET /api/staff/me': () =>
          jsonResponse({ user: admin, ...(enrolled ? {} : { mfaSetupRequired: true }) }),
        'GET /api/staff/mfa': () =>
          jsonResponse(enrolled ? { ...on, required: true } : { ...off, required: true }),
        'POST /api/staff/mfa/totp/setup': () =>
          jsonResponse({
            secret: 'JBSWY3DPEHPK3PXPJBSW',
            otpauthUrl: 'otpauth://totp/TRA:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSW',
          }),
        'POST /api/staff/mfa/totp/confirm': (body) => {
          if ((body as { code: string }).code !== '246810') {
            return jsonResponse({ message: WRONG_CODE_MESSAGE, code: 'WRONG_CODE' }, 400);
          }
          enrolled = true;
          return jsonResponse({ recoveryCodes: codes });
        },
      }),
    );
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes');
    const clickLink = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAt('/admin/security', { '/admin/security': <AdminSecurityPage /> });

    // Why the person is here, and no way back to the staff area yet.
    expect(await screen.findByText('Set up two-step sign-in to continue')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to the staff area' })).not.toBeInTheDocument();
    expect(await screen.findByText('Two-step sign-in is off.')).toBeVisible();
    // A limited session reaches only the enrolment, not the list of sessions.
    expect(
      screen.queryByRole('heading', { name: 'Where you are signed in' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/Google Authenticator/)).toBeVisible();
    expect(screen.getByText(/Microsoft Authenticator/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const setupHeading = await screen.findByRole('heading', {
      name: 'Set up your authenticator app',
    });
    await waitFor(() => expect(setupHeading).toHaveFocus());
    const qr = await screen.findByRole('img', { name: /QR code for your authenticator app/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeVisible();

    const code = screen.getByRole('textbox', { name: '6-digit code from the app' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeVisible();
    await waitFor(() => expect(code).toHaveValue(''));

    await user.type(code, '246 810');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus(),
    );
    expect(calls('POST', '/api/staff/mfa/totp/confirm').at(-1)?.[1]?.body).toBe(
      JSON.stringify({ code: '246810' }),
    );

    await user.click(screen.getByRole('button', { name: 'Download as a text file' }));
    const [file] = createUrl.mock.calls[0] as [Blob];
    expect(await file.text()).toContain(codes.join('\n'));
    expect(clickLink).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();

    // The same sign-in carries on: the check is asked again and the gate has lifted.
    expect(await screen.findByText('Two-step sign-in is set up.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the staff area' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.queryByText('Set up two-step sign-in to continue')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByText('Two-step sign-in is on.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    // The role requires it: no way to turn it off.
    expect(screen.getByText(MFA_REQUIRED_FOR_ROLE_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).toBeNull();
  });
});

describe('Partner Security page', () => {
  const renderPartnerSecurity = (
    status: () => TwoStepStatus,
    extra: Record<string, (body: unknown) => Response> = {},
  ) => renderSecurityOf(serve, status, extra);

  it('turns two-step sign-in off with the password and a current code', async () => {
    let current = { ...on, recoveryCodesLeft: 2 };
    const { user } = renderPartnerSecurity(() => current, {
      'POST /api/partners/mfa/totp/disable': () => {
        current = off;
        return jsonResponse(null, 204);
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/partner-dashboard',
    );
    expect(await screen.findByText('Two-step sign-in is on.')).toBeVisible();
    expect(screen.getByText(/Recovery codes left:/).closest('p')).toHaveTextContent(
      'Recovery codes left: 2 of 10. Make new codes soon',
    );
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'partner password');
    await user.type(within(dialog).getByLabelText('6-digit code from your app'), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off two-step sign-in' }));

    expect(await sentOnce('POST', '/api/partners/mfa/totp/disable')).toEqual({
      password: 'partner password',
      code: '135790',
    });
    expect(await screen.findByText('Two-step sign-in is off.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
  });

  it('keeps the dialog open with the reason when turning off is refused', async () => {
    const { user } = renderPartnerSecurity(() => on, {
      'POST /api/partners/mfa/totp/disable': () =>
        jsonResponse({ message: 'Your password is not right.', code: 'WRONG_PASSWORD' }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.type(within(dialog).getByLabelText('6-digit code from your app'), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off two-step sign-in' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Your password is not right.'),
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('makes new recovery codes with a current code', async () => {
    const { user } = renderPartnerSecurity(() => on, {
      'POST /api/partners/mfa/recovery-codes': () => jsonResponse({ recoveryCodes: codes }),
    });
    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    const code = screen.getByRole('textbox', { name: '6-digit code from your app' });
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '975310');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));

    expect(await screen.findByRole('list', { name: 'Your recovery codes' })).toBeVisible();
    expect(screen.getByText('Your old recovery codes no longer work.')).toBeVisible();
    expect(await sentOnce('POST', '/api/partners/mfa/recovery-codes')).toEqual({ code: '975310' });
  });
});
