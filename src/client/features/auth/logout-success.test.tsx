import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import LogoutSuccessPage from '@client/routes/logout-success';
import { readToken, storeSignedOutUserType, storeSignIn } from '@client/lib/auth-storage';
import { stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';

const { fetchMock } = stubFetchForEachTest();

function renderSignedOut(url: string) {
  return renderAt(url, { '/logout-success': <LogoutSuccessPage /> });
}

/** The three buttons, by name, in page order. */
async function nextSteps() {
  const nav = await screen.findByRole('navigation', { name: 'Where to go next' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

beforeEach(() => storeSignedOutUserType('general'));

describe('Signed-out confirmation', () => {
  it('offers Partner Portal to partners', async () => {
    renderSignedOut('/logout-success?type=partner');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have been signed out' }),
    ).toBeInTheDocument();
    expect(await nextSteps()).toEqual([
      ['Return to Home', '/'],
      ['Sign In', '/auth'],
      ['Partner Portal', '/partners'],
    ]);
    expect(screen.getByText(/Your information is safe/)).toBeInTheDocument();
    expect(screen.getByText(/shared or public computer/)).toBeInTheDocument();
  });

  it.each(['client', 'general'])('offers Resources to %s users', async (type) => {
    renderSignedOut(`/logout-success?type=${type}`);
    expect(await nextSteps()).toEqual([
      ['Return to Home', '/'],
      ['Sign In', '/auth'],
      ['Resources', '/resources'],
    ]);
  });

  it('falls back to the user type stored at sign-out', async () => {
    storeSignedOutUserType('partner');
    renderSignedOut('/logout-success');
    expect((await nextSteps()).map(([name]) => name)).toContain('Partner Portal');
  });

  it('ignores an unknown type in the address', async () => {
    renderSignedOut('/logout-success?type=admin');
    expect((await nextSteps()).map(([name]) => name)).toEqual([
      'Return to Home',
      'Sign In',
      'Resources',
    ]);
  });

  it('removes every stored sign-in on this device', async () => {
    storeSignIn('client', 'client-token', { id: 'c' });
    storeSignIn('partner', 'partner-token', { id: 'p' });
    storeSignIn('staff', 'staff-token', { id: 's' });
    expect(readToken('client')).toBe('client-token');

    const { queryClient } = renderSignedOut('/logout-success?type=client');
    await screen.findByRole('heading', { name: 'You have been signed out' });

    expect(readToken('client')).toBeNull();
    expect(readToken('partner')).toBeNull();
    expect(readToken('staff')).toBeNull();
    expect(window.localStorage.getItem('tra.client.user')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
