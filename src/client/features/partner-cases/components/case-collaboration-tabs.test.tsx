import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DUE_DATE_IN_THE_PAST_MESSAGE,
  REQUEST_ALREADY_FULFILLED_MESSAGE,
} from '@shared/contracts/case-collaboration';
import type { PartnerCase, PartnerCaseDetail } from '@shared/contracts/partner-cases';
import type { PartnerProfile } from '@shared/contracts/partners';
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
import { caseSubmittedUpdate, submittedCase } from '@client/testing/case-fixtures';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { PartnerDashboard } from './partner-dashboard';

const { serve, calls, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);

const partner: PartnerProfile = {
  id: 'p1',
  companyName: 'Smith & Lane Consumer Law',
  contactPerson: 'Dana Smith',
  locale: 'en' as const,
  email: 'dana@smithlane.example',
};

beforeEach(() => storeSignIn('partner', 'partner-token', partner));

const CASE_PATH = '/api/partners/cases/c1';
const MESSAGES = `${CASE_PATH}/messages`;
const READ = `${MESSAGES}/read`;
const REQUESTS = `${CASE_PATH}/requests`;

const contractFile = {
  id: 'd1',
  fileName: 'signed-contract.pdf',
  fileType: 'application/pdf',
  fileSize: 2_516_582,
  documentType: 'contract',
  uploadedBy: 'Margaret Jones',
  isPublic: true,
  createdAt: '2025-03-06T15:00:00.000Z',
};

const ownOverdue = documentRequest('r-deed', {
  title: 'Deed',
  documentType: 'legal-document',
  dueDate: '2020-01-31',
  askedBy: partner.companyName,
});
const staffAsked = documentRequest('r-fees', {
  title: 'Fee statements',
  description: 'The last three years.\nA photo of each page is fine.',
  documentType: 'financial-statement',
  dueDate: '2099-12-31',
});
const fulfilled = documentRequest('r-contract', {
  title: 'Signed purchase contract',
  status: 'fulfilled',
  askedBy: partner.companyName,
  fulfilledAt: '2025-03-06T15:00:00.000Z',
  documentId: 'd1',
});

function freshState(): CollaborationState {
  return {
    messages: [caseMessage('m1'), hostileMessage],
    requests: [fulfilled, staffAsked, ownOverdue],
    unread: 2,
  };
}

/** The dashboard with case c1 in the list; its messages and requests answered from `state`. */
async function openCase(state = freshState(), refusals: Partial<CollaborationServerOptions> = {}) {
  const partnerCase = (): PartnerCase => ({ ...submittedCase, unreadMessages: state.unread });
  const detail = (): PartnerCaseDetail => ({
    case: partnerCase(),
    client: { firstName: 'Margaret', lastName: 'Jones', email: 'm@example.com', phone: null },
    documents: [contractFile],
    updates: [caseSubmittedUpdate],
    requests: state.requests,
  });
  serve(
    answerSessionCheck('partner', partner),
    collaborationServer({
      casePath: CASE_PATH,
      author: { kind: 'partner', name: partner.companyName },
      state,
      ...refusals,
    }),
    (method, url) => {
      if (method !== 'GET') return undefined;
      if (url === '/api/partners/cases') return jsonResponse([partnerCase()]);
      if (url === CASE_PATH) return jsonResponse(detail());
      return undefined;
    },
  );
  const view = renderAt('/partner-dashboard', { '/partner-dashboard': <PartnerDashboard /> });
  await view.user.click(await screen.findByRole('button', { name: 'View case TRA-2025-0001' }));
  const dialog = screen.getByRole('dialog', { name: 'Case TRA-2025-0001' });
  await within(dialog).findByRole('tablist', { name: 'Case sections' });
  return { ...view, dialog, state };
}

describe('Partner case dialog: Messages tab', () => {
  it('shows the unread count on the tab, and lays six tabs out two (phone) or three a row', async () => {
    const { dialog } = await openCase();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Details',
      'Documents',
      'Updates',
      'Actions',
      'Messages (2)',
      'Requests',
    ]);
    expect(within(dialog).getByRole('tablist')).toHaveClass('grid-cols-2', 'sm:grid-cols-3');
    // Nothing is fetched or marked read before the tab is shown.
    expect(calls('GET', MESSAGES)).toHaveLength(0);
    expect(calls('POST', READ)).toHaveLength(0);
  });

  it('lists the messages with who wrote them, shows HTML as text, marks them read and the count falls', async () => {
    const view = await openCase();
    const panel = await openTab(view, 'Messages (2)');
    expect(panel).toHaveTextContent('Messages between the client, their attorney and our team.');

    const [first, second] = await messageItems(panel);
    expect(first).toHaveTextContent('Margaret Jones (Client) · Mar 5, 2025');
    expect(first).toHaveTextContent('I found the contract in a drawer.');
    const body = within(second!).getByText(/alert\("stolen"\)/);
    expect(body.textContent).toBe(hostileMessage.body);
    expect(panel.querySelector('script, b')).toBeNull();
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();

    await waitFor(() => expect(calls('POST', READ)).toHaveLength(1));
    // The list and the case are fetched again, so the unread counts fall.
    await waitFor(() =>
      expect(within(view.dialog).getByRole('tab', { name: 'Messages' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(calls('GET', '/api/partners/cases').length).toBeGreaterThanOrEqual(2);
    expect(within(panel).getByLabelText('Write a message')).toHaveAccessibleDescription(
      /Message text never goes in e-mails/,
    );
  });

  it('sends a message as the firm, empties the box and shows it in the conversation', async () => {
    const view = await openCase();
    const panel = await openTab(view, 'Messages (2)');
    await messageItems(panel);
    const box = within(panel).getByLabelText('Write a message');
    await view.user.type(box, 'Thank you.{Enter}We will write to the resort.');
    await view.user.click(within(panel).getByRole('button', { name: 'Send' }));

    expect(await sentOnce('POST', MESSAGES)).toEqual({
      body: 'Thank you.\nWe will write to the resort.',
    });
    expect(await within(panel).findByText('Your message was sent.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await waitFor(async () => {
      const last = (await messageItems(panel)).at(-1)!;
      expect(last).toHaveTextContent('Smith & Lane Consumer Law (Your firm)');
      expect(last).toHaveTextContent('We will write to the resort.');
    });
  });

  it('keeps a refused message in the box with the reason beside it', async () => {
    const view = await openCase(freshState(), {
      refuseMessage: () => jsonResponse({ message: 'The document is not one of this case.' }, 400),
    });
    const panel = await openTab(view, 'Messages (2)');
    await messageItems(panel);
    const box = within(panel).getByLabelText('Write a message');
    await view.user.type(box, 'About the deed');
    await view.user.click(within(panel).getByRole('button', { name: 'Send' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('The document is not one of this case.');
    expect(box).toHaveValue('About the deed');
  });
});

describe('Partner case dialog: Requests tab', () => {
  it('lists open requests first, overdue in words, fulfilled with the document, and Cancel only on the firm’s own', async () => {
    const view = await openCase();
    const panel = await openTab(view, 'Requests');
    const list = within(panel).getByRole('list', { name: 'Document requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Deed',
      'Fee statements',
      'Signed purchase contract',
    ]);
    const [deed, fees, contract] = items;
    expect(deed).toHaveAccessibleName('Deed');
    expect(deed).toHaveTextContent('Overdue: open, and it was due by January 31, 2020.');
    expect(deed).toHaveTextContent('Legal Document · Asked by Smith & Lane Consumer Law');
    expect(within(deed!).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();

    expect(fees).toHaveTextContent('Open: due by December 31, 2099.');
    expect(fees).not.toHaveTextContent('Overdue');
    expect(within(fees!).getByText(/The last three years/).textContent).toBe(
      staffAsked.description,
    );
    // Asked by our team: the firm cannot withdraw it.
    expect(within(fees!).queryByRole('button', { name: 'Cancel request' })).toBeNull();

    expect(contract).toHaveTextContent(
      'Fulfilled: the client sent “signed-contract.pdf” on March 6, 2025.',
    );
    expect(within(contract!).queryByRole('button')).toBeNull();
  });

  it('asks before cancelling: Keep sends nothing, Yes cancels and says so', async () => {
    const view = await openCase();
    const { user } = view;
    const panel = await openTab(view, 'Requests');
    const deed = within(panel).getByRole('listitem', { name: 'Deed' });
    const cancel = within(deed).getByRole('button', { name: 'Cancel request' });

    await user.click(cancel);
    const question = within(deed).getByRole('group', { name: 'Cancel the request “Deed”?' });
    expect(question).toHaveFocus();
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(question).getByRole('button', { name: 'Keep the request' }));
    expect(within(deed).queryByRole('group')).toBeNull();
    expect(cancel).toHaveFocus();
    expect(calls('POST', `${REQUESTS}/r-deed/cancel`)).toHaveLength(0);

    await user.click(cancel);
    await user.click(within(deed).getByRole('button', { name: 'Yes, cancel the request' }));
    await sentOnce('POST', `${REQUESTS}/r-deed/cancel`);

    const done = (await within(panel).findByText('Request cancelled')).closest('[role=status]');
    expect(done).toHaveTextContent('The client is no longer asked for “Deed”.');
    await waitFor(() => expect(done?.parentElement).toHaveFocus());
    await waitFor(() =>
      expect(within(panel).getByRole('listitem', { name: 'Deed' })).toHaveTextContent(
        'Cancelled: the client no longer needs to send it.',
      ),
    );
    expect(
      within(within(panel).getByRole('listitem', { name: 'Deed' })).queryByRole('button'),
    ).toBeNull();
  });

  it('says plainly why a request could not be cancelled (409)', async () => {
    const view = await openCase(freshState(), {
      refuseCancel: () =>
        jsonResponse(
          { message: REQUEST_ALREADY_FULFILLED_MESSAGE, code: 'REQUEST_FULFILLED' },
          409,
        ),
    });
    const panel = await openTab(view, 'Requests');
    const deed = within(panel).getByRole('listitem', { name: 'Deed' });
    await view.user.click(within(deed).getByRole('button', { name: 'Cancel request' }));
    await view.user.click(within(deed).getByRole('button', { name: 'Yes, cancel the request' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The request was not cancelled');
    expect(alert).toHaveTextContent(REQUEST_ALREADY_FULFILLED_MESSAGE);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    // The case is fetched again to show what became of the request.
    await waitFor(() => expect(calls('GET', CASE_PATH).length).toBeGreaterThanOrEqual(2));
  });

  it('asks the client for a document, with the server’s objections beside the fields', async () => {
    let answers = [
      () =>
        jsonResponse(
          {
            message: 'Please check the highlighted fields.',
            code: 'VALIDATION_ERROR',
            issues: [{ path: 'title', message: 'Title must be 200 characters or fewer.' }],
          },
          400,
        ),
      () =>
        jsonResponse({ message: DUE_DATE_IN_THE_PAST_MESSAGE, code: 'DUE_DATE_IN_THE_PAST' }, 400),
    ];
    const view = await openCase(freshState(), {
      refuseRequest: () => answers.shift()?.(),
    });
    const { user } = view;
    const panel = await openTab(view, 'Requests');
    const form = within(
      within(panel).getByRole('region', { name: 'Ask the client for a document' }),
    );
    const send = form.getByRole('button', { name: 'Send the request' });

    // Checked here first: nothing is sent without a title and a document type.
    await user.click(send);
    expect(await form.findByText('Title is required.')).toBeInTheDocument();
    expect(form.getByLabelText('Document type')).toHaveAccessibleDescription(
      'Please choose the kind of document you need.',
    );
    expect(calls('POST', REQUESTS)).toHaveLength(0);

    await user.type(form.getByLabelText('Document needed'), 'Letters from the resort');
    await user.type(form.getByLabelText(/Details for the client/), 'Any you kept.');
    await user.selectOptions(form.getByLabelText('Document type'), 'correspondence');
    await user.type(form.getByLabelText(/Due date/), '2099-06-30');
    await user.click(send);

    expect(await sentOnce('POST', REQUESTS)).toEqual({
      title: 'Letters from the resort',
      description: 'Any you kept.',
      documentType: 'correspondence',
      dueDate: '2099-06-30',
    });
    const title = form.getByLabelText('Document needed');
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        /A short title.*Title must be 200 characters or fewer\./,
      ),
    );
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('alert')).toHaveTextContent('The request was not sent');
    expect(title).toHaveValue('Letters from the resort');

    await user.click(send);
    const due = form.getByLabelText(/Due date/);
    await waitFor(() => expect(due).toHaveAccessibleDescription(/already passed/));
    expect(due).toHaveAttribute('aria-invalid', 'true');

    answers = [];
    await user.clear(due);
    await user.click(send);
    expect(await form.findByText(/is now on the client's list/)).toHaveTextContent(
      "“Letters from the resort” is now on the client's list of what we need from them.",
    );
    expect(JSON.parse(String(calls('POST', REQUESTS).at(-1)![1]!.body))).toEqual({
      title: 'Letters from the resort',
      description: 'Any you kept.',
      documentType: 'correspondence',
    });
    expect(form.getByLabelText('Document needed')).toHaveValue('');
    await waitFor(() =>
      expect(
        within(panel).getByRole('listitem', { name: 'Letters from the resort' }),
      ).toHaveTextContent('Open: no due date.'),
    );
  });
});
