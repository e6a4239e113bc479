import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionSummary } from '@shared/contracts/sessions';
import type { TwoStepStatus } from '@shared/contracts/two-step';
import AccountSettingsPage from '@client/routes/account-settings';
import { storeSignIn } from '@client/lib/auth-storage';
import { onboardedClient } from '@client/testing/client-users';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { lastUsedWords } from './last-used';

const { serve, calls, sentOnce } = stubFetchForEachTest();
beforeAll(installDialogMethods);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const session = (id: string, browser: string, device: string, minutes: number, current = false) =>
  ({
    id,
    browser,
    device,
    createdAt: minutesAgo(600),
    lastUsedAt: minutesAgo(minutes),
    current,
  }) satisfies SessionSummary;
const status: TwoStepStatus = {
  enabled: false,
  totpEnabled: false,
  recoveryCodesLeft: 0,
  passkeys: [],
  required: false,
};

function renderSettings(sessions: () => SessionSummary[], extra = {}) {
  storeSignIn('client', 'client-token', onboardedClient);
  serve(
    routeTable({
      'GET /api/auth/me': () => jsonResponse({ user: onboardedClient }),
      'GET /api/account/mfa': () => jsonResponse(status),
      'GET /api/account/sessions': () => jsonResponse({ sessions: sessions() }),
      ...extra,
    }),
  );
  return renderAt('/dashboard/settings', { '/dashboard/settings': <AccountSettingsPage /> });
}

const sessionsRegion = () => screen.findByRole('region', { name: 'Where you are signed in' });

describe('Sessions in the client settings', () => {
  it('lists each browser and device with its last use, this device marked', async () => {
    renderSettings(() => [
      session('s1', 'Firefox', 'Windows computer', 0, true),
      session('s2', 'Safari', 'iPhone', 5),
    ]);
    const region = await sessionsRegion();
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Firefox');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('Last used just now');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari');
    expect(items[1]).toHaveTextContent('iPhone');
    expect(items[1]).toHaveTextContent('Last used about 5 minutes ago');
    expect(items[1]).not.toHaveTextContent('This device');
    // The two-step section is on the same page, before it.
    expect(screen.getByRole('heading', { level: 2, name: 'Two-step sign-in' })).toBeVisible();
  });

  it('signs one other session out after asking', async () => {
    let list = [
      session('s1', 'Firefox', 'Windows computer', 0, true),
      session('s2', 'Safari', 'iPhone', 5),
    ];
    const { user } = renderSettings(() => list, {
      'DELETE /api/account/sessions/s2': () => {
        list = list.slice(0, 1);
        return jsonResponse(null, 204);
      },
    });
    const region = await sessionsRegion();
    await user.click(
      await within(region).findByRole('button', { name: 'Sign out Safari (iPhone)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    expect(calls('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(calls('DELETE', '/api/account/sessions/s2')).toHaveLength(1);
    expect(within(region).getByText('You are not signed in anywhere else.')).toBeVisible();
  });

  it('signs all other sessions out after asking, and says how many', async () => {
    let list = [
      session('s1', 'Firefox', 'Windows computer', 0, true),
      session('s2', 'Safari', 'iPhone', 5),
      session('s3', 'Chrome', 'Android phone', 180),
    ];
    const { user } = renderSettings(() => list, {
      'POST /api/account/sessions/sign-out-others': () => {
        list = list.slice(0, 1);
        return jsonResponse({ signedOut: 2 });
      },
    });
    const region = await sessionsRegion();
    expect(await within(region).findByText('Last used about 3 hours ago')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all others' }));

    await sentOnce('POST', '/api/account/sessions/sign-out-others');
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent(
        'Signed out of 2 other sessions.',
      ),
    );
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(
      within(region).queryByRole('button', { name: 'Sign out all other sessions' }),
    ).toBeNull();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderSettings(() => [session('s1', 'Firefox', 'Windows', 0, true)], {
      'GET /api/account/sessions': () =>
        fail
          ? jsonResponse({ message: 'The server is busy.', code: 'X' }, 503)
          : jsonResponse({ sessions: [session('s1', 'Firefox', 'Windows', 0, true)] }),
    });
    const region = await sessionsRegion();
    expect(
      await within(region).findByText('We could not load where you are signed in.'),
    ).toBeVisible();
    expect(within(region).getByText('The server is busy.')).toBeVisible();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('This device')).toBeVisible();
  });
});

describe('lastUsedWords', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it.each([
    ['2026-11-28T11:59:30Z', 'Last used just now'],
    ['2026-11-28T11:59:00Z', 'Last used about 1 minute ago'],
    ['2026-11-28T11:35:00Z', 'Last used about 25 minutes ago'],
    ['2026-11-28T10:00:00Z', 'Last used about 2 hours ago'],
    ['2026-11-25T12:00:00Z', 'Last used about 3 days ago'],
    ['not a date', 'Last used: unknown'],
  ])('%s reads "%s"', (at, words) => {
    expect(lastUsedWords(at, now)).toBe(words);
  });
});
