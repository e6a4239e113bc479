import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CASES_PAGE_SIZE,
  ASSIGNED_UPDATE_TITLE,
  PARTNER_NOT_ASSIGNABLE_MESSAGE,
} from '@shared/contracts/admin-cases';
import {
  auditLog,
  caseUpdates,
  cases,
  jobs,
  partnerReferrals,
  userPreferences,
  type userAccounts,
} from '../../db/schema';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  type TestAccount,
} from '../../testing/accounts';
import { takeOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import { clearPartnerNetwork, insertApplication } from '../admin-partners/test-helpers';
import { CASE_NOT_FOUND_MESSAGE } from '../cases/service';
import { insertCase } from './case-fixtures';

const testApp = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await createStaffAccount(testApp.database.db, 'admin');
});
afterEach(() => clearPartnerNetwork(testApp));

const db = () => testApp.database.db;

async function client(overrides: Partial<typeof userAccounts.$inferInsert> = {}) {
  return createClientAccount(db(), overrides);
}

function listCases(query = '') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/admin/cases${query}`,
    headers: bearer(admin.token),
  });
}

async function listedNumbers(query: string): Promise<string[]> {
  const response = await listCases(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().cases.map((item: { caseNumber: string }) => item.caseNumber);
}

function assign(caseId: string, partnerId: string) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/cases/${caseId}/partner`,
    payload: { partnerId },
    headers: bearer(admin.token),
  });
}

async function counts() {
  const tally = async (table: typeof jobs | typeof partnerReferrals | typeof caseUpdates) => {
    const [row] = await db().select({ n: count() }).from(table);
    return row!.n;
  };
  const [audits] = await db().select({ n: count() }).from(auditLog);
  return {
    jobs: await tally(jobs),
    referrals: await tally(partnerReferrals),
    updates: await tally(caseUpdates),
    audits: audits!.n,
  };
}

describe('GET /api/admin/cases', () => {
  it('shows each case with its client and partner', async () => {
    const owner = await client({ firstName: 'Margaret', lastName: 'Okafor' });
    const firm = await createPartnerAccount(db(), { companyName: 'Lee & Park' });
    const open = await insertCase(db(), owner, { priority: 'high' });
    await insertCase(db(), owner, { assignedPartnerId: firm.id });
    const response = await listCases();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: ADMIN_CASES_PAGE_SIZE });
    const row = body.cases.find((item: { id: string }) => item.id === open.id);
    expect(row).toEqual({
      id: open.id,
      caseNumber: open.caseNumber,
      timeshareCompany: 'Sunny Shores Vacation Club',
      purchaseDate: null,
      situation: 'The maintenance fees doubled this year.',
      priority: 'high',
      status: 'submitted',
      createdAt: open.createdAt.toISOString(),
      updatedAt: open.updatedAt.toISOString(),
      unreadMessages: 0,
      openRequestDueDate: null,
      client: { id: owner.id, name: 'Margaret Okafor', email: owner.email },
      partner: null,
      owner: null,
    });
    const assigned = body.cases.find((item: { id: string }) => item.id !== open.id);
    expect(assigned.partner).toEqual({ id: firm.id, companyName: 'Lee & Park' });
  });

  it('filters by status, priority, assignment and search text', async () => {
    const margaret = await client({ email: `margaret.okafor-${randomUUID()}@example.com` });
    const walter = await client({ firstName: 'Walter', lastName: 'Brennan' });
    const firm = await createPartnerAccount(db());
    const reviewing = await insertCase(db(), margaret, { status: 'reviewing', priority: 'urgent' });
    const urgentAssigned = await insertCase(db(), walter, {
      priority: 'urgent',
      assignedPartnerId: firm.id,
      timeshareCompany: 'Blue Lagoon Resorts',
    });
    const low = await insertCase(db(), walter, {
      priority: 'low',
      situation: 'Sales pressure: 100% sure',
    });

    expect(await listedNumbers('?status=reviewing')).toEqual([reviewing.caseNumber]);
    expect((await listedNumbers('?priority=urgent')).sort()).toEqual(
      [reviewing.caseNumber, urgentAssigned.caseNumber].sort(),
    );
    expect(await listedNumbers('?assignment=assigned')).toEqual([urgentAssigned.caseNumber]);
    expect((await listedNumbers('?assignment=unassigned')).sort()).toEqual(
      [reviewing.caseNumber, low.caseNumber].sort(),
    );
    expect(await listedNumbers('?priority=urgent&assignment=unassigned')).toEqual([
      reviewing.caseNumber,
    ]);
    expect(await listedNumbers('?q=MARGARET.OKAFOR')).toEqual([reviewing.caseNumber]);
    expect((await listedNumbers('?q=walter%20brennan')).sort()).toEqual(
      [urgentAssigned.caseNumber, low.caseNumber].sort(),
    );
    expect(await listedNumbers('?q=lagoon')).toEqual([urgentAssigned.caseNumber]);
    expect(await listedNumbers(`?q=${reviewing.caseNumber}`)).toEqual([reviewing.caseNumber]);
    // The person's % and _ are matched as themselves, not as wildcards.
    expect(await listedNumbers('?q=100%25')).toEqual([low.caseNumber]);
    expect(await listedNumbers('?q=0%25')).toEqual([low.caseNumber]);
    expect(await listedNumbers('?q=_')).toEqual([]);

    const total = (await listCases('?assignment=unassigned&q=walter')).json().total;
    expect(total).toBe(1);
    for (const bad of ['?status=open', '?priority=extreme', '?assignment=mine', '?page=0']) {
      expect((await listCases(bad)).statusCode, bad).toBe(400);
    }
  });

  it('pages through the cases, most recently changed first', async () => {
    const owner = await client();
    const start = Date.UTC(2025, 0, 1);
    const created = [];
    for (let index = 0; index < ADMIN_CASES_PAGE_SIZE + 2; index += 1) {
      created.push(await insertCase(db(), owner, { updatedAt: new Date(start + index * 60_000) }));
    }
    const newestFirst = created.map((row) => row.caseNumber).reverse();

    const first = (await listCases()).json();
    expect(first).toMatchObject({ total: ADMIN_CASES_PAGE_SIZE + 2, page: 1 });
    expect(first.cases.map((item: { caseNumber: string }) => item.caseNumber)).toEqual(
      newestFirst.slice(0, ADMIN_CASES_PAGE_SIZE),
    );
    const second = (await listCases('?page=2')).json();
    expect(second).toMatchObject({ total: ADMIN_CASES_PAGE_SIZE + 2, page: 2 });
    expect(second.cases.map((item: { caseNumber: string }) => item.caseNumber)).toEqual(
      newestFirst.slice(ADMIN_CASES_PAGE_SIZE),
    );
    expect((await listCases('?page=3')).json()).toMatchObject({ cases: [], total: 27 });
  });
});

describe('PUT /api/admin/cases/:id/partner', () => {
  it('refuses a partner that is not verified and active, and changes nothing', async () => {
    const owner = await client();
    const row = await insertCase(db(), owner);
    const pending = await insertApplication(db());
    const rejected = await insertApplication(db(), { partner: { verificationStatus: 'rejected' } });
    const inactive = await createPartnerAccount(db(), { isActive: false });
    const before = await counts();
    for (const partnerId of [
      pending.partnerId,
      rejected.partnerId,
      inactive.id,
      randomUUID(),
      'not-an-id',
    ]) {
      const response = await assign(row.id, partnerId);
      expect(response.statusCode, partnerId).toBe(400);
      expect(response.json()).toEqual({
        code: 'PARTNER_NOT_ASSIGNABLE',
        message: PARTNER_NOT_ASSIGNABLE_MESSAGE,
      });
    }
    const [after] = await db().select().from(cases).where(eq(cases.id, row.id));
    expect(after).toEqual(row);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for an unknown or malformed case', async () => {
    const firm = await createPartnerAccount(db());
    for (const id of [randomUUID(), 'TRA-2025-000001']) {
      const response = await assign(id, firm.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: CASE_NOT_FOUND_MESSAGE });
    }
  });

  it('assigns the case: referral, public update, audit, e-mails, and the partner sees it', async () => {
    const owner = await client({ firstName: 'Margaret', lastName: 'Okafor' });
    const firm = await createPartnerAccount(db(), { companyName: 'Lee & Park Consumer Law' });
    const row = await insertCase(db(), owner, { timeshareCompany: 'Blue Lagoon Resorts' });

    const response = await assign(row.id, firm.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: row.id,
      caseNumber: row.caseNumber,
      client: { id: owner.id, name: 'Margaret Okafor', email: owner.email },
      partner: { id: firm.id, companyName: 'Lee & Park Consumer Law' },
      // Whoever assigns the case becomes its staff owner.
      owner: { id: admin.id, name: 'Dana Reyes' },
    });
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(row.updatedAt.getTime());

    const [stored] = await db().select().from(cases).where(eq(cases.id, row.id));
    expect(stored).toMatchObject({ assignedPartnerId: firm.id, assignedTo: admin.id });
    expect(await db().select().from(partnerReferrals)).toEqual([
      expect.objectContaining({
        partnerId: firm.id,
        caseId: row.id,
        clientEmail: owner.email,
        clientName: 'Margaret Okafor',
        referralType: 'case-assignment',
        status: 'pending',
      }),
    ]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'case.assigned'));
    expect(audit).toMatchObject({
      actorKind: 'staff',
      actorId: admin.id,
      entityType: 'case',
      entityId: row.id,
      before: { assignedPartnerId: null },
      after: { assignedPartnerId: firm.id },
    });

    // The owner reads the public update and the firm's name on their case.
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/cases/${row.id}`,
      headers: bearer(owner.token),
    });
    expect(detail.statusCode).toBe(200);
    const update = detail
      .json()
      .updates.find((item: { title: string }) => item.title === ASSIGNED_UPDATE_TITLE);
    expect(update).toMatchObject({ createdBy: 'TRA Team', isPublic: true });
    expect(update.description).toContain('Lee & Park Consumer Law');
    expect(update.description).toMatch(/in touch/);
    expect(detail.json().partner).toEqual({ companyName: 'Lee & Park Consumer Law' });

    const sent = await takeOutbox(testApp);
    const toFirm = sent.find((mail) => mail.to === firm.email);
    expect(toFirm?.body).toContain(row.caseNumber);
    expect(toFirm?.body).toContain('Blue Lagoon Resorts');
    expect(toFirm?.body).toContain('Margaret');
    expect(toFirm?.body).toContain(`${testApp.config.publicUrl}/partner-dashboard`);
    expect(toFirm?.body).not.toContain('Okafor');
    expect(toFirm?.body).not.toContain(owner.email);
    const toClient = sent.find((mail) => mail.to === owner.email);
    expect(toClient?.body).toContain(ASSIGNED_UPDATE_TITLE);
    expect(toClient?.body).toContain('Lee & Park Consumer Law');
    expect(sent).toHaveLength(2);

    const partnerCases = await testApp.app.inject({
      method: 'GET',
      url: '/api/partners/cases',
      headers: bearer(firm.token),
    });
    expect(partnerCases.statusCode).toBe(200);
    expect(partnerCases.json().map((item: { id: string }) => item.id)).toEqual([row.id]);
  });

  it('does nothing when the case already has that partner', async () => {
    const owner = await client();
    const firm = await createPartnerAccount(db());
    const row = await insertCase(db(), owner);
    expect((await assign(row.id, firm.id)).statusCode).toBe(200);
    const [assigned] = await db().select().from(cases).where(eq(cases.id, row.id));
    const before = await counts();

    const again = await assign(row.id, firm.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().partner).toEqual({ id: firm.id, companyName: firm.companyName });
    expect(await counts()).toEqual(before);
    const [after] = await db().select().from(cases).where(eq(cases.id, row.id));
    expect(after).toEqual(assigned);
  });

  it('moves a case to another partner the same way', async () => {
    const owner = await client();
    const first = await createPartnerAccount(db(), { companyName: 'First Firm' });
    const second = await createPartnerAccount(db(), { companyName: 'Second Firm' });
    const row = await insertCase(db(), owner);
    await assign(row.id, first.id);
    await takeOutbox(testApp);

    const response = await assign(row.id, second.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().partner).toEqual({ id: second.id, companyName: 'Second Firm' });
    const referrals = await db().select().from(partnerReferrals);
    expect(referrals.map((referral) => referral.partnerId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'case.assigned'));
    expect(audits.map((audit) => audit.before)).toContainEqual(
      expect.objectContaining({ assignedPartnerId: first.id }),
    );
    const sent = await takeOutbox(testApp);
    expect(sent.map((mail) => mail.to).sort()).toEqual([owner.email, second.email].sort());
  });

  it('e-mails only the partner when the client asked for no e-mail', async () => {
    const owner = await client();
    await db().insert(userPreferences).values({ userId: owner.id, notificationFrequency: 'never' });
    const firm = await createPartnerAccount(db());
    const row = await insertCase(db(), owner);
    expect((await assign(row.id, firm.id)).statusCode).toBe(200);
    const sent = await takeOutbox(testApp);
    expect(sent.map((mail) => mail.to)).toEqual([firm.email]);
  });
});
