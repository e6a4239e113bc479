import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MFA_REQUIRED_FOR_ROLE_MESSAGE,
  PASSKEY_LIMIT,
  PASSKEY_LIMIT_MESSAGE,
  type Passkey,
  type TwoStepStatus,
} from '@shared/contracts/two-step';
import AdminSecurityPage from '@client/routes/admin-security';
import { storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import {
  browserWithPasskeys,
  forgetBrowserPasskeysAfterEach,
  renderPartnerSecurity as renderSecurityOf,
} from '@client/testing/security';
import { admin } from '@client/testing/staff-users';
import { PASSKEY_UNSUPPORTED_MESSAGE } from './passkey-ceremony';

/*
 * The Passkeys section of a Security page (issue 17 §2 and §4). Creating a real passkey needs a
 * browser's authenticator: e2e/two-step.spec.ts adds and uses one in Chromium. Here: the list,
 * renaming, removing with a question first, and what a refusal or an old browser looks like.
 */

const { serve, sentOnce, calls } = stubFetchForEachTest();
beforeAll(installDialogMethods);

const laptop: Passkey = {
  id: 'pk-1',
  name: 'Office laptop',
  createdAt: '2026-11-02T15:00:00.000Z',
  lastUsedAt: null,
};
const withPasskeys = (passkeys: Passkey[]): TwoStepStatus => ({
  enabled: passkeys.length > 0,
  totpEnabled: false,
  recoveryCodesLeft: passkeys.length > 0 ? 10 : 0,
  passkeys,
  required: false,
});

forgetBrowserPasskeysAfterEach();
const renderPartnerSecurity = (
  status: () => TwoStepStatus,
  extra: Record<string, (body: unknown) => Response> = {},
) => renderSecurityOf(serve, status, extra);

const registrationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Timeshare Resolution Advocates', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'jane@smithlaw.com', displayName: 'Jane Smith' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [],
  timeout: 60000,
  attestation: 'none',
};

describe('Passkeys on the Security page', () => {
  it('lists the passkeys, renames one and removes it after asking', async () => {
    let passkeys = [laptop, { ...laptop, id: 'pk-2', name: 'Blue key', lastUsedAt: null }];
    const { user } = renderPartnerSecurity(() => withPasskeys(passkeys), {
      'PATCH /api/partners/mfa/passkeys/pk-1': (body) => {
        const { name } = body as { name: string };
        passkeys = passkeys.map((one) => (one.id === 'pk-1' ? { ...one, name } : one));
        return jsonResponse(passkeys[0]);
      },
      'DELETE /api/partners/mfa/passkeys/pk-2': () => {
        passkeys = passkeys.filter((one) => one.id !== 'pk-2');
        return jsonResponse(null, 204);
      },
    });

    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Not used to sign in yet')).toHaveLength(2);
    expect(screen.getByText(/one of your passkeys\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Rename Office laptop' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const name = within(rename).getByLabelText('New name');
    expect(name).toHaveValue('Office laptop');
    await user.clear(name);
    await user.click(within(rename).getByRole('button', { name: 'Save name' }));
    expect(await within(rename).findByText('Give the passkey a name.')).toBeVisible();
    expect(calls('PATCH')).toHaveLength(0);
    await user.type(name, 'Home laptop');
    await user.click(within(rename).getByRole('button', { name: 'Save name' }));
    expect(await sentOnce('PATCH', '/api/partners/mfa/passkeys/pk-1')).toEqual({
      name: 'Home laptop',
    });
    expect(await within(list).findByText('Home laptop', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(rename).not.toBeVisible());

    // Removing asks first; with another passkey left, two-step sign-in stays on.
    await user.click(screen.getByRole('button', { name: 'Remove Blue key' }));
    let question = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(question).toHaveTextContent('in your other ways');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Blue key' }));
    question = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(question).getByRole('button', { name: 'Remove passkey' }));
    await sentOnce('DELETE', '/api/partners/mfa/passkeys/pk-2');
    expect(await screen.findByText('Passkey “Blue key” removed.')).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    // The last way to answer the second step says what removing it does.
    await user.click(screen.getByRole('button', { name: 'Remove Home laptop' }));
    question = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(question).toHaveTextContent('two-step sign-in turns off');
  });

  it('keeps the passkey when the role requires two-step sign-in, saying why', async () => {
    const { user } = renderPartnerSecurity(() => ({ ...withPasskeys([laptop]), required: true }), {
      'DELETE /api/partners/mfa/passkeys/pk-1': () =>
        jsonResponse(
          { code: 'MFA_REQUIRED_FOR_ROLE', message: MFA_REQUIRED_FOR_ROLE_MESSAGE },
          403,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Office laptop' }));
    const question = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(question).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(question).findByText(MFA_REQUIRED_FOR_ROLE_MESSAGE)).toBeVisible();
    expect(within(question).getByText('This change was not made.')).toBeVisible();
  });

  it('says so when the device was not used, and adds nothing', async () => {
    browserWithPasskeys({
      create: () =>
        Promise.reject(new DOMException('The operation was cancelled.', 'NotAllowedError')),
    });
    const { user } = renderPartnerSecurity(() => withPasskeys([]), {
      'POST /api/partners/mfa/passkeys/options': () => jsonResponse(registrationOptions),
    });

    expect(await screen.findByText('You have not added a passkey yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Give the passkey a name.')).toBeVisible();
    expect(calls('POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name for a new passkey'), 'Office laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('No passkey was added.')).toBeVisible();
    expect(screen.getByText(/the request was cancelled or took too long/)).toBeVisible();
    expect(navigator.credentials.create).toHaveBeenCalledOnce();
    expect(calls('POST', '/api/partners/mfa/passkeys')).toHaveLength(0);
  });

  it('explains when the browser cannot use passkeys', async () => {
    renderPartnerSecurity(() => withPasskeys([]));
    expect(await screen.findByText(PASSKEY_UNSUPPORTED_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('offers no new passkey once the account has the most allowed', async () => {
    browserWithPasskeys({ create: () => Promise.reject(new Error('not called')) });
    const full = Array.from({ length: PASSKEY_LIMIT }, (_, index) => ({
      ...laptop,
      id: `pk-${index}`,
      name: `Key ${index}`,
    }));
    renderPartnerSecurity(() => withPasskeys(full));
    expect(await screen.findByText(PASSKEY_LIMIT_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('lets an administrator who must set up two-step sign-in do it with a passkey', async () => {
    browserWithPasskeys({ create: () => Promise.reject(new Error('not called')) });
    storeSignIn('staff', 'staff-token', admin);
    serve(
      routeTable({
        'GET /api/staff/me': () => jsonResponse({ user: admin, mfaSetupRequired: true }),
        'GET /api/staff/mfa': () => jsonResponse({ ...withPasskeys([]), required: true }),
      }),
    );
    renderAt('/admin/security', { '/admin/security': <AdminSecurityPage /> });
    expect(await screen.findByText('Set up two-step sign-in to continue')).toBeVisible();
    const passkeys = await screen.findByRole('region', { name: 'Passkeys' });
    expect(await within(passkeys).findByRole('button', { name: 'Add a passkey' })).toBeVisible();
  });

  it('makes new recovery codes with a passkey when there is no authenticator app', async () => {
    const bytes = (text: string) => new TextEncoder().encode(text).buffer;
    browserWithPasskeys({
      get: () =>
        Promise.resolve({
          id: 'credential-1',
          rawId: bytes('credential-1'),
          type: 'public-key',
          authenticatorAttachment: 'platform',
          response: {
            authenticatorData: bytes('authenticator-data'),
            clientDataJSON: bytes('{"type":"webauthn.get"}'),
            signature: bytes('signature'),
            userHandle: null,
          },
          getClientExtensionResults: () => ({}),
        }),
    });
    const codes = Array.from({ length: 10 }, (_, index) => `new-${index}`);
    const { user } = renderPartnerSecurity(
      () => ({ ...withPasskeys([laptop]), recoveryCodesLeft: 2 }),
      {
        'POST /api/partners/mfa/passkeys/confirm-options': () =>
          jsonResponse({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] }),
        'POST /api/partners/mfa/recovery-codes': () => jsonResponse({ recoveryCodes: codes }),
      },
    );

    expect(await screen.findByText(/Make new codes soon/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm with my passkey' }));
    const sent = (await sentOnce('POST', '/api/partners/mfa/recovery-codes')) as {
      passkey: { id: string; type: string };
    };
    expect(sent.passkey).toMatchObject({ id: 'credential-1', type: 'public-key' });
    expect(navigator.credentials.get).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    expect(screen.getByText('Your old recovery codes no longer work.')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Your recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
  });
});
