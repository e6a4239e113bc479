import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LAST_ADMIN_MESSAGE,
  type AdminClient,
  type ClientList,
  type StaffMember,
} from '@shared/contracts/admin-people';
import { TWO_STEP_RESET_MESSAGE } from '@shared/contracts/two-step';
import AdminPeoplePage from '@client/routes/admin-people';
import { storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest, type FetchHandler } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { admin, editor } from '@client/testing/staff-users';
import { toastTitle } from '@client/testing/toasts';

const { serve, calls, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);
beforeEach(() => storeSignIn('staff', 'staff-token', admin));

const mary: AdminClient = {
  id: 'client-1',
  firstName: 'Mary',
  lastName: 'Jones',
  email: 'mary@example.com',
  phone: null,
  isActive: true,
  hasCompletedOnboarding: true,
  createdAt: '2025-03-04T15:00:00.000Z',
  caseCount: 1,
};

const onlyAdmin: StaffMember = {
  id: admin.id,
  email: admin.email,
  firstName: admin.firstName,
  lastName: admin.lastName,
  role: 'admin',
  isActive: true,
  locale: 'en',
  hasPassword: true,
  createdAt: '2025-01-01T10:00:00.000Z',
};

const clientList = (clients: AdminClient[]): ClientList => ({
  clients,
  total: clients.length,
  page: 1,
  pageSize: 25,
});

const page = { '/admin/people': <AdminPeoplePage /> };

function servePeople(handler: FetchHandler = () => undefined) {
  serve(answerSessionCheck('staff', admin), handler, (method, url) => {
    if (method === 'GET' && url.startsWith('/api/admin/clients?')) {
      return jsonResponse(clientList([mary]));
    }
    if (method === 'GET' && url === '/api/admin/staff') return jsonResponse([onlyAdmin]);
    return undefined;
  });
}

describe('People (/admin/people)', () => {
  it('is for administrators only', async () => {
    storeSignIn('staff', 'staff-token', editor);
    serve(answerSessionCheck('staff', editor));
    renderAt('/admin/people', page);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrators only' }),
    ).toBeInTheDocument();
    expect(calls('GET').filter(([url]) => String(url).startsWith('/api/admin'))).toHaveLength(0);
  });

  it('asks before deactivating a client, saying they will be signed out and cannot sign in', async () => {
    let deactivated = false;
    servePeople((method, url) => {
      if (method === 'POST' && url === '/api/admin/clients/client-1/deactivate') {
        deactivated = true;
        return jsonResponse({ ...mary, isActive: false, cases: [] });
      }
      if (method === 'GET' && url.startsWith('/api/admin/clients?') && deactivated) {
        return jsonResponse(clientList([{ ...mary, isActive: false }]));
      }
      return undefined;
    });
    const { user } = renderAt('/admin/people?tab=clients', page);
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Deactivate Mary Jones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Mary Jones?' });
    expect(dialog).toHaveTextContent(
      'Mary Jones will be signed out straight away and cannot sign in until the account is reactivated.',
    );
    // Nothing happens before the confirmation.
    expect(calls('POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await sentOnce('POST', '/api/admin/clients/client-1/deactivate');
    expect(await toastTitle('Account Deactivated')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Reactivate Mary Jones' }),
    ).toBeInTheDocument();
  });

  it('searches the clients once typing stops, not for every letter', async () => {
    servePeople();
    const { user } = renderAt('/admin/people?tab=clients', page);
    await screen.findByRole('button', { name: 'Deactivate Mary Jones' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }),
      'mary',
    );

    await sentOnce('GET', '/api/admin/clients?status=all&page=1&q=mary');
    const clientSearches = calls('GET').filter(([url]) =>
      String(url).startsWith('/api/admin/clients?'),
    );
    // The first list and the one search: no request for "m", "ma" or "mar".
    expect(clientSearches).toHaveLength(2);
  });

  it('shows the last-administrator refusal in the role dialog', async () => {
    servePeople((method, url) =>
      method === 'PUT' && url === `/api/admin/staff/${admin.id}/role`
        ? jsonResponse({ code: 'LAST_ADMIN', message: LAST_ADMIN_MESSAGE }, 409)
        : undefined,
    );
    const { user } = renderAt('/admin/people?tab=staff', page);

    const role = await screen.findByRole('combobox', { name: 'Role of Ada Lovelace' });
    await user.selectOptions(role, 'editor');
    const dialog = await screen.findByRole('dialog', { name: 'Make Ada Lovelace an Editor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await sentOnce('PUT', `/api/admin/staff/${admin.id}/role`)).toEqual({ role: 'editor' });
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(LAST_ADMIN_MESSAGE));
    expect(alert).toHaveTextContent('This change was not made.');
    // The member's role is still shown as it is.
    expect(screen.getByRole('combobox', { name: 'Role of Ada Lovelace' })).toHaveValue('admin');
    // Nobody can deactivate themself, so the button is not offered for the signed-in admin.
    expect(screen.queryByRole('button', { name: 'Deactivate Ada Lovelace' })).toBeNull();
    // Nor reset their own two-step sign-in: that is what recovery codes are for.
    expect(
      screen.queryByRole('button', { name: 'Reset two-step sign-in of Ada Lovelace' }),
    ).toBeNull();
  });

  it("asks before resetting a colleague's two-step sign-in, then says what happened", async () => {
    const colleague: StaffMember = {
      ...onlyAdmin,
      id: 'staff-2',
      email: 'grace@example.org',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'editor',
    };
    servePeople((method, url) => {
      if (method === 'GET' && url === '/api/admin/staff') {
        return jsonResponse([onlyAdmin, colleague]);
      }
      if (method === 'POST' && url === '/api/admin/staff/staff-2/reset-two-step') {
        return jsonResponse({ message: TWO_STEP_RESET_MESSAGE });
      }
      return undefined;
    });
    const { user } = renderAt('/admin/people?tab=staff', page);

    await user.click(
      await screen.findByRole('button', { name: 'Reset two-step sign-in of Grace Hopper' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Reset two-step sign-in of Grace Hopper?',
    });
    expect(dialog).toHaveTextContent('signed out everywhere');
    // Nothing has been refused yet, so the dialog says nothing of a change not made.
    expect(dialog).not.toHaveTextContent('This change was not made.');
    const resetPath = '/api/admin/staff/staff-2/reset-two-step';
    expect(calls('POST', resetPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));

    expect(await toastTitle('Two-Step Sign-In Reset')).toBeInTheDocument();
    await sentOnce('POST', resetPath);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
