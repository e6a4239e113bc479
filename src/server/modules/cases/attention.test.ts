import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCase, AdminCaseList } from '@shared/contracts/admin-cases';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import type { ClientCase } from '@shared/contracts/cases';
import type { PartnerCase } from '@shared/contracts/partner-cases';
import { addDays } from '@shared/rescission/dates';
import { caseDocumentRequests, cases, jobs } from '../../db/schema';
import { bearer, createPartnerAccount, createStaffAccount } from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { dayInUtc } from '../case-requests/days';
import { createAssignedCase } from '../partner-cases/test-fixtures';

/*
 * Issue 16 item 6: every side's case list says what a case asks of its reader, the unread
 * messages and the earliest due day of the open requests, and staff can list only the cases
 * with unread messages or an overdue request.
 */

const testApp = useTestApp();
const db = () => testApp.database.db;
const app = () => testApp.app;

afterEach(async () => {
  await db().delete(jobs);
  await db().delete(cases);
});

const today = () => dayInUtc(new Date());
const get = (url: string, token: string) =>
  app().inject({ method: 'GET', url, headers: bearer(token) });

async function ask(token: string, caseId: string, dueDate?: string): Promise<DocumentRequest> {
  const answer = await app().inject({
    method: 'POST',
    url: `/api/partners/cases/${caseId}/requests`,
    headers: bearer(token),
    payload: { title: 'Deed', documentType: 'legal-document', ...(dueDate ? { dueDate } : {}) },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<DocumentRequest>();
}

async function twoCasesOfOneFirm() {
  const firm = await createPartnerAccount(db(), { companyName: 'Okafor & Lee Consumer Law' });
  const admin = await createStaffAccount(db(), 'admin');
  const first = await createAssignedCase(db(), testApp.config, firm.id);
  const second = await createAssignedCase(db(), testApp.config, firm.id);
  return { firm, admin, first, second };
}

describe('what a listed case asks of its reader', () => {
  it('carries the earliest due day of the open requests to the client, the firm and staff', async () => {
    const { firm, admin, first, second } = await twoCasesOfOneFirm();
    await ask(firm.token, first.caseId);
    const later = await ask(firm.token, first.caseId, addDays(today(), 20));
    const sooner = await ask(firm.token, first.caseId, addDays(today(), 5));
    // A cancelled request no longer counts.
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/partners/cases/${first.caseId}/requests/${sooner.id}/cancel`,
      headers: bearer(firm.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const dueOf = (listed: { id: string; openRequestDueDate: string | null }[], id: string) =>
      listed.find((item) => item.id === id)?.openRequestDueDate;
    const clientList = (await get('/api/cases', first.client.token)).json<ClientCase[]>();
    const firmList = (await get('/api/partners/cases', firm.token)).json<PartnerCase[]>();
    const staffList = (await get('/api/admin/cases', admin.token)).json<AdminCaseList>().cases;
    for (const listed of [clientList, firmList, staffList]) {
      expect(dueOf(listed, first.caseId)).toBe(later.dueDate);
    }
    expect(dueOf(firmList, second.caseId)).toBeNull();
    const detail = (await get(`/api/admin/cases/${first.caseId}`, admin.token)).json<{
      case: AdminCase;
    }>();
    expect(detail.case.openRequestDueDate).toBe(later.dueDate);
  });
});

describe('GET /api/admin/cases?attention=', () => {
  it('lists only the cases with messages the staff member has not read', async () => {
    const { admin, second } = await twoCasesOfOneFirm();
    const written = await app().inject({
      method: 'POST',
      url: `/api/cases/${second.caseId}/messages`,
      headers: bearer(second.client.token),
      payload: { body: 'I found the contract.' },
    });
    expect(written.statusCode).toBe(201);

    const unread = (
      await get('/api/admin/cases?attention=unread', admin.token)
    ).json<AdminCaseList>();
    expect(unread.cases.map((item) => [item.id, item.unreadMessages])).toEqual([
      [second.caseId, 1],
    ]);
    expect(unread.total).toBe(1);

    await app().inject({
      method: 'POST',
      url: `/api/admin/cases/${second.caseId}/messages/read`,
      headers: bearer(admin.token),
    });
    const afterReading = await get('/api/admin/cases?attention=unread', admin.token);
    expect(afterReading.json<AdminCaseList>().total).toBe(0);
  });

  it('lists only the cases with an open request past its due day', async () => {
    const { firm, admin, first, second } = await twoCasesOfOneFirm();
    const overdue = await ask(firm.token, first.caseId, today());
    await ask(firm.token, second.caseId, addDays(today(), 3));
    // Due days cannot be set in the past through the API; time passes instead.
    await db()
      .update(caseDocumentRequests)
      .set({ dueDate: addDays(today(), -1) })
      .where(eq(caseDocumentRequests.id, overdue.id));

    const raw = await get('/api/admin/cases?attention=overdue', admin.token);
    expect(raw.statusCode, raw.body).toBe(200);
    const answer = raw.json<AdminCaseList>();
    expect(answer.cases.map((item) => item.id)).toEqual([first.caseId]);
    expect(answer.cases[0]!.openRequestDueDate).toBe(addDays(today(), -1));
  });

  it('refuses an unknown attention filter with 400 and a message', async () => {
    const { admin } = await twoCasesOfOneFirm();
    const answer = await get('/api/admin/cases?attention=urgent', admin.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'Attention must be unread (messages) or overdue (requests).',
    );
  });
});
