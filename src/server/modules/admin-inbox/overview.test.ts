import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@shared/contracts/admin-inbox';
import type { CasePriority, CaseStatus } from '@shared/domain-values';
import { cases, jobs, partnerApplications } from '../../db/schema';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { clearInbox, storeContact, storeIntake } from './test-helpers';

const testApp = useTestApp();
const db = () => testApp.database.db;
let adminToken: string;
let caseNumber = 0;
let caller = 0;

beforeAll(async () => {
  adminToken = (await createStaffAccount(db(), 'admin')).token;
});
afterEach(async () => {
  await clearInbox(testApp);
  await db().delete(partnerApplications);
});

const asAdmin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: bearer(adminToken) });

async function overview(): Promise<AdminOverview> {
  const response = await asAdmin('GET', '/api/admin/overview');
  expect(response.statusCode).toBe(200);
  return response.json();
}

const nothingWaiting: AdminOverview = {
  newIntakeRequests: 0,
  unreadContactMessages: 0,
  newCallbackRequests: 0,
  openCasesByStatus: { submitted: 0, reviewing: 0, in_progress: 0 },
  urgentCases: 0,
  pendingPartnerApplications: 0,
  failedJobs: 0,
};

async function addCase(clientId: string, status: CaseStatus, priority: CasePriority = 'medium') {
  caseNumber += 1;
  await db()
    .insert(cases)
    .values({
      userId: clientId,
      caseNumber: `TRA-OVERVIEW-${caseNumber}`,
      status,
      priority,
      timeshareCompany: 'Sunset Palms Resort',
      situation: 'Fees keep rising.',
    });
}

const publicForm = (url: string, payload: object) => {
  caller += 1;
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `127.0.40.${caller}`,
  });
};

describe('GET /api/admin/overview', () => {
  it('counts nothing when nothing is waiting', async () => {
    expect(await overview()).toEqual(nothingWaiting);
  });

  it('counts new intake requests and unread messages as the forms and staff move them', async () => {
    const intake = await publicForm('/api/intake', {
      firstName: 'Linda',
      lastName: 'Castillo',
      email: 'linda@example.com',
      timeshareCompany: 'Coral Bay Resorts',
      situation: 'We regret signing last week.',
      consent: 'true',
    });
    expect(intake.statusCode).toBe(201);
    const contact = await publicForm('/api/contact', {
      firstName: 'Robert',
      lastName: 'Hale',
      email: 'robert@example.com',
      subject: 'Can I call instead?',
      message: 'I would rather talk on the phone.',
    });
    expect(contact.statusCode).toBe(201);
    await storeIntake(db(), { status: 'in_progress' });
    await storeContact(db(), { status: 'handled' });
    expect(await overview()).toMatchObject({ newIntakeRequests: 1, unreadContactMessages: 1 });

    await asAdmin('PATCH', `/api/admin/inbox/intake/${intake.json().id}`, { status: 'handled' });
    expect(await overview()).toMatchObject({ newIntakeRequests: 0, unreadContactMessages: 1 });
    await asAdmin('PATCH', `/api/admin/inbox/contact/${contact.json().id}`, {
      status: 'in_progress',
    });
    expect(await overview()).toMatchObject({ newIntakeRequests: 0, unreadContactMessages: 0 });
  });

  it('counts open cases by status, and the urgent ones among them', async () => {
    const client = await createClientAccount(db());
    await addCase(client.id, 'submitted', 'urgent');
    await addCase(client.id, 'submitted');
    await addCase(client.id, 'reviewing', 'urgent');
    await addCase(client.id, 'in_progress', 'high');
    // Finished cases are not waiting for anyone, urgent or not.
    await addCase(client.id, 'completed', 'urgent');
    await addCase(client.id, 'closed', 'urgent');

    expect(await overview()).toEqual({
      ...nothingWaiting,
      openCasesByStatus: { submitted: 2, reviewing: 1, in_progress: 1 },
      urgentCases: 2,
    });
  });

  it('counts partner applications waiting for review', async () => {
    const waiting = await createPartnerAccount(db(), { verificationStatus: 'pending' });
    const approved = await createPartnerAccount(db());
    await db()
      .insert(partnerApplications)
      .values([
        { partnerId: waiting.id, applicationType: 'partnership', applicationData: {} },
        {
          partnerId: approved.id,
          applicationType: 'partnership',
          applicationData: {},
          status: 'approved',
        },
      ]);
    expect(await overview()).toMatchObject({ pendingPartnerApplications: 1 });
    await db()
      .update(partnerApplications)
      .set({ status: 'rejected' })
      .where(eq(partnerApplications.partnerId, waiting.id));
    expect(await overview()).toMatchObject({ pendingPartnerApplications: 0 });
  });

  it('counts failed background jobs', async () => {
    const [failed] = await db()
      .insert(jobs)
      .values([
        { type: 'mail', payload: {}, status: 'failed', lastError: 'SMTP refused' },
        { type: 'mail', payload: {}, status: 'pending' },
        { type: 'mail', payload: {}, status: 'done' },
      ])
      .returning();
    expect(await overview()).toMatchObject({ failedJobs: 1 });
    await db().update(jobs).set({ status: 'discarded' }).where(eq(jobs.id, failed!.id));
    expect(await overview()).toMatchObject({ failedJobs: 0 });
  });
});
