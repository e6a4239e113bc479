import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PartnerCase, PartnerCaseDetail } from '@shared/contracts/partner-cases';
import type { PartnerProfile } from '@shared/contracts/partners';
import { readToken, storeSignIn } from '@client/lib/auth-storage';
import { caseSubmittedUpdate } from '@client/testing/case-fixtures';
import { installDialogMethods } from '@client/testing/dialog';
import {
  jsonResponse,
  routeTable,
  sentBody,
  stubFetchForEachTest,
  type FetchHandler,
} from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { toastTitle } from '@client/testing/toasts';
import { PartnerDashboard } from './partner-dashboard';

const { fetchMock, serve: serveFetch, calls } = stubFetchForEachTest();

beforeAll(installDialogMethods);

const partner: PartnerProfile = {
  id: 'p1',
  companyName: 'Smith & Lane Consumer Law',
  contactPerson: 'Dana Smith',
  locale: 'en' as const,
  email: 'dana@smithlane.example',
};

const firstCase: PartnerCase = {
  id: 'c1',
  caseNumber: 'TRA-2025-0001',
  timeshareCompany: 'Sunny Shores Vacation Club',
  purchaseDate: 'June 2019',
  situation: 'The maintenance fees keep rising every year.',
  status: 'in_progress',
  priority: 'urgent',
  createdAt: '2025-03-04T15:00:00.000Z',
  updatedAt: '2025-03-10T15:00:00.000Z',
  unreadMessages: 0,
  openRequestDueDate: null,
};
const secondCase: PartnerCase = {
  ...firstCase,
  id: 'c2',
  caseNumber: 'TRA-2025-0002',
  timeshareCompany: 'Bay Club Resorts',
  situation: 'I was promised a resale that never happened.',
  status: 'submitted',
  priority: 'low',
  updatedAt: '2025-03-01T15:00:00.000Z',
  unreadMessages: 3,
  // Long past: overdue whatever day the tests run.
  openRequestDueDate: '2025-03-05',
};

const detail: PartnerCaseDetail = {
  case: firstCase,
  client: {
    firstName: 'Margaret',
    lastName: 'Jones',
    email: 'margaret@example.com',
    phone: '(555) 123-4567',
  },
  documents: [
    {
      id: 'd1',
      fileName: 'contract.pdf',
      fileType: 'application/pdf',
      fileSize: 2_516_582,
      documentType: 'contract',
      uploadedBy: 'Dana Smith',
      isPublic: false,
      createdAt: '2025-03-05T15:00:00.000Z',
    },
  ],
  updates: [
    {
      id: 'u2',
      title: 'Called the resort',
      description: 'They will answer within a week.',
      createdAt: '2025-03-09T15:00:00.000Z',
      createdBy: 'Dana Smith',
      isPublic: false,
    },
    caseSubmittedUpdate,
  ],
  requests: [],
};

/** The partner's sign-in check answers with the profile; everything else goes to `cases`. */
function serve(cases: FetchHandler) {
  serveFetch(answerSessionCheck('partner', partner), cases);
}

function renderDashboard() {
  return renderAt('/partner-dashboard', {
    '/partner-dashboard': <PartnerDashboard />,
    '/partner-login': <h1>Partner login stub</h1>,
    '/partner-portal': <h1>Partner portal stub</h1>,
  });
}

/** The case numbers in the table's rows, in order. */
const caseNumbersIn = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Partner dashboard: who may see it', () => {
  it('shows Access Denied, with the way to the partner portal and sign-in, without a token', async () => {
    const { user, router } = renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/only for approved partner firms/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner Sign In' })).toHaveAttribute(
      'href',
      '/partner-login',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Go to Partner Portal' }));
    expect(await screen.findByText('Partner portal stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partner-portal');
  });

  it('checks a stored token, and shows Access Denied and drops it when the check fails', async () => {
    storeSignIn('partner', 'old-token', partner);
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Please sign in.', code: 'UNAUTHORIZED' }, 401),
    );
    renderDashboard();

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/partners/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer old-token');
    expect(readToken('partner')).toBeNull();
  });
});

describe('Partner dashboard: assigned cases', () => {
  beforeEach(() => storeSignIn('partner', 'partner-token', partner));

  it('shows the firm, the counters and the cases in a table with headers', async () => {
    serve(() => jsonResponse([secondCase, firstCase]));
    renderDashboard();

    const table = await screen.findByRole('table', { name: 'Cases assigned to your firm' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partner Dashboard');
    expect(screen.getByText('Smith & Lane Consumer Law')).toBeInTheDocument();
    expect(screen.getByText('Dana Smith')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    const counters = within(screen.getByRole('region', { name: 'Case summary' }));
    expect(counters.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2Total cases',
      '1Submitted',
      '1In Progress',
      '0Completed',
      '1Urgent',
    ]);

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Case number',
      'Timeshare company',
      'Status',
      'Priority',
      'Needs attention',
      'Last updated',
      'Actions',
    ]);
    // Most recently updated first.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'TRA-2025-0001',
      'TRA-2025-0002',
    ]);
    expect(rows[0]).toHaveTextContent('Sunny Shores Vacation Club');
    expect(rows[0]).toHaveTextContent('Status: In Progress');
    expect(rows[0]).toHaveTextContent('Urgent');
    expect(rows[0]).toHaveTextContent('March 10, 2025');
    expect(rows[0]).toHaveTextContent('Needs attention: Nothing new');
    expect(rows[1]).toHaveTextContent('3 new messages');
    expect(rows[1]).toHaveTextContent('Overdue request (due March 5, 2025)');
    expect(screen.getByText('Showing 2 of 2 cases')).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/partners/cases');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer partner-token');
  });

  it('keeps the cases with unread messages or an overdue request', async () => {
    const unreadOnly = { ...firstCase, id: 'c3', caseNumber: 'TRA-2025-0003', unreadMessages: 1 };
    serve(() => jsonResponse([firstCase, secondCase, unreadOnly]));
    const { user } = renderDashboard();
    const table = await screen.findByRole('table');
    const attention = screen.getByLabelText('Needs attention');

    await user.selectOptions(attention, 'With unread messages');
    expect(caseNumbersIn(table).toSorted()).toEqual(['TRA-2025-0002', 'TRA-2025-0003']);
    await user.selectOptions(attention, 'With an overdue request');
    expect(caseNumbersIn(table)).toEqual(['TRA-2025-0002']);
    expect(screen.getByText('Showing 1 of 3 cases')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(attention).toHaveValue('all');
    expect(caseNumbersIn(table)).toHaveLength(3);
  });

  it('searches and filters, says when nothing matches, and clears the filters', async () => {
    serve(() => jsonResponse([firstCase, secondCase]));
    const { user } = renderDashboard();
    const table = await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: /Search cases/ }), 'RESALE');
    expect(caseNumbersIn(table)).toEqual(['TRA-2025-0002']);
    expect(screen.getByText('Showing 1 of 2 cases')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Priority'), 'urgent');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No cases match your search or filters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: /Search cases/ })).toHaveValue('');
    expect(screen.getByLabelText('Priority')).toHaveValue('all');
    expect(screen.getByText('Showing 2 of 2 cases')).toBeInTheDocument();
  });

  it('sorts by the chosen key and turns the order round', async () => {
    serve(() => jsonResponse([firstCase, secondCase]));
    const { user } = renderDashboard();
    const table = await screen.findByRole('table');

    expect(screen.getByLabelText('Sort by')).toHaveValue('updatedAt');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'priority');
    expect(caseNumbersIn(table)).toEqual(['TRA-2025-0001', 'TRA-2025-0002']);
    await user.click(screen.getByRole('button', { name: 'Sort order: Most urgent first' }));
    expect(screen.getByRole('button', { name: 'Sort order: Least urgent first' })).toBeVisible();
    expect(caseNumbersIn(table)).toEqual(['TRA-2025-0002', 'TRA-2025-0001']);
  });

  it('says what happens next when no case is assigned yet', async () => {
    serve(() => jsonResponse([]));
    renderDashboard();
    expect(await screen.findByText('No cases assigned yet')).toBeInTheDocument();
    expect(screen.getByText(/When our team assigns a client's case to your firm/)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the loading took too long on a timeout, and loads again on Retry', async () => {
    let answer = jsonResponse({ message: 'Request Timeout', code: 'TIMEOUT' }, 408);
    serve(() => answer);
    const { user } = renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request Timeout');
    expect(alert).toHaveTextContent('Case loading took too long. Please try again.');
    answer = jsonResponse([firstCase]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('points at the connection when the cases cannot be loaded', async () => {
    serve(() => jsonResponse({ message: 'Something went wrong', code: 'INTERNAL' }, 500));
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to fetch assigned cases. Please check your connection.',
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says the session expired and goes to the partner sign-in on a 401', async () => {
    serve(() => jsonResponse({ message: 'Please sign in.', code: 'UNAUTHORIZED' }, 401));
    const { router } = renderDashboard();

    expect(await screen.findByText('Partner login stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partner-login');
    expect(await toastTitle('Session Expired')).toBeVisible();
    expect(screen.getByText('Please log in again')).toBeInTheDocument();
    expect(readToken('partner')).toBeNull();
  });
});

describe('Partner dashboard: case dialog', () => {
  beforeEach(() => storeSignIn('partner', 'partner-token', partner));

  async function openCase() {
    let current = detail;
    serve(
      routeTable({
        'GET /api/partners/cases': () => jsonResponse([firstCase]),
        'PUT /api/partners/cases/c1/status': (body) => {
          const { status } = body as { status: PartnerCase['status'] };
          current = { ...current, case: { ...current.case, status } };
          return jsonResponse(current.case);
        },
        'GET /api/partners/cases/c1': () => jsonResponse(current),
      }),
    );
    const view = renderDashboard();
    await view.user.click(await screen.findByRole('button', { name: 'View case TRA-2025-0001' }));
    const dialog = screen.getByRole('dialog', { name: 'Case TRA-2025-0001' });
    await within(dialog).findByRole('tablist', { name: 'Case sections' });
    return { ...view, dialog };
  }

  it('shows the case and how to reach the client on the Details tab', async () => {
    const { dialog } = await openCase();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Details', 'Documents', 'Updates', 'Actions', 'Messages', 'Requests']);
    const details = within(dialog).getByRole('tabpanel', { name: 'Details' });
    expect(details).toHaveTextContent('Margaret Jones');
    expect(within(details).getByRole('link', { name: 'margaret@example.com' })).toHaveAttribute(
      'href',
      'mailto:margaret@example.com',
    );
    expect(within(details).getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute(
      'href',
      'tel:5551234567',
    );
    expect(details).toHaveTextContent('June 2019');
    expect(details).toHaveTextContent('The maintenance fees keep rising every year.');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/partners/cases/c1');
  });

  it('lists documents and updates with who can see them', async () => {
    const { dialog, user } = await openCase();
    await user.click(within(dialog).getByRole('tab', { name: 'Documents' }));
    const documents = within(dialog).getByRole('tabpanel', { name: 'Documents' });
    const item = within(documents).getByRole('listitem');
    expect(item).toHaveTextContent('contract.pdf');
    expect(item).toHaveTextContent('Contract · 2.4 MB');
    expect(item).toHaveTextContent('Uploaded by Dana Smith on March 5, 2025');
    expect(item).toHaveTextContent('Private');

    // Showing a document to the client asks first, and Cancel sends nothing.
    await user.click(within(item).getByRole('button', { name: /Make Visible to Client/ }));
    const question = within(item).getByRole('group', {
      name: 'Make “contract.pdf” visible to the client?',
    });
    expect(question).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls('PATCH')).toHaveLength(0);

    await user.click(within(dialog).getByRole('tab', { name: 'Updates' }));
    const updates = within(dialog).getByRole('tabpanel', { name: 'Updates' });
    const entries = within(updates).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Called the resort',
      'Case Submitted',
    ]);
    expect(entries[0]).toHaveTextContent('Private note');
    expect(entries[1]).toHaveTextContent('Visible to client');
  });

  it('updates the status and refreshes the case', async () => {
    const { dialog, user } = await openCase();
    await user.click(within(dialog).getByRole('tab', { name: 'Actions' }));
    const actions = within(dialog).getByRole('tabpanel', { name: 'Actions' });
    expect(within(actions).getByLabelText('New status')).toHaveValue('in_progress');
    expect(within(actions).getByLabelText('Visible to client')).toBeChecked();

    await user.selectOptions(within(actions).getByLabelText('New status'), 'completed');
    await user.type(within(actions).getByLabelText(/Notes/), 'All done.');
    await user.click(within(actions).getByRole('button', { name: 'Update Status' }));

    expect(await within(actions).findByText('Case status updated successfully')).toBeVisible();
    expect(calls('PUT')).toHaveLength(1);
    expect(sentBody(calls('PUT')[0])).toEqual({
      status: 'completed',
      notes: 'All done.',
    });
    await user.click(within(dialog).getByRole('tab', { name: 'Details' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('tabpanel', { name: 'Details' })).toHaveTextContent(
        'Status: Completed',
      ),
    );
  });
});
