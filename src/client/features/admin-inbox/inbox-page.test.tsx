import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_REGISTERED_MESSAGE,
  invitationSentMessage,
  type ContactItem,
  type IntakeItem,
} from '@shared/contracts/admin-inbox';
import AdminInboxPage from '@client/routes/admin-inbox';
import { storeSignIn } from '@client/lib/auth-storage';
import { formatDateTime } from '@client/lib/format-date';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest, type FetchHandler } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { admin } from '@client/testing/staff-users';
import { toastTitle } from '@client/testing/toasts';

const { serve, calls, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);
beforeEach(() => storeSignIn('staff', 'staff-token', admin));

const mary: IntakeItem = {
  id: 'intake-1',
  firstName: 'Mary',
  lastName: 'Jones',
  email: 'mary@example.com',
  locale: 'es',
  status: 'new',
  internalNote: null,
  createdAt: '2025-03-04T15:00:00.000Z',
  updatedAt: '2025-03-04T15:00:00.000Z',
  reference: 'HR-7KX2QM',
  phone: '555-0100',
  timeshareCompany: 'Sunny Shores Vacation Club',
  purchaseDate: '3-5-years',
  signedState: null,
  signedOn: null,
  timeCritical: false,
  rescissionLastDay: null,
  situation: 'The maintenance fees went up again and I cannot sell it.',
  invitedAt: null,
  client: null,
  case: null,
};

const tom: ContactItem = {
  id: 'contact-1',
  firstName: 'Tom',
  lastName: 'Brown',
  email: 'tom@example.com',
  locale: 'en',
  status: 'new',
  internalNote: null,
  createdAt: '2025-03-05T09:30:00.000Z',
  updatedAt: '2025-03-05T09:30:00.000Z',
  subject: 'A question about fees',
  message: 'Can you help me read my contract?',
};

function listOf<Item>(items: Item[], total = items.length, page = 1) {
  return { items, total, page, pageSize: 25 };
}

const isList = (method: string, url: string, kind: 'intake' | 'contact') =>
  method === 'GET' && url.startsWith(`/api/admin/inbox/${kind}?`);

/** The session, both lists (mary and tom); `handler` may answer first. */
function serveInbox(handler: FetchHandler = () => undefined) {
  serve(answerSessionCheck('staff', admin), handler, (method, url) => {
    if (isList(method, url, 'intake')) return jsonResponse(listOf([mary]));
    if (isList(method, url, 'contact')) return jsonResponse(listOf([tom]));
    return undefined;
  });
}

const inboxPage = { '/admin/inbox': <AdminInboxPage /> };
const listCalls = (kind: 'intake' | 'contact') =>
  calls('GET').filter(([url]) => String(url).startsWith(`/api/admin/inbox/${kind}?`));

async function openMary(user: ReturnType<typeof renderAt>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open the request from Mary Jones' }));
  return screen.findByRole('dialog', { name: 'Request from Mary Jones' });
}

describe('Inbox (/admin/inbox)', () => {
  it('opens on the intake requests, newest first, with what tells them apart', async () => {
    serveInbox();
    renderAt('/admin/inbox', inboxPage);

    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Intake requests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const item = await screen.findByRole('listitem', { name: 'Mary Jones' });
    expect(item).toHaveTextContent('Status: New');
    expect(item).toHaveTextContent('mary@example.com');
    expect(item).toHaveTextContent(`Received ${formatDateTime(mary.createdAt)}`);
    expect(item).toHaveTextContent('Sunny Shores Vacation Club');
    expect(item).toHaveTextContent('The maintenance fees went up again');
    expect(
      screen.getByText(
        'Showing 1 to 1 of 1 intake request, time-critical new requests first, then newest first.',
      ),
    ).toBeVisible();
    expect(listCalls('intake').map(([url]) => url)).toEqual([
      '/api/admin/inbox/intake?status=all&page=1',
    ]);
  });

  it('flags a time-critical request with its earliest last day, on the card and in the dialog', async () => {
    const urgent: IntakeItem = {
      ...mary,
      purchaseDate: 'within-1-year',
      signedState: 'florida',
      signedOn: '2026-11-24',
      timeCritical: true,
      rescissionLastDay: '2026-12-04',
    };
    serveInbox((method, url) =>
      isList(method, url, 'intake') ? jsonResponse(listOf([urgent])) : undefined,
    );
    const { user } = renderAt('/admin/inbox', inboxPage);

    const item = await screen.findByRole('listitem', { name: 'Mary Jones' });
    expect(item).toHaveTextContent('HR-7KX2QM');
    expect(item).toHaveTextContent(
      /Time-critical\s*Earliest last day to cancel: Friday, December 4, 2026/,
    );
    const dialog = await openMary(user);
    expect(dialog).toHaveTextContent('Time-critical');
    expect(dialog).toHaveTextContent('Florida, Tuesday, November 24, 2026');
    // She wrote from the Spanish site: staff answer her in Spanish.
    expect(dialog).toHaveTextContent(/Written in\s*Español/);
  });

  it('shows invitation, account and case on the card, the case linking to the cases list', async () => {
    const linked: IntakeItem = {
      ...mary,
      status: 'handled',
      invitedAt: '2025-03-06T10:00:00.000Z',
      client: { id: 'client-1', name: 'Mary Jones' },
      case: { id: 'case-1', caseNumber: 'TRA-2025-0001' },
    };
    serveInbox((method, url) =>
      isList(method, url, 'intake') ? jsonResponse(listOf([linked])) : undefined,
    );
    const { user } = renderAt('/admin/inbox', inboxPage);

    const item = await screen.findByRole('listitem', { name: 'Mary Jones' });
    expect(item).toHaveTextContent(`Invited ${formatDateTime(linked.invitedAt!)}`);
    expect(item).toHaveTextContent('Account created');
    expect(within(item).getByRole('link', { name: 'TRA-2025-0001' })).toHaveAttribute(
      'href',
      '/admin/cases?q=TRA-2025-0001',
    );

    const dialog = await openMary(user);
    expect(dialog).toHaveTextContent('Created: Mary Jones');
    expect(within(dialog).getByRole('link', { name: 'TRA-2025-0001' })).toHaveAttribute(
      'href',
      '/admin/cases?q=TRA-2025-0001',
    );
    // There is nothing left to invite them to.
    expect(within(dialog).queryByRole('button', { name: /invit/i })).not.toBeInTheDocument();
  });

  it('keeps the tab and the status filter in the address', async () => {
    serveInbox();
    const { user, router } = renderAt('/admin/inbox?kind=contact&status=new', inboxPage);

    expect(await screen.findByRole('listitem', { name: 'Tom Brown' })).toHaveTextContent(
      'A question about fees',
    );
    expect(screen.getByRole('tab', { name: 'Contact messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    expect(listCalls('contact').map(([url]) => url)).toEqual([
      '/api/admin/inbox/contact?status=new&page=1',
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'handled');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=contact&status=handled'));
    await sentOnce('GET', '/api/admin/inbox/contact?status=handled&page=1');

    // Another tab keeps the filter.
    await user.click(screen.getByRole('tab', { name: 'Intake requests' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=intake&status=handled'));
    await sentOnce('GET', '/api/admin/inbox/intake?status=handled&page=1');
    expect(await screen.findByRole('listitem', { name: 'Mary Jones' })).toBeInTheDocument();
  });

  it('searches once typing stops, not for every letter', async () => {
    serveInbox();
    const { user, router } = renderAt('/admin/inbox', inboxPage);
    await screen.findByRole('listitem', { name: 'Mary Jones' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mary jones');

    await sentOnce('GET', '/api/admin/inbox/intake?status=all&page=1&q=mary+jones');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=intake&q=mary+jones'));
    // The first request and the one search: no request for "m", "ma", "mar"...
    expect(listCalls('intake')).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('mary jones');
  });

  it('lets the back button undo a search, the box following the address', async () => {
    serveInbox();
    const { user, router } = renderAt('/admin/inbox', inboxPage);
    await screen.findByRole('listitem', { name: 'Mary Jones' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'mary');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=intake&q=mary'));

    await router.navigate(-1);
    await waitFor(() => expect(search).toHaveValue(''));
    // Once the typing pause has passed, the old words are not pushed back into the address.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.search).toBe('');
    expect(search).toHaveValue('');
  });

  it('tells "no match" from "nothing here", and clears the search', async () => {
    serveInbox((method, url) =>
      isList(method, url, 'intake') ? jsonResponse(listOf([])) : undefined,
    );
    const { user, router } = renderAt('/admin/inbox?kind=intake&q=zzz', inboxPage);

    expect(await screen.findByText('No intake requests match “zzz”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    await waitFor(() => expect(router.state.location.search).toBe('?kind=intake'));
    expect(await screen.findByText('No intake requests have arrived yet.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('pages through the server', async () => {
    serveInbox((method, url) => {
      if (!isList(method, url, 'contact')) return undefined;
      const pageNumber = Number(new URL(url, 'http://x').searchParams.get('page'));
      return jsonResponse(listOf([tom], 30, pageNumber));
    });
    const { user, router } = renderAt('/admin/inbox?kind=contact', inboxPage);

    const pages = await screen.findByRole('navigation', { name: 'Pages of contact messages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 2'));
    expect(router.state.location.search).toBe('?kind=contact&page=2');
    expect(calls('GET', '/api/admin/inbox/contact?status=all&page=2')).toHaveLength(1);
  });

  it('shows every field of an item and saves only what changed', async () => {
    let current: ContactItem = { ...tom, internalNote: 'Asked for the contract.' };
    serveInbox((method, url, body) => {
      if (method === 'PATCH' && url === '/api/admin/inbox/contact/contact-1') {
        current = { ...current, ...(body as Partial<ContactItem>) };
        return jsonResponse(current);
      }
      return isList(method, url, 'contact') ? jsonResponse(listOf([current])) : undefined;
    });
    const { user } = renderAt('/admin/inbox?kind=contact', inboxPage);

    await user.click(
      await screen.findByRole('button', { name: 'Open the message from Tom Brown' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Message from Tom Brown' });
    expect(dialog).toHaveTextContent('A question about fees');
    expect(dialog).toHaveTextContent('Can you help me read my contract?');
    expect(within(dialog).getByRole('link', { name: 'tom@example.com' })).toHaveAttribute(
      'href',
      'mailto:tom@example.com',
    );
    const note = within(dialog).getByRole('textbox', { name: /Internal note/ });
    expect(note).toHaveValue('Asked for the contract.');

    // Saving with nothing changed sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/nothing to save/)).toBeInTheDocument();
    expect(calls('PATCH')).toHaveLength(0);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Status' }),
      'in_progress',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await sentOnce('PATCH', '/api/admin/inbox/contact/contact-1')).toEqual({
      status: 'in_progress',
    });
    expect(await toastTitle('Saved')).toBeInTheDocument();
    // Kept in the dialog too, as the toast sits behind it.
    expect(dialog).toHaveTextContent('The status is now “In progress”.');
    await waitFor(() => expect(dialog).toHaveTextContent('Status: In progress'));

    // Emptying the note removes it.
    await user.clear(note);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(2));
    expect(JSON.parse(String(calls('PATCH')[1]![1]!.body))).toEqual({ internalNote: '' });
    expect(await within(dialog).findByText(/The note is removed\./)).toBeInTheDocument();
  });

  it('shows why a save failed in the dialog, keeping what was typed', async () => {
    serveInbox((method, url) =>
      method === 'PATCH' && url === '/api/admin/inbox/intake/intake-1'
        ? jsonResponse(
            { code: 'NOT_FOUND', message: 'We could not find that request or message.' },
            404,
          )
        : undefined,
    );
    const { user } = renderAt('/admin/inbox', inboxPage);
    const dialog = await openMary(user);

    await user.type(within(dialog).getByRole('textbox', { name: /Internal note/ }), 'Call her');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await sentOnce('PATCH', '/api/admin/inbox/intake/intake-1')).toEqual({
      internalNote: 'Call her',
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your changes were not saved');
    expect(alert).toHaveTextContent('We could not find that request or message.');
    expect(within(dialog).getByRole('textbox', { name: /Internal note/ })).toHaveValue('Call her');
  });

  it('asks before inviting, then e-mails the invitation and says so', async () => {
    serveInbox((method, url) => {
      if (method === 'POST' && url === '/api/admin/inbox/intake/intake-1/invite') {
        // The server moves a new request on to in progress when it invites.
        return jsonResponse({
          ...mary,
          status: 'in_progress',
          invitedAt: '2025-03-07T12:00:00.000Z',
        });
      }
      if (method === 'PATCH' && url === '/api/admin/inbox/intake/intake-1') {
        return jsonResponse({ ...mary, status: 'in_progress', internalNote: 'Invited by phone' });
      }
      return undefined;
    });
    const { user } = renderAt('/admin/inbox', inboxPage);
    const details = await openMary(user);
    expect(details).toHaveTextContent('Not sent');

    await user.click(within(details).getByRole('button', { name: 'Invite to create an account' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Invite Mary Jones to create an account?',
    });
    expect(confirm).toHaveTextContent(
      'We will e-mail mary@example.com a link to create an account.',
    );
    expect(confirm).not.toHaveTextContent('You already invited them');
    // Nothing is sent before the confirmation.
    expect(calls('POST')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Send the invitation' }));
    await sentOnce('POST', '/api/admin/inbox/intake/intake-1/invite');
    expect(await toastTitle('Invitation sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Invite Mary Jones to create an account?' }),
      ).not.toBeInTheDocument(),
    );
    const after = screen.getByRole('dialog', { name: 'Request from Mary Jones' });
    expect(after).toHaveTextContent(invitationSentMessage('mary@example.com'));
    expect(after).toHaveTextContent(`Sent ${formatDateTime('2025-03-07T12:00:00.000Z')}`);
    expect(
      within(after).getByRole('button', { name: 'Send a new invitation' }),
    ).toBeInTheDocument();

    // The form follows the new status, so saving a note does not put the status back.
    expect(within(after).getByRole('combobox', { name: 'Status' })).toHaveValue('in_progress');
    await user.type(
      within(after).getByRole('textbox', { name: /Internal note/ }),
      'Invited by phone',
    );
    await user.click(within(after).getByRole('button', { name: 'Save' }));
    expect(await sentOnce('PATCH', '/api/admin/inbox/intake/intake-1')).toEqual({
      internalNote: 'Invited by phone',
    });
  });

  it('says when they were invited before that a new link replaces the old', async () => {
    const invited = { ...mary, invitedAt: '2025-03-06T10:00:00.000Z' };
    serveInbox((method, url) =>
      isList(method, url, 'intake') ? jsonResponse(listOf([invited])) : undefined,
    );
    const { user } = renderAt('/admin/inbox', inboxPage);
    const details = await openMary(user);

    await user.click(within(details).getByRole('button', { name: 'Send a new invitation' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Invite Mary Jones to create an account?',
    });
    expect(confirm).toHaveTextContent(
      `You already invited them on ${formatDateTime(invited.invitedAt)}. The new link replaces that one, which will stop working.`,
    );
  });

  it('shows the refusal when the person already has an account', async () => {
    serveInbox((method, url) =>
      method === 'POST' && url === '/api/admin/inbox/intake/intake-1/invite'
        ? jsonResponse({ code: 'ALREADY_REGISTERED', message: ALREADY_REGISTERED_MESSAGE }, 409)
        : undefined,
    );
    const { user } = renderAt('/admin/inbox', inboxPage);
    const details = await openMary(user);
    await user.click(within(details).getByRole('button', { name: 'Invite to create an account' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Invite Mary Jones to create an account?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Send the invitation' }));

    const alert = await within(confirm).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(ALREADY_REGISTERED_MESSAGE));
    expect(alert).toHaveTextContent('The invitation was not sent.');
  });

  it("keeps the callback requests' filter, search and page in the address, with page controls", async () => {
    const dorothy = {
      id: 'callback-1',
      reference: 'CB-7KX2QM',
      name: 'Dorothy Keane',
      phone: '(555) 014-2290',
      email: null,
      preferredTimes: 'Weekday mornings',
      timeZone: 'America/Chicago',
      message: null,
      locale: 'en',
      status: 'scheduled',
      internalNote: null,
      createdAt: '2025-03-05T09:30:00.000Z',
      updatedAt: '2025-03-05T09:30:00.000Z',
    };
    serve(answerSessionCheck('staff', admin), (method, url) =>
      method === 'GET' && url.startsWith('/api/admin/inbox/callbacks?')
        ? jsonResponse(listOf([dorothy], 30, 2))
        : undefined,
    );
    const { user, router } = renderAt(
      '/admin/inbox?kind=callbacks&status=scheduled&page=2',
      inboxPage,
    );

    expect(await screen.findByText('Dorothy Keane')).toBeInTheDocument();
    await sentOnce('GET', '/api/admin/inbox/callbacks?status=scheduled&page=2');
    // The filter comes before each card's own status.
    expect(screen.getAllByRole('combobox', { name: 'Status' })[0]).toHaveValue('scheduled');

    const pages = screen.getByRole('navigation', { name: 'Pages of callback requests' });
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?kind=callbacks&status=scheduled'),
    );

    // Back to the intake requests: the callback statuses do not apply there.
    await user.click(screen.getByRole('tab', { name: 'Intake requests' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=intake'));
  });
});
