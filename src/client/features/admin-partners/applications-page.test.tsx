import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail, ApplicationSummary } from '@shared/contracts/admin-partners';
import { INVITE_SENT_MESSAGE } from '@shared/contracts/admin-partners';
import AdminApplicationsPage from '@client/routes/admin-applications';
import { clearAllSignIns, storeSignIn } from '@client/lib/auth-storage';
import {
  admin,
  calls,
  editor,
  fetchMock,
  installDialogMethods,
  json,
  renderAt,
  sentBody,
  serve,
  toastTitle,
  type Handler,
} from './test-utils';

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
function serveQueue(handler: Handler = () => undefined, application = detail) {
  serve(admin, (method, url, body) => {
    const answer = handler(method, url, body);
    if (answer) return answer;
    if (method === 'GET' && url === LIST) return json([summary]);
    if (method === 'GET' && url.startsWith('/api/admin/partner-applications?')) return json([]);
    if (method === 'GET' && url === DETAIL) return json(application);
    return undefined;
  });
}

async function openApplication(user: ReturnType<typeof renderAt>['user']) {
  await user.click(
    await screen.findByRole('button', { name: 'View details of Smith & Partners Law' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Smith & Partners Law' });
  await within(dialog).findByText('Type of organization');
  return dialog;
}

const page = { '/admin/applications': <AdminApplicationsPage /> };

beforeEach(() => {
  clearAllSignIns();
  storeSignIn('staff', 'staff-token', admin);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('Partner applications (/admin/applications)', () => {
  it('tells an editor the page is for administrators, with the way back, and asks nothing', async () => {
    storeSignIn('staff', 'staff-token', editor);
    serve(editor, () => undefined);
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
        ? json({ message: 'The service is briefly unavailable.' }, 503)
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
    const { user } = renderAt('/admin/applications', page);
    const dialog = await openApplication(user);

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
        return json({ ...detail, status, reviewNotes: 'Outside our area.' });
      }
      if (method === 'GET' && url === DETAIL) return json({ ...detail, status });
      if (method === 'GET' && url === LIST) return json(status === 'submitted' ? [summary] : []);
      return undefined;
    });
    const { user } = renderAt('/admin/applications', page);
    const details = await openApplication(user);

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

    await waitFor(() => expect(calls('POST', `${DETAIL}/reject`)).toHaveLength(1));
    expect(sentBody(calls('POST', `${DETAIL}/reject`)[0]!)).toEqual({
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
        ? json({ message: 'This application has already been reviewed.', code: 'X' }, 409)
        : undefined,
    );
    const { user } = renderAt('/admin/applications', page);
    const details = await openApplication(user);
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
        ? json({ ...detail, status: 'approved' })
        : undefined,
    );
    const { user } = renderAt('/admin/applications', page);
    const details = await openApplication(user);

    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Smith & Partners Law?' });
    expect(dialog).toHaveTextContent(
      'a link to set a password for the partner portal. The link works once, for 72 hours.',
    );
    await user.type(within(dialog).getByLabelText(/Notes for the file/), 'Checked the bar.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve application' }));

    await waitFor(() => expect(calls('POST', `${DETAIL}/approve`)).toHaveLength(1));
    expect(sentBody(calls('POST', `${DETAIL}/approve`)[0]!)).toEqual({
      notes: 'Checked the bar.',
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
          ? json({ message: INVITE_SENT_MESSAGE })
          : undefined,
      approved,
    );
    const { user } = renderAt('/admin/applications', page);
    const details = await openApplication(user);

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
