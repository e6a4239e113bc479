import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminCase } from '@shared/contracts/admin-cases';
import { storeSignIn } from '@client/lib/auth-storage';
import { SEARCH_DEBOUNCE_MS } from '@client/lib/use-debounced-value';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { admin, editor } from '@client/testing/staff-users';
import { toastTitle } from '@client/testing/toasts';
import {
  assigned,
  casePage,
  casesRoute,
  casesServer,
  isCaseListCall,
  PARTNER_COASTAL,
  PARTNERS_URL,
  STAFF_DANA,
  STAFF_GONE,
  unassigned,
} from './admin-cases-fixtures';

const { serve, calls, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);
beforeEach(() => storeSignIn('staff', 'staff-token', admin));

function row(caseNumber: string) {
  return screen.getByRole('rowheader', { name: new RegExp(caseNumber) }).closest('tr')!;
}

const caseListCalls = () => calls('GET').filter(([url]) => isCaseListCall('GET', String(url)));

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Cases (/admin/cases)', () => {
  it('is for administrators only', async () => {
    storeSignIn('staff', 'staff-token', editor);
    serve(answerSessionCheck('staff', editor));
    renderAt('/admin/cases', casesRoute);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrators only' }),
    ).toBeInTheDocument();
    expect(caseListCalls()).toHaveLength(0);
  });

  it('shows the cases with their partner and staff owner, or who is missing', async () => {
    serve(...casesServer());
    renderAt('/admin/cases', casesRoute);

    expect(await screen.findByRole('heading', { level: 1, name: 'Cases' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cases' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Select',
      'Case',
      'Client',
      'Status',
      'Priority',
      'Updated',
      'Partner',
      'Owner',
      'Action',
    ]);
    const first = row('TRA-2025-0001');
    expect(first).toHaveTextContent('Mary Jones');
    expect(first).toHaveTextContent('mary@example.com');
    expect(first).toHaveTextContent('Sunny Shores Vacation Club');
    expect(first).toHaveTextContent('Status: Submitted');
    expect(first).toHaveTextContent('High');
    expect(first).toHaveTextContent('March 5, 2025');
    expect(first).toHaveTextContent('Partner: Not assigned');
    expect(first).toHaveTextContent('Owner: No owner');
    expect(first).not.toHaveTextContent(/new message|Overdue/);
    expect(
      within(first).getByRole('button', { name: 'Assign case TRA-2025-0001' }),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Open case TRA-2025-0001' }),
    ).toBeInTheDocument();
    const second = row('TRA-2025-0002');
    expect(second).toHaveTextContent('Partner: Smith & Partners Law');
    expect(second).toHaveTextContent('Owner: Dana Whitfield');
    expect(second).toHaveTextContent('2 new messages');
    expect(second).toHaveTextContent('Overdue request (due March 5, 2025)');
    expect(
      within(second).getByRole('button', { name: 'Reassign case TRA-2025-0002' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 cases.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of cases' })).not.toBeInTheDocument();
  });

  it('says when no case matches the filters, and clears them all at once', async () => {
    serve(
      ...casesServer((method, url) =>
        isCaseListCall(method, url) && url !== '/api/admin/cases'
          ? jsonResponse(casePage([]))
          : undefined,
      ),
    );
    const { user, router } = renderAt('/admin/cases?priority=urgent&owner=none', casesRoute);
    expect(await screen.findByText('No cases match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: 'Cases' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('offers the load failure with Try again', async () => {
    let fail = true;
    serve(
      ...casesServer((method, url) =>
        fail && isCaseListCall(method, url)
          ? jsonResponse({ message: 'The database is resting.' }, 503)
          : undefined,
      ),
    );
    const { user } = renderAt('/admin/cases', casesRoute);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the cases.');
    expect(alert).toHaveTextContent('The database is resting.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Cases' })).toBeInTheDocument();
  });
});

describe('Case filters in the address', () => {
  it('opens pre-filtered from a link, and shows the filters it applied', async () => {
    serve(...casesServer());
    renderAt(
      `/admin/cases?status=submitted&priority=urgent&partner=none&owner=${STAFF_DANA}&olderThanDays=30&attention=overdue&q=TRA-2026-000123`,
      casesRoute,
    );
    await screen.findByRole('table', { name: 'Cases' });

    expect(
      calls(
        'GET',
        `/api/admin/cases?status=submitted&priority=urgent&partner=none&owner=${STAFF_DANA}&olderThanDays=30&attention=overdue&q=TRA-2026-000123`,
      ),
    ).toHaveLength(1);
    expect(caseListCalls()).toHaveLength(1);
    expect(screen.getByLabelText('Status')).toHaveValue('submitted');
    expect(screen.getByLabelText('Priority')).toHaveValue('urgent');
    expect(screen.getByLabelText('Partner')).toHaveValue('none');
    await waitFor(() => expect(screen.getByLabelText('Staff owner')).toHaveValue(STAFF_DANA));
    expect(screen.getByLabelText('Age')).toHaveValue('30');
    expect(screen.getByLabelText('Needs attention')).toHaveValue('overdue');
    expect(screen.getByLabelText('Search')).toHaveValue('TRA-2026-000123');
  });

  it('drops values from the address that the server would refuse', async () => {
    serve(...casesServer());
    renderAt(
      '/admin/cases?status=lost&priority=urgent&partner=somebody&olderThanDays=12&attention=soon&page=zero',
      casesRoute,
    );
    await screen.findByRole('table', { name: 'Cases' });
    expect(caseListCalls().map(([url]) => String(url))).toEqual([
      '/api/admin/cases?priority=urgent',
    ]);
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('lists the verified partners and the staff (deactivated ones last) to filter by', async () => {
    serve(...casesServer());
    renderAt('/admin/cases', casesRoute);
    await screen.findByRole('table', { name: 'Cases' });

    await waitFor(() =>
      expect(optionTexts(screen.getByLabelText('Partner'))).toEqual([
        'All partners',
        'No partner',
        'Smith & Partners Law',
        'Coastal Legal Aid',
      ]),
    );
    await waitFor(() =>
      expect(optionTexts(screen.getByLabelText('Staff owner'))).toEqual([
        'All owners',
        'No owner',
        'Dana Whitfield',
        'Omar Quinn',
        'Gale Former (deactivated)',
      ]),
    );
    expect(optionTexts(screen.getByLabelText('Age'))).toEqual([
      'Any age',
      'Opened more than 7 days ago',
      'Opened more than 30 days ago',
      'Opened more than 90 days ago',
    ]);
  });

  it('filters, searches and pages through the server, starting each new filter on page 1', async () => {
    serve(
      ...casesServer((method, url) => {
        if (!isCaseListCall(method, url)) return undefined;
        const pageNumber = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
        return jsonResponse(casePage([unassigned], 60, pageNumber));
      }),
    );
    const { user, router } = renderAt('/admin/cases', casesRoute);
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
    expect(router.state.location.search).toContain('page=2');

    await user.selectOptions(screen.getByLabelText('Staff owner'), 'none');
    await user.selectOptions(screen.getByLabelText('Age'), '90');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=submitted&priority=high&assignment=unassigned&owner=none&olderThanDays=90&q=mary%40example.com',
      ),
    );
    await user.selectOptions(await screen.findByLabelText('Partner'), PARTNER_COASTAL);
    await waitFor(() =>
      expect(
        calls(
          'GET',
          `/api/admin/cases?status=submitted&priority=high&assignment=unassigned&partner=${PARTNER_COASTAL}&owner=none&olderThanDays=90&q=mary%40example.com`,
        ),
      ).toHaveLength(1),
    );
  });

  it('searches once typing pauses, without Enter', async () => {
    serve(...casesServer());
    const { user, router } = renderAt('/admin/cases?status=submitted&page=2', casesRoute);
    await screen.findByRole('table', { name: 'Cases' });

    await user.type(screen.getByLabelText('Search'), 'TRA-2026-000123');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=submitted&q=TRA-2026-000123'),
    );
    await waitFor(() =>
      expect(calls('GET', '/api/admin/cases?status=submitted&q=TRA-2026-000123')).toHaveLength(1),
    );
    // Not a request for each letter.
    expect(caseListCalls().length).toBeLessThan(5);
  });

  it('follows the back button in the search box, and a pause does not undo it', async () => {
    serve(...casesServer());
    const { user, router } = renderAt('/admin/cases', casesRoute);
    await screen.findByRole('table', { name: 'Cases' });
    const search = screen.getByLabelText('Search');

    await user.type(search, 'Mary{Enter}');
    await user.selectOptions(screen.getByLabelText('Status'), 'submitted');
    await user.type(search, ' Jones');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=submitted&q=Mary+Jones'),
    );

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=Mary');
    await waitFor(() => expect(search).toHaveValue('Mary'));
    // Longer than the typing pause: the older search stays.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(router.state.location.search).toBe('?q=Mary');
    expect(search).toHaveValue('Mary');
  });
});

describe('Staff owners in bulk', () => {
  const ownerBar = () => screen.getByRole('button', { name: 'Assign owner' }).closest('form')!;

  it('gives the selected cases to a staff member and says what the server did', async () => {
    let owned = false;
    const withOwner = (adminCase: AdminCase): AdminCase => ({
      ...adminCase,
      owner: { id: STAFF_DANA, name: 'Dana Whitfield' },
    });
    serve(
      ...casesServer((method, url) => {
        if (method === 'POST' && url === '/api/admin/cases/owner') {
          owned = true;
          return jsonResponse({ updated: 2, message: '2 cases now belong to Dana Whitfield.' });
        }
        if (isCaseListCall(method, url) && owned) {
          return jsonResponse(casePage([withOwner(unassigned), withOwner(assigned)]));
        }
        return undefined;
      }),
    );
    const { user } = renderAt('/admin/cases', casesRoute);
    await screen.findByRole('table', { name: 'Cases' });
    expect(screen.queryByRole('button', { name: 'Assign owner' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select case TRA-2025-0001' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    const selectAll = screen.getByRole('checkbox', { name: 'Select all 2 cases on this page' });
    expect(selectAll).toHaveProperty('indeterminate', true);
    await user.click(selectAll);
    expect(screen.getByRole('checkbox', { name: 'Select case TRA-2025-0002' })).toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    // Nothing chosen yet: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Assign owner' }));
    expect(
      within(ownerBar()).getByText('Please choose a staff member, or No owner.'),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/admin/cases/owner')).toHaveLength(0);

    const choice = screen.getByLabelText('Staff owner for the selected cases');
    await waitFor(() =>
      expect(optionTexts(choice)).toEqual([
        'Choose a staff member',
        'No owner',
        'Dana Whitfield',
        'Omar Quinn',
      ]),
    );
    await user.selectOptions(choice, STAFF_DANA);
    await user.click(screen.getByRole('button', { name: 'Assign owner' }));

    expect(await sentOnce('POST', '/api/admin/cases/owner')).toEqual({
      caseIds: ['case-1', 'case-2'],
      ownerId: STAFF_DANA,
    });
    expect(await toastTitle('Owner saved')).toBeInTheDocument();
    expect(screen.getByText('2 cases now belong to Dana Whitfield.')).toBeInTheDocument();
    await waitFor(() => expect(row('TRA-2025-0001')).toHaveTextContent('Owner: Dana Whitfield'));
    expect(screen.getByRole('checkbox', { name: 'Select case TRA-2025-0001' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Assign owner' })).not.toBeInTheDocument();
  });

  it('takes the owner away with "No owner", and keeps the selection when the server refuses', async () => {
    serve(
      ...casesServer((method, url) =>
        method === 'POST' && url === '/api/admin/cases/owner'
          ? jsonResponse(
              {
                message:
                  'Some of the chosen cases could not be found. Nothing was changed; please reload the list.',
              },
              404,
            )
          : undefined,
      ),
    );
    const { user } = renderAt('/admin/cases', casesRoute);
    await user.click(await screen.findByRole('checkbox', { name: 'Select case TRA-2025-0002' }));
    await user.selectOptions(screen.getByLabelText('Staff owner for the selected cases'), 'none');
    await user.click(screen.getByRole('button', { name: 'Assign owner' }));

    expect(await sentOnce('POST', '/api/admin/cases/owner')).toEqual({
      caseIds: ['case-2'],
      ownerId: null,
    });
    const alert = await within(ownerBar()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to assign the owner');
    expect(alert).toHaveTextContent('Nothing was changed; please reload the list.');
    expect(screen.getByRole('checkbox', { name: 'Select case TRA-2025-0002' })).toBeChecked();
  });

  it('offers only active staff as owners', async () => {
    serve(...casesServer());
    const { user } = renderAt('/admin/cases', casesRoute);
    await user.click(await screen.findByRole('checkbox', { name: 'Select case TRA-2025-0001' }));
    const choice = screen.getByLabelText('Staff owner for the selected cases');
    await waitFor(() => expect(optionTexts(choice)).toContain('Dana Whitfield'));
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).not.toContain(STAFF_GONE);
  });

  it('clears the selection when the filters or the page change', async () => {
    serve(
      ...casesServer((method, url) =>
        isCaseListCall(method, url)
          ? jsonResponse(casePage([unassigned, assigned], 60))
          : undefined,
      ),
    );
    const { user } = renderAt('/admin/cases', casesRoute);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all 2 cases on this page' }),
    );
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select case TRA-2025-0001' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select case TRA-2025-0001' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() => expect(screen.queryByText('1 selected')).not.toBeInTheDocument());
  });
});

describe('Assigning a partner', () => {
  it('lists the verified partners to assign to, says who will be told, and assigns', async () => {
    let current = unassigned;
    serve(
      ...casesServer((method, url) => {
        if (method === 'PUT' && url === '/api/admin/cases/case-1/partner') {
          current = {
            ...unassigned,
            partner: { id: PARTNER_COASTAL, companyName: 'Coastal Legal Aid' },
          };
          return jsonResponse(current);
        }
        if (isCaseListCall(method, url)) return jsonResponse(casePage([current, assigned]));
        return undefined;
      }),
    );
    const { user } = renderAt('/admin/cases', casesRoute);
    await user.click(await screen.findByRole('button', { name: 'Assign case TRA-2025-0001' }));

    const dialog = screen.getByRole('dialog', { name: 'Assign case TRA-2025-0001' });
    const select = await within(dialog).findByLabelText('Partner attorney');
    expect(optionTexts(select)).toEqual([
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

    await user.selectOptions(select, PARTNER_COASTAL);
    expect(within(dialog).getByText('Consumer Protection')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign case' }));

    expect(await sentOnce('PUT', '/api/admin/cases/case-1/partner')).toEqual({
      partnerId: PARTNER_COASTAL,
    });
    expect(await toastTitle('Case assigned')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(row('TRA-2025-0001')).toHaveTextContent('Coastal Legal Aid'));
    // The partners' case counts changed too.
    expect(calls('GET', PARTNERS_URL).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the dialog open with the server message when assigning fails', async () => {
    serve(
      ...casesServer((method, url) =>
        method === 'PUT' && url === '/api/admin/cases/case-2/partner'
          ? jsonResponse(
              { message: 'Cases can only be assigned to a verified, active partner.' },
              409,
            )
          : undefined,
      ),
    );
    const { user } = renderAt('/admin/cases', casesRoute);
    await user.click(await screen.findByRole('button', { name: 'Reassign case TRA-2025-0002' }));
    const dialog = screen.getByRole('dialog', { name: 'Reassign case TRA-2025-0002' });
    expect(dialog).toHaveTextContent('Assigned now to Smith & Partners Law.');
    await user.selectOptions(
      await within(dialog).findByLabelText('Partner attorney'),
      PARTNER_COASTAL,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reassign case' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to assign case');
    expect(alert).toHaveTextContent('Cases can only be assigned to a verified, active partner.');
    expect(dialog).toHaveAttribute('open');
  });

  it('says when there is no verified partner to assign to', async () => {
    serve(...casesServer((_method, url) => (url === PARTNERS_URL ? jsonResponse([]) : undefined)));
    const { user } = renderAt('/admin/cases', casesRoute);
    await user.click(await screen.findByRole('button', { name: 'Assign case TRA-2025-0001' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign case TRA-2025-0001' });
    expect(await within(dialog).findByText(/There are no verified partners yet/)).toBeVisible();
    expect(
      within(dialog).getByRole('link', { name: 'Review partner applications' }),
    ).toHaveAttribute('href', '/admin/applications');
  });
});
