import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGED_MESSAGE, EMAIL_LINK_INVALID_MESSAGE } from '@shared/contracts/account';
import { readToken, storeSignIn } from '@client/lib/auth-storage';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { CONFIRM_EMAIL_PATH } from '../api/account-calls';
import { ConfirmEmailResult } from './confirm-email-result';

const { serve, sentOnce, fetchMock } = stubFetchForEachTest();

function renderWith(token: string | null) {
  return renderAt('/confirm-email', {
    '/confirm-email': (
      <StrictMode>
        <ConfirmEmailResult token={token} />
      </StrictMode>
    ),
  });
}

describe('Confirm e-mail page', () => {
  it('confirms once, signs this device out and offers to sign in with the new address', async () => {
    storeSignIn('client', 'old-token', { id: 'u1' });
    serve((method, url) =>
      method === 'POST' && url === CONFIRM_EMAIL_PATH
        ? jsonResponse({ message: EMAIL_CHANGED_MESSAGE })
        : undefined,
    );
    renderWith('abc');
    expect(screen.getByText('Confirming your new e-mail address…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address has been changed' }),
    ).toBeVisible();
    expect(screen.getByText(EMAIL_CHANGED_MESSAGE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in with your new address' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(await sentOnce('POST', CONFIRM_EMAIL_PATH)).toEqual({ token: 'abc' });
    expect(readToken('client')).toBeNull();
  });

  it('shows the server’s reason when the link does not work', async () => {
    serve(() =>
      jsonResponse({ code: 'EMAIL_LINK_INVALID', message: EMAIL_LINK_INVALID_MESSAGE }, 400),
    );
    renderWith('used');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not confirm your new e-mail address');
    expect(alert).toHaveTextContent(EMAIL_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Go to your account settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('says the link is incomplete without calling the server when there is no token', async () => {
    renderWith(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
