import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminCaseDetail } from '@shared/contracts/admin-cases';
import { storeSignIn } from '@client/lib/auth-storage';
import {
  caseMessage,
  collaborationServer,
  documentRequest,
  hostileMessage,
  messageItems,
  openTab,
  type CollaborationServerOptions,
  type CollaborationState,
} from '@client/testing/case-collaboration';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { admin } from '@client/testing/staff-users';
import { staffCaseThread } from './api/case-collaboration';
import {
  assigned,
  casePage,
  casesRoute,
  casesServer,
  isCaseListCall,
  unassigned,
} from './admin-cases-fixtures';

const { serve, calls, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);
beforeEach(() => storeSignIn('staff', 'staff-token', admin));

const CASE_PATH = '/api/admin/cases/case-2';
const MESSAGES = `${CASE_PATH}/messages`;
const READ = `${MESSAGES}/read`;
const REQUESTS = `${CASE_PATH}/requests`;

const firmMessage = caseMessage('m2', {
  caseId: 'case-2',
  authorKind: 'partner',
  authorName: 'Smith & Partners Law',
  body: 'We wrote to the resort today.',
  createdAt: '2025-03-06T09:30:00.000Z',
});

const firmOverdue = documentRequest('r-deed', {
  title: 'Deed',
  documentType: 'legal-document',
  dueDate: '2020-01-31',
  askedBy: 'Smith & Partners Law',
});
const ourOpen = documentRequest('r-fees', {
  title: 'Fee statements',
  documentType: 'financial-statement',
  dueDate: '2099-12-31',
});
const ourCancelled = documentRequest('r-old', { title: 'Old letter', status: 'cancelled' });

function freshState(): CollaborationState {
  return {
    messages: [{ ...hostileMessage, caseId: 'case-2' }, firmMessage],
    requests: [ourCancelled, ourOpen, firmOverdue],
    unread: 3,
  };
}

/** The cases screen with case-2 opened; its messages and requests answered from `state`. */
async function openCase(state = freshState(), refusals: Partial<CollaborationServerOptions> = {}) {
  const adminCase = () => ({ ...assigned, unreadMessages: state.unread });
  const detail = (): AdminCaseDetail => ({
    case: adminCase(),
    updates: [],
    documents: [],
    requests: state.requests,
  });
  serve(
    collaborationServer({
      casePath: CASE_PATH,
      author: { kind: 'staff', name: 'TRA Team' },
      state,
      ...refusals,
    }),
    ...casesServer((method, url) => {
      if (isCaseListCall(method, url)) return jsonResponse(casePage([unassigned, adminCase()]));
      if (method === 'GET' && url === CASE_PATH) return jsonResponse(detail());
      return undefined;
    }),
  );
  const view = renderAt('/admin/cases', casesRoute);
  await view.user.click(await screen.findByRole('button', { name: 'Open case TRA-2025-0002' }));
  const dialog = screen.getByRole('dialog', { name: 'Case TRA-2025-0002' });
  await within(dialog).findByRole('tablist', { name: 'Case sections' });
  return { ...view, dialog, state };
}

describe('Staff case dialog: Messages tab', () => {
  it('opens on the overview, with the unread count on the Messages tab', async () => {
    const { dialog } = await openCase();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Messages (3)', 'Requests']);
    const overview = within(dialog).getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(calls('GET', MESSAGES)).toHaveLength(0);
  });

  it('shows HTML in a message as text, names who wrote each, marks read and the count falls', async () => {
    const view = await openCase();
    const panel = await openTab(view, 'Messages (3)');
    const [first, second] = await messageItems(panel);

    const body = within(first!).getByText(/alert\("stolen"\)/);
    expect(body.textContent).toBe(hostileMessage.body);
    expect(body).toHaveClass('whitespace-pre-wrap');
    expect(panel.querySelector('script, b')).toBeNull();
    expect(within(first!).queryByRole('link')).not.toBeInTheDocument();
    expect(first).toHaveTextContent('Margaret Jones (Client)');
    expect(second).toHaveTextContent('Smith & Partners Law (Attorney) · Mar 6, 2025');

    await waitFor(() => expect(calls('POST', READ)).toHaveLength(1));
    expect(await within(view.dialog).findByRole('tab', { name: 'Messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The conversation itself is not fetched again for that.
    expect(calls('GET', MESSAGES)).toHaveLength(1);
  });

  it('announces a message from the firm that arrives, not staff’s own', async () => {
    const view = await openCase();
    const panel = await openTab(view, 'Messages (3)');
    await messageItems(panel);
    const live = within(panel).getByText('', { selector: '[aria-live="polite"].sr-only' });
    expect(live.textContent).toBe('');

    view.state.messages = [
      ...view.state.messages,
      caseMessage('m3', { authorKind: 'staff', authorName: 'TRA Team', body: 'Noted.' }),
    ];
    const { queryKey } = staffCaseThread('case-2');
    await act(() => view.queryClient.refetchQueries({ queryKey }));
    await waitFor(async () => expect(await messageItems(panel)).toHaveLength(3));
    expect(live.textContent).toBe('');

    view.state.messages = [
      ...view.state.messages,
      caseMessage('m4', {
        authorKind: 'partner',
        authorName: 'Smith & Partners Law',
        createdAt: '2025-03-07T10:00:00.000Z',
      }),
    ];
    await act(() => view.queryClient.refetchQueries({ queryKey }));
    await waitFor(async () => expect(await messageItems(panel)).toHaveLength(4));
    expect(live).toHaveTextContent('New message from Smith & Partners Law, Mar 7, 2025');
  });

  it('sends as our team, and keeps a refused message in the box', async () => {
    let refuse = true;
    const view = await openCase(freshState(), {
      refuseMessage: () =>
        refuse ? jsonResponse({ message: 'We could not save the message.' }, 503) : undefined,
    });
    const panel = await openTab(view, 'Messages (3)');
    await messageItems(panel);
    const box = within(panel).getByLabelText('Write a message');
    await view.user.type(box, 'We will call you on Monday.');
    await view.user.click(within(panel).getByRole('button', { name: 'Send' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('We could not save the message.');
    expect(box).toHaveValue('We will call you on Monday.');

    refuse = false;
    await view.user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Your message was sent.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await waitFor(async () =>
      expect((await messageItems(panel)).at(-1)).toHaveTextContent(
        'TRA Team (Our team) · Mar 11, 2025',
      ),
    );
  });
});

describe('Staff case dialog: Requests tab', () => {
  it('lists open requests first with overdue ones in words, and staff may cancel any open one', async () => {
    const view = await openCase();
    const panel = await openTab(view, 'Requests');
    const items = within(within(panel).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Deed',
      'Fee statements',
      'Old letter',
    ]);
    expect(items[0]).toHaveTextContent('Overdue: open, and it was due by January 31, 2020.');
    expect(items[0]).toHaveClass('border-red-700');
    expect(items[1]).toHaveTextContent('Open: due by December 31, 2099.');
    expect(items[2]).toHaveTextContent('Cancelled');
    expect(
      items.map((item) => within(item).queryByRole('button', { name: 'Cancel request' }) !== null),
    ).toEqual([true, true, false]);
  });

  it('cancels the firm’s request after the question, and shows a refusal plainly', async () => {
    let refusal: Response | undefined = jsonResponse(
      { message: 'Only administrators can do this.', code: 'FORBIDDEN' },
      403,
    );
    const view = await openCase(freshState(), { refuseCancel: () => refusal });
    const { user } = view;
    const panel = await openTab(view, 'Requests');
    const deed = within(panel).getByRole('listitem', { name: 'Deed' });

    await user.click(within(deed).getByRole('button', { name: 'Cancel request' }));
    expect(within(deed).getByRole('group', { name: 'Cancel the request “Deed”?' })).toHaveFocus();
    await user.click(within(deed).getByRole('button', { name: 'Yes, cancel the request' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The request was not cancelled');
    expect(alert).toHaveTextContent('Only administrators can do this.');
    expect(within(deed).queryByRole('group')).toBeNull();

    refusal = undefined;
    await user.click(within(deed).getByRole('button', { name: 'Cancel request' }));
    await user.click(within(deed).getByRole('button', { name: 'Yes, cancel the request' }));
    expect(await within(panel).findByText('Request cancelled')).toBeInTheDocument();
    expect(calls('POST', `${REQUESTS}/r-deed/cancel`)).toHaveLength(2);
    await waitFor(() =>
      expect(within(panel).getByRole('listitem', { name: 'Deed' })).toHaveTextContent(
        'Cancelled: the client no longer needs to send it.',
      ),
    );
  });

  it('asks the client for a document, showing the server’s field errors beside the fields', async () => {
    let refuse = true;
    const view = await openCase(freshState(), {
      refuseRequest: () =>
        refuse
          ? jsonResponse(
              {
                message: 'Please check the highlighted fields.',
                code: 'VALIDATION_ERROR',
                issues: [
                  { path: 'description', message: 'Description must be 2000 characters or fewer.' },
                ],
              },
              400,
            )
          : undefined,
    });
    const { user } = view;
    const panel = await openTab(view, 'Requests');
    const form = within(
      within(panel).getByRole('region', { name: 'Ask the client for a document' }),
    );
    await user.type(form.getByLabelText('Document needed'), 'Bank statement');
    await user.type(form.getByLabelText(/Details for the client/), 'Showing the last payment.');
    await user.selectOptions(form.getByLabelText('Document type'), 'financial-statement');
    await user.click(form.getByRole('button', { name: 'Send the request' }));

    expect(await sentOnce('POST', REQUESTS)).toEqual({
      title: 'Bank statement',
      description: 'Showing the last payment.',
      documentType: 'financial-statement',
    });
    const details = form.getByLabelText(/Details for the client/);
    await waitFor(() =>
      expect(details).toHaveAccessibleDescription('Description must be 2000 characters or fewer.'),
    );
    expect(details).toHaveFocus();
    expect(form.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');

    refuse = false;
    await user.click(form.getByRole('button', { name: 'Send the request' }));
    expect(await form.findByText('Request sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('listitem', { name: 'Bank statement' })).toHaveTextContent(
        'Asked by TRA Team',
      ),
    );
  });
});
