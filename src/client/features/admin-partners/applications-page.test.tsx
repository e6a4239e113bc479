import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationSummary } from '@shared/contracts/admin-partners';
import { INVITE_SENT_MESSAGE } from '@shared/contracts/admin-partners';
import AdminApplicationsPage from '@client/routes/admin-applications';
import { storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest, type FetchHandler } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { admin, editor } from '@client/testing/staff-users';
import { toastTitle } from '@client/testing/toasts';

const { fetchMock, serve, calls, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);

const summary: ApplicationSummary = {
  id: 'app-1',
  partnerId: 'partner-1',
  companyName: 'Smith & Partners Law',
  companyType: 'law-firm',
  contactPerson: 'Jane Smith',
  email: 'jane@smithlaw.example',
  jurisdiction: 'Florida',
  status: 'submitted',
  submittedAt: '2025-03-04T15:00:00.000Z',
  documentCount: 1,
};

const detail: ApplicationDetail = {
  ...summary,
  phone: '(555) 123-4567',
  website: 'https://smithlaw.example',
  businessLicense: 'FL-12345',
  barNumber: null,
  servicesOffered: ['Timeshare Cancellation', 'Contract Review'],
  agreementAccepted: true,
  reviewedAt: null,
  reviewedBy: null,
  reviewNotes: null,
  partner: { verificationStatus: 'pending', isActive: true, hasPassword: false, verifiedAt: null },
  documents: [
    {
      id: 'doc-1',
      documentType: 'bar-certificate',
      fileName: 'bar-certificate.pdf',
      fileSize: 204_800,
      mimeType: 'application/pdf',
      uploadedAt: '2025-03-05T10:00:00.000Z',
    },
  ],
};

const LIST = '/api/admin/partner-applications?status=submitted';
const DETAIL = '/api/admin/partner-applications/app-1';

/** The queue with one waiting application and its details; `handler` may answer first. */
function serveQueue(handler: FetchHandler = () => undefined, application = detail) {
  serve(answerSessionCheck('staff', admin), handler, (method, url) => {
    if (method === 'GET' && url === LIST) return jsonResponse([summary]);
    if (method === 'GET' && url.startsWith('/api/admin/partner-applications?')) {
      return jsonResponse([]);
    }
    if (method === 'GET' && url === DETAIL) return jsonResponse(application);
    return undefined;
  });
}

const page = { '/admin/applications': <AdminApplicationsPage /> };

/** Opens the page and the details of the waiting application. */
async function openApplication() {
  const view = renderAt('/admin/applications', page);
  await view.user.click(
    await screen.findByRole('button', { name: 'View details of Smith & Partners Law' }),
  );
  const details = screen.getByRole('dialog', { name: 'Smith & Partners Law' });
  await within(details).findByText('Type of organization');
  return { ...view, details };
}

beforeEach(() => storeSignIn('staff', 'staff-token', admin));

describe('Partner applications (/admin/applications)', () => {
  it('tells an editor the page is for administrators, with the way back, and asks nothing', async () => {
    storeSignIn('staff', 'staff-token', editor);
    serve(answerSessionCheck('staff', editor));
    renderAt('/admin/applications', page);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrators only' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Only administrators can review partner applications/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the staff area' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/staff/me']);
  });

  it('lists the applications under review with their facts, and each tab its own', async () => {
    serveQueue();
    const { user } = renderAt('/admin/applications', page);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partner Applications' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the staff area' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('tab', { name: 'Under review' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = (await screen.findByRole('heading', { name: 'Smith & Partners Law' })).closest(
      'li',
    )!;
    expect(row).toHaveTextContent('Status: Under review');
    expect(row).toHaveTextContent('Law Firm · Florida');
    expect(row).toHaveTextContent('Jane Smith · jane@smithlaw.example');
    expect(row).toHaveTextContent('Submitted on March 4, 2025');
    expect(row).toHaveTextContent('1 document');
    const [, init] = calls('GET', LIST)[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('No applications have been approved yet.')).toBeInTheDocument();
    expect(calls('GET', '/api/admin/partner-applications?status=approved')).toHaveLength(1);
  });

  it('says when the list cannot be loaded and tries again', async () => {
    let fail = true;
    serveQueue((method, url) =>
      fail && url === LIST
        ? jsonResponse({ message: 'The service is briefly unavailable.' }, 503)
        : undefined,
    );
    const { user } = renderAt('/admin/applications', page);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the applications.');
    expect(alert).toHaveTextContent('The service is briefly unavailable.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Smith & Partners Law' })).toBeVisible();
  });

  it('shows every detail of an application and downloads its documents as staff', async () => {
    serveQueue((method, url) =>
      url.endsWith('/documents/doc-1/download') ? new Response('%PDF-1.4') : undefined,
    );
    const { user, details: dialog } = await openApplication();

    const fact = (term: string) =>
      within(dialog).getByText(term, { selector: 'dt' }).parentElement!;
    expect(fact('Phone')).toHaveTextContent('(555) 123-4567');
    expect(fact('Website')).toHaveTextContent('https://smithlaw.example');
    expect(fact('Business license')).toHaveTextContent('FL-12345');
    expect(fact('Bar number')).toHaveTextContent('Not given');
    expect(fact('Partnership agreement')).toHaveTextContent('Accepted');
    expect(fact('Partner account')).toHaveTextContent('Waiting for review');
    expect(fact('Password set')).toHaveTextContent('Not yet');
    expect(within(fact('Services offered')).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Download bar-certificate.pdf' }));
    expect(await within(dialog).findByText('Download Complete')).toBeInTheDocument();
    const [, init] = calls(
      'GET',
      '/api/admin/partner-applications/app-1/documents/doc-1/download',
    )[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('will not reject without a reason, then sends the reason and says it was done', async () => {
    let status: ApplicationDetail['status'] = 'submitted';
    serveQueue((method, url) => {
      if (method === 'POST' && url === `${DETAIL}/reject`) {
        status = 'rejected';
        return jsonResponse({ ...detail, status, reviewNotes: 'Outside our area.' });
      }
      if (method === 'GET' && url === DETAIL) return jsonResponse({ ...detail, status });
      if (method === 'GET' && url === LIST) {
        return jsonResponse(status === 'submitted' ? [summary] : []);
      }
      return undefined;
    });
    const { user, details } = await openApplication();

    await user.click(within(details).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Smith & Partners Law?' });
    expect(dialog).toHaveTextContent(
      'We will e-mail Jane Smith at jane@smithlaw.example that the application was not approved, with the reason you write below.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));

    expect(await within(dialog).findByText('The reason is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    expect(calls('POST', `${DETAIL}/reject`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Outside our area.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));

    expect(await sentOnce('POST', `${DETAIL}/reject`)).toEqual({
      notes: 'Outside our area.',
    });
    expect(await toastTitle('Application rejected')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    // The details show the new status, and the queue no longer has the application.
    await waitFor(() =>
      expect(
        within(details).getByText('Status', { selector: 'dt' }).parentElement,
      ).toHaveTextContent('Not approved'),
    );
    expect(within(details).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(await screen.findByText('No applications are waiting for a review.')).toBeVisible();
  });

  it('keeps the reject dialog open with the server message when rejecting fails', async () => {
    serveQueue((method, url) =>
      method === 'POST' && url === `${DETAIL}/reject`
        ? jsonResponse({ message: 'This application has already been reviewed.', code: 'X' }, 409)
        : undefined,
    );
    const { user, details } = await openApplication();
    await user.click(within(details).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Smith & Partners Law?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Outside our area.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to reject application');
    expect(alert).toHaveTextContent('This application has already been reviewed.');
    expect(dialog).toHaveAttribute('open');
  });

  it('approves after explaining the 72-hour set-password link', async () => {
    serveQueue((method, url) =>
      method === 'POST' && url === `${DETAIL}/approve`
        ? jsonResponse({ ...detail, status: 'approved' })
        : undefined,
    );
    const { user, details } = await openApplication();

    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Smith & Partners Law?' });
    expect(dialog).toHaveTextContent(
      'a link to set a password for the partner portal. The link works once, for 72 hours.',
    );
    await user.type(within(dialog).getByLabelText(/Notes for the file/), 'Checked the bar.');
    // No bar number: the dialog says so and wants a reason before it approves (issue 15).
    expect(within(dialog).getByText('no bar number')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve application' }));
    expect(
      await within(dialog).findByText('A reason to approve anyway is required.'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText(/Reason to approve anyway/),
      'Bar admission checked online.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve application' }));

    expect(await sentOnce('POST', `${DETAIL}/approve`)).toEqual({
      notes: 'Checked the bar.',
      overrideReason: 'Bar admission checked online.',
    });
    expect(await toastTitle('Application approved')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  });

  it('sends a verified partner without a password a new link', async () => {
    const approved: ApplicationDetail = {
      ...detail,
      status: 'approved',
      reviewedAt: '2025-03-06T10:00:00.000Z',
      reviewedBy: 'Ada Admin',
      partner: {
        ...detail.partner,
        verificationStatus: 'verified',
        verifiedAt: '2025-03-06T10:00:00.000Z',
      },
    };
    serveQueue(
      (method, url) =>
        method === 'POST' && url === '/api/admin/partners/partner-1/invite'
          ? jsonResponse({ message: INVITE_SENT_MESSAGE })
          : undefined,
      approved,
    );
    const { user, details } = await openApplication();

    expect(
      within(details).getByText('Reviewed', { selector: 'dt' }).parentElement,
    ).toHaveTextContent('March 6, 2025 by Ada Admin');
    expect(within(details).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Send a new set-password link' }));

    const notice = (await within(details).findByText('Link sent')).closest('[role="status"]');
    expect(notice).toHaveTextContent(INVITE_SENT_MESSAGE);
    // The outcome takes the focus, as the pressed button may be gone.
    expect(notice?.parentElement).toHaveFocus();
    expect(await toastTitle('Link sent')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/partners/partner-1/invite')).toHaveLength(1);
  });
});
