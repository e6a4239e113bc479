import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PartnerSummary } from '@shared/contracts/admin-partners';
import type { AdminCase, AdminCaseList } from '@shared/contracts/admin-cases';
import AdminCasesPage from '@client/routes/admin-cases';
import { storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest, type FetchHandler } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { admin, editor } from '@client/testing/staff-users';
import { toastTitle } from '@client/testing/toasts';

const { serve, calls, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);

const unassigned: AdminCase = {
  id: 'case-1',
  caseNumber: 'TRA-2025-0001',
  timeshareCompany: 'Sunny Shores Vacation Club',
  purchaseDate: null,
  situation: 'The fees keep rising.',
  priority: 'high',
  status: 'submitted',
  createdAt: '2025-03-04T15:00:00.000Z',
  updatedAt: '2025-03-05T15:00:00.000Z',
  client: { id: 'client-1', name: 'Mary Jones', email: 'mary@example.com' },
  partner: null,
};

const assigned: AdminCase = {
  ...unassigned,
  id: 'case-2',
  caseNumber: 'TRA-2025-0002',
  timeshareCompany: 'Bay Club',
  status: 'in_progress',
  priority: 'medium',
  client: { id: 'client-2', name: 'Tom Brown', email: 'tom@example.com' },
  partner: { id: 'partner-1', companyName: 'Smith & Partners Law' },
};

const partners: PartnerSummary[] = [
  {
    id: 'partner-1',
    companyName: 'Smith & Partners Law',
    contactPerson: 'Jane Smith',
    email: 'jane@smithlaw.example',
    jurisdiction: 'Florida',
    servicesOffered: ['Timeshare Cancellation', 'Contract Review'],
    verificationStatus: 'verified',
    isActive: true,
    hasPassword: true,
    assignedCaseCount: 1,
  },
  {
    id: 'partner-2',
    companyName: 'Coastal Legal Aid',
    contactPerson: 'Sam Lee',
    email: 'sam@coastal.example',
    jurisdiction: 'California',
    servicesOffered: ['Consumer Protection'],
    verificationStatus: 'verified',
    isActive: true,
    hasPassword: false,
    assignedCaseCount: 0,
  },
];

function page(cases: AdminCase[], total = cases.length, pageNumber = 1): AdminCaseList {
  return { cases, total, page: pageNumber, pageSize: 25 };
}

const PARTNERS = '/api/admin/partners?status=verified';

/** The cases list (any query) and the verified partners; `handler` may answer first. */
function serveCases(handler: FetchHandler = () => undefined) {
  serve(answerSessionCheck('staff', admin), handler, (method, url) => {
    if (method === 'GET' && url.startsWith('/api/admin/cases')) {
      return jsonResponse(page([unassigned, assigned]));
    }
    if (method === 'GET' && url === PARTNERS) return jsonResponse(partners);
    return undefined;
  });
}

const casesPage = { '/admin/cases': <AdminCasesPage /> };

function row(caseNumber: string) {
  return screen.getByRole('rowheader', { name: new RegExp(caseNumber) }).closest('tr')!;
}

beforeEach(() => storeSignIn('staff', 'staff-token', admin));

describe('Cases and partner assignment (/admin/cases)', () => {
  it('is for administrators only', async () => {
    storeSignIn('staff', 'staff-token', editor);
    serve(answerSessionCheck('staff', editor));
    renderAt('/admin/cases', casesPage);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrators only' }),
    ).toBeInTheDocument();
    expect(calls('GET', '/api/admin/cases')).toHaveLength(0);
  });

  it('shows the cases in a table with their partner or "Not assigned"', async () => {
    serveCases();
    renderAt('/admin/cases', casesPage);

    const table = await screen.findByRole('table', { name: 'Cases' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Case',
      'Client',
      'Timeshare company',
      'Status',
      'Priority',
      'Updated',
      'Partner',
      'Action',
    ]);
    const first = row('TRA-2025-0001');
    expect(first).toHaveTextContent('Mary Jones');
    expect(first).toHaveTextContent('mary@example.com');
    expect(first).toHaveTextContent('Sunny Shores Vacation Club');
    expect(first).toHaveTextContent('Status: Submitted');
    expect(first).toHaveTextContent('High');
    expect(first).toHaveTextContent('March 5, 2025');
    expect(first).toHaveTextContent('Not assigned');
    expect(
      within(first).getByRole('button', { name: 'Assign case TRA-2025-0001' }),
    ).toBeInTheDocument();
    const second = row('TRA-2025-0002');
    expect(second).toHaveTextContent('Smith & Partners Law');
    expect(
      within(second).getByRole('button', { name: 'Reassign case TRA-2025-0002' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 cases.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of cases' })).not.toBeInTheDocument();
  });

  it('filters, searches and pages through the server', async () => {
    serveCases((method, url) => {
      if (method !== 'GET' || !url.startsWith('/api/admin/cases')) return undefined;
      const pageNumber = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
      return jsonResponse(page([unassigned], 60, pageNumber));
    });
    const { user, router } = renderAt('/admin/cases', casesPage);
    await screen.findByRole('table', { name: 'Cases' });

    await user.selectOptions(screen.getByLabelText('Status'), 'submitted');
    await user.selectOptions(screen.getByLabelText('Priority'), 'high');
    await user.selectOptions(screen.getByLabelText('Partner assignment'), 'unassigned');
    await user.type(screen.getByLabelText('Search'), ' mary@example.com {Enter}');
    await waitFor(() =>
      expect(
        calls(
          'GET',
          '/api/admin/cases?status=submitted&priority=high&assignment=unassigned&q=mary%40example.com',
        ),
      ).toHaveLength(1),
    );
    expect(router.state.location.search).toBe(
      '?status=submitted&priority=high&assignment=unassigned&q=mary%40example.com',
    );

    const pages = await screen.findByRole('navigation', { name: 'Pages of cases' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 3'));
    expect(
      calls(
        'GET',
        '/api/admin/cases?status=submitted&priority=high&assignment=unassigned&q=mary%40example.com&page=2',
      ),
    ).toHaveLength(1);

    // A new filter starts again from the first page.
    await user.selectOptions(screen.getByLabelText('Priority'), '');
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
  });

  it('lists the verified partners to assign to, says who will be told, and assigns', async () => {
    let current = unassigned;
    serveCases((method, url) => {
      if (method === 'PUT' && url === '/api/admin/cases/case-1/partner') {
        current = { ...unassigned, partner: { id: 'partner-2', companyName: 'Coastal Legal Aid' } };
        return jsonResponse(current);
      }
      if (method === 'GET' && url.startsWith('/api/admin/cases')) {
        return jsonResponse(page([current, assigned]));
      }
      return undefined;
    });
    const { user } = renderAt('/admin/cases', casesPage);
    await user.click(await screen.findByRole('button', { name: 'Assign case TRA-2025-0001' }));

    const dialog = screen.getByRole('dialog', { name: 'Assign case TRA-2025-0001' });
    const select = await within(dialog).findByLabelText('Partner attorney');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a partner',
      'Smith & Partners Law, Florida: 1 case',
      'Coastal Legal Aid, California: 0 cases',
    ]);
    expect(dialog).toHaveTextContent(
      'When you assign the case, we will e-mail the client (Mary Jones) and the partner, and the client will see the update “Assigned to a partner attorney” on their case.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Assign case' }));
    expect(await within(dialog).findByText('Please choose a partner.')).toBeInTheDocument();
    expect(calls('PUT', '/api/admin/cases/case-1/partner')).toHaveLength(0);

    await user.selectOptions(select, 'partner-2');
    expect(within(dialog).getByText('Consumer Protection')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign case' }));

    expect(await sentOnce('PUT', '/api/admin/cases/case-1/partner')).toEqual({
      partnerId: 'partner-2',
    });
    expect(await toastTitle('Case assigned')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(row('TRA-2025-0001')).toHaveTextContent('Coastal Legal Aid'));
    // The partners' case counts changed too.
    expect(calls('GET', PARTNERS).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the dialog open with the server message when assigning fails', async () => {
    serveCases((method, url) =>
      method === 'PUT' && url === '/api/admin/cases/case-2/partner'
        ? jsonResponse(
            { message: 'Cases can only be assigned to a verified, active partner.' },
            409,
          )
        : undefined,
    );
    const { user } = renderAt('/admin/cases', casesPage);
    await user.click(await screen.findByRole('button', { name: 'Reassign case TRA-2025-0002' }));
    const dialog = screen.getByRole('dialog', { name: 'Reassign case TRA-2025-0002' });
    expect(dialog).toHaveTextContent('Assigned now to Smith & Partners Law.');
    await user.selectOptions(await within(dialog).findByLabelText('Partner attorney'), 'partner-2');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign case' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to assign case');
    expect(alert).toHaveTextContent('Cases can only be assigned to a verified, active partner.');
    expect(dialog).toHaveAttribute('open');
  });

  it('says when there is no verified partner to assign to', async () => {
    serveCases((method, url) => (url === PARTNERS ? jsonResponse([]) : undefined));
    const { user } = renderAt('/admin/cases', casesPage);
    await user.click(await screen.findByRole('button', { name: 'Assign case TRA-2025-0001' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign case TRA-2025-0001' });
    expect(await within(dialog).findByText(/There are no verified partners yet/)).toBeVisible();
    expect(
      within(dialog).getByRole('link', { name: 'Review partner applications' }),
    ).toHaveAttribute('href', '/admin/applications');
  });
});
