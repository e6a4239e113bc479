import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditList } from '@shared/contracts/admin-ops';
import AdminAuditPage from '@client/routes/admin-audit';
import { storeSignIn } from '@client/lib/auth-storage';
import { jsonResponse, stubFetchForEachTest, type FetchHandler } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { admin, editor } from '@client/testing/staff-users';

const { serve, calls } = stubFetchForEachTest();

beforeEach(() => storeSignIn('staff', 'staff-token', admin));

const assigned: AuditEntry = {
  id: 'a1',
  actorKind: 'staff',
  actorId: 'staff-1',
  actorName: 'Ada Lovelace',
  action: 'case.assigned',
  entityType: 'case',
  entityId: 'case-1',
  before: { partnerId: null },
  after: { partnerId: 'partner-2' },
  createdAt: '2025-03-05T15:00:00.000Z',
};
const deleted: AuditEntry = {
  ...assigned,
  id: 'a2',
  actorKind: 'client',
  actorId: 'gone',
  actorName: null,
  action: 'account.deleted',
  entityType: 'user_account',
  entityId: 'gone',
  before: null,
  after: null,
};

const list = (entries: AuditEntry[], total = entries.length, page = 1): AuditList => ({
  entries,
  total,
  page,
  pageSize: 50,
});

function serveAudit(answer: FetchHandler = () => undefined) {
  serve(answerSessionCheck('staff', admin), answer, (method, url) => {
    if (method !== 'GET') return undefined;
    if (url === '/api/admin/audit/actions') {
      return jsonResponse(['account.deleted', 'case.assigned']);
    }
    if (url.startsWith('/api/admin/audit')) return jsonResponse(list([assigned, deleted]));
    return undefined;
  });
}

const auditPage = { '/admin/audit': <AdminAuditPage /> };

describe('Audit log (/admin/audit)', () => {
  it('is for administrators only', async () => {
    storeSignIn('staff', 'staff-token', editor);
    serve(answerSessionCheck('staff', editor));
    renderAt('/admin/audit', auditPage);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrators only' }),
    ).toBeInTheDocument();
    expect(calls('GET', '/api/admin/audit')).toHaveLength(0);
  });

  it('lists who did what, and shows before and after on request', async () => {
    serveAudit();
    const { user } = renderAt('/admin/audit', auditPage);
    const entries = await screen.findByRole('list', { name: 'Audit entries' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    const [first, second] = within(entries).getAllByRole('listitem');
    expect(first).toHaveTextContent('Who: Ada Lovelace (Staff)');
    expect(first).toHaveTextContent('Action: case.assigned');
    expect(first).toHaveTextContent('Entity: case case-1');
    expect(first).toHaveTextContent('When: Mar 5, 2025');
    expect(second).toHaveTextContent('Who: A removed account (Client)');
    expect(screen.getByText('Showing 1 to 2 of 2 entries, newest first.')).toBeInTheDocument();

    const toggle = within(first!).getByRole('button', { name: /Show changes/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(first!).getByLabelText('Before').textContent).toBe(
      JSON.stringify({ partnerId: null }, null, 2),
    );
    expect(within(first!).getByLabelText('After').textContent).toContain('"partner-2"');
    await user.click(within(second!).getByRole('button', { name: /Show changes/ }));
    expect(within(second!).getAllByText('Nothing (none recorded)')).toHaveLength(2);
    // Read-only: nothing on the page changes an entry.
    expect(
      screen.queryByRole('button', { name: /^(delete|edit|remove)/i }),
    ).not.toBeInTheDocument();
  });

  it('applies the filters through the server and keeps them in the address', async () => {
    serveAudit();
    const { user, router } = renderAt('/admin/audit', auditPage);
    await screen.findByRole('list', { name: 'Audit entries' });

    await user.selectOptions(screen.getByLabelText('Who'), 'staff');
    const action = screen.getByLabelText('Action');
    await waitFor(() =>
      expect(
        within(action)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Any action', 'account.deleted', 'case.assigned']),
    );
    await user.selectOptions(action, 'case.assigned');
    await user.type(screen.getByLabelText('Entity type', { exact: false }), 'case');
    await user.type(screen.getByLabelText('Entity id'), 'case-1');
    await user.type(screen.getByLabelText('From (date)'), '2025-03-01');
    await user.type(screen.getByLabelText('To (date)'), '2025-03-31');
    expect(calls('GET').filter(([url]) => String(url).includes('actorKind'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const search =
      'actorKind=staff&action=case.assigned&entityType=case&entityId=case-1&from=2025-03-01&to=2025-03-31';
    await waitFor(() => expect(calls('GET', `/api/admin/audit?${search}`)).toHaveLength(1));
    expect(router.state.location.search).toBe(`?${search}`);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Entity id')).toHaveValue('');
  });

  it('reads the filters from the address, pages, and shows why a filter was refused', async () => {
    serveAudit((method, url) => {
      if (method !== 'GET' || url === '/api/admin/audit/actions') return undefined;
      if (url.includes('from=2025-03-09')) {
        return jsonResponse(
          {
            message: 'The "from" date must be on or before the "to" date.',
            code: 'VALIDATION_ERROR',
          },
          400,
        );
      }
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
      return url.startsWith('/api/admin/audit?')
        ? jsonResponse(list([assigned], 120, page))
        : undefined;
    });
    const { user, router } = renderAt('/admin/audit?actorKind=staff', auditPage);
    const pages = await screen.findByRole('navigation', { name: 'Pages of the audit log' });
    expect(screen.getByLabelText('Who')).toHaveValue('staff');
    expect(pages).toHaveTextContent('Page 1 of 3');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 3'));
    expect(router.state.location.search).toBe('?actorKind=staff&page=2');

    await user.type(screen.getByLabelText('From (date)'), '2025-03-09');
    await user.type(screen.getByLabelText('To (date)'), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('The "from" date must be on or before the "to" date.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('page=');
  });
});
