import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSignedOutUserType, readToken, storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { toastTitle } from '@client/testing/toasts';
import { DELETE_ACCOUNT_PATH } from '../api/account-calls';
import { DeleteAccountCard } from './delete-account-card';

const { serve, calls, fetchMock } = stubFetchForEachTest();
beforeAll(installDialogMethods);

const TOKEN = 'client-token';

async function openDialog() {
  storeSignIn('client', TOKEN, { id: 'u1', email: 'margaret@example.com' });
  const view = renderAt('/dashboard/settings', {
    '/dashboard/settings': <DeleteAccountCard />,
    '/logout-success': <h1>Signed out stub</h1>,
  });
  await view.user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  return { ...view, dialog };
}

describe('Delete account dialog', () => {
  it('explains what is deleted and that it cannot be undone', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(dialog).toHaveTextContent('all your cases, with their updates and documents');
  });

  it('requires the password and the word DELETE before sending anything', async () => {
    const { user, dialog } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Delete my account forever' });
    await user.click(submit);
    expect(within(dialog).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Type DELETE to confirm')).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.type(within(dialog).getByLabelText('Your password'), 'my password');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Please type DELETE in capital letters to confirm.'),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refused password in the dialog and keeps the sign-in', async () => {
    serve(() =>
      jsonResponse({ code: 'WRONG_PASSWORD', message: 'That password is not correct.' }, 400),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong one');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account forever' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That password is not correct.',
    );
    expect(readToken('client')).toBe(TOKEN);
  });

  it('deletes with the password, signs this device out and shows the signed-out page', async () => {
    serve((method, url) =>
      method === 'DELETE' && url === DELETE_ACCOUNT_PATH ? jsonResponse(null, 204) : undefined,
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Your password'), 'my password');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account forever' }));

    expect(await screen.findByRole('heading', { name: 'Signed out stub' })).toBeVisible();
    expect(await toastTitle('Your account has been deleted')).toBeVisible();
    const [call] = calls('DELETE', DELETE_ACCOUNT_PATH);
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      password: 'my password',
      confirmation: 'DELETE',
    });
    expect(new Headers(call![1]!.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    await waitFor(() => expect(readToken('client')).toBeNull());
    expect(readSignedOutUserType()).toBe('client');
  });
});
