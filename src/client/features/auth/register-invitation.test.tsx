import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVITATION_INVALID_MESSAGE, type Invitation } from '@shared/contracts/admin-inbox';
import type { ClientAuthResponse } from '@shared/contracts/auth';
import AuthPage from '@client/routes/auth';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';

const { serve, calls, sentOnce } = stubFetchForEachTest();

const invitation: Invitation = {
  firstName: 'Mary',
  lastName: 'Jones',
  email: 'mary@example.com',
};

const registered: ClientAuthResponse = {
  token: 'token-123',
  user: {
    id: 'user-1',
    email: 'mary.jones@example.com',
    firstName: 'Mary',
    lastName: 'Jones-Smith',
    phone: null,
    hasCompletedOnboarding: false,
    locale: 'en' as const,
  },
};

const INVITE_URL = '/auth?tab=register&invite=invite-token-1';
const INVITATION_PATH = '/api/auth/invitations/invite-token-1';

function renderAuth(url = INVITE_URL) {
  return renderAt(url, { '/auth': <AuthPage />, '/dashboard': <h1>Dashboard stub</h1> });
}

const panel = () => screen.getByRole('tabpanel', { name: 'Create Account' });

async function choosePassword(user: ReturnType<typeof renderAuth>['user']) {
  await user.type(screen.getByLabelText('Choose a password'), 'correct horse battery');
  await user.type(screen.getByLabelText('Type the password again'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('Create Account from an invitation', () => {
  it('starts with the invitation’s name and e-mail, still editable, and sends the token', async () => {
    serve(
      routeTable({
        [`GET ${INVITATION_PATH}`]: () => jsonResponse(invitation),
        'POST /api/auth/register': () => jsonResponse(registered, 201),
      }),
    );
    const { user } = renderAuth();

    expect(await screen.findByText(/Welcome, Mary\. We have filled in your name/)).toBeVisible();
    const firstName = within(panel()).getByRole('textbox', { name: 'First name' });
    const lastName = within(panel()).getByRole('textbox', { name: 'Last name' });
    const email = within(panel()).getByRole('textbox', { name: 'Email address' });
    expect(firstName).toHaveValue('Mary');
    expect(lastName).toHaveValue('Jones');
    expect(email).toHaveValue('mary@example.com');

    await user.type(lastName, '-Smith');
    await user.clear(email);
    await user.type(email, 'mary.jones@example.com');
    await choosePassword(user);

    expect(await sentOnce('POST', '/api/auth/register')).toEqual({
      firstName: 'Mary',
      lastName: 'Jones-Smith',
      email: 'mary.jones@example.com',
      password: 'correct horse battery',
      inviteToken: 'invite-token-1',
    });
    expect(await screen.findByText('Dashboard stub')).toBeInTheDocument();
  });

  it('says gently when the invitation no longer works, and the person can still register', async () => {
    serve(
      routeTable({
        [`GET ${INVITATION_PATH}`]: () =>
          jsonResponse({ code: 'NOT_FOUND', message: INVITATION_INVALID_MESSAGE }, 404),
        'POST /api/auth/register': () => jsonResponse(registered, 201),
      }),
    );
    const { user } = renderAuth();

    const note = await screen.findByText(INVITATION_INVALID_MESSAGE);
    // A calm note, not an alarm.
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(note.closest('[role="alert"]')).toBeNull();
    expect(within(panel()).getByRole('textbox', { name: 'First name' })).toHaveValue('');

    await user.type(within(panel()).getByRole('textbox', { name: 'First name' }), 'Mary');
    await user.type(within(panel()).getByRole('textbox', { name: 'Last name' }), 'Jones');
    await user.type(
      within(panel()).getByRole('textbox', { name: 'Email address' }),
      'mary@example.com',
    );
    await choosePassword(user);

    // A link the server does not know is not sent on.
    expect(await sentOnce('POST', '/api/auth/register')).toEqual({
      firstName: 'Mary',
      lastName: 'Jones',
      email: 'mary@example.com',
      password: 'correct horse battery',
    });
  });

  it('keeps the invitation when the person looks at Sign In and comes back', async () => {
    serve(routeTable({ [`GET ${INVITATION_PATH}`]: () => jsonResponse(invitation) }));
    const { user, router } = renderAuth();
    await screen.findByText(/Welcome, Mary/);

    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.search).toBe('?invite=invite-token-1'));
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=register&invite=invite-token-1'),
    );
    expect(within(panel()).getByRole('textbox', { name: 'First name' })).toHaveValue('Mary');
    expect(calls('GET', INVITATION_PATH)).toHaveLength(1);
  });

  it('asks for nothing without an invitation', async () => {
    serve(routeTable({}));
    renderAuth('/auth?tab=register');
    expect(await within(panel()).findByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(screen.queryByText(/invitation/i)).not.toBeInTheDocument();
    expect(calls('GET')).toHaveLength(0);
  });
});
