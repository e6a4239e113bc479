import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cases } from '../../db/schema';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  TEST_PASSWORD,
  type TestAccount,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();
const db = () => testApp.database.db;
let admin: TestAccount;
let ip = 0;

beforeAll(async () => {
  admin = await createStaffAccount(db(), 'admin');
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: bearer(admin.token) });

const withToken = (url: string, token: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Each sign-in from its own address, so the lockout never counts across tests. */
function signIn(url: string, email: string) {
  ip += 1;
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: `127.0.20.${ip}`,
  });
}

async function addCase(userId: string, caseNumber: string) {
  const [row] = await db()
    .insert(cases)
    .values({
      userId,
      caseNumber,
      timeshareCompany: 'Sunset Resorts',
      situation: 'Fees keep rising.',
    })
    .returning();
  return row!;
}

const auditRows = (action: string, entityId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('clients', () => {
  it('lists clients with search, status filter and case counts', async () => {
    const margaret = await createClientAccount(db(), {
      firstName: 'Margarethe',
      lastName: 'Zylinski',
    });
    const other = await createClientAccount(db(), { firstName: 'Harold', lastName: 'Zylinski' });
    await addCase(margaret.id, 'TRA-LIST-1');
    await addCase(margaret.id, 'TRA-LIST-2');
    await asAdmin('POST', `/api/admin/clients/${other.id}/deactivate`);

    const found = await asAdmin('GET', '/api/admin/clients?q=margarethe%20zyl');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(found.json().clients[0]).toMatchObject({
      id: margaret.id,
      email: margaret.email,
      isActive: true,
      hasCompletedOnboarding: true,
      caseCount: 2,
    });

    const inactive = await asAdmin('GET', '/api/admin/clients?q=zylinski&status=inactive');
    expect(inactive.json().clients.map((c: { id: string }) => c.id)).toEqual([other.id]);
    const active = await asAdmin('GET', '/api/admin/clients?q=zylinski&status=active');
    expect(active.json().clients.map((c: { id: string }) => c.id)).toEqual([margaret.id]);
    const all = await asAdmin('GET', '/api/admin/clients?q=zylinski');
    expect(all.json().total).toBe(2);
  });

  it('shows one client with their cases and the partner of each', async () => {
    const client = await createClientAccount(db());
    const partner = await createPartnerAccount(db(), { companyName: 'Brennan Law' });
    const assigned = await addCase(client.id, 'TRA-DETAIL-1');
    await addCase(client.id, 'TRA-DETAIL-2');
    expect(
      (await asAdmin('PUT', `/api/admin/cases/${assigned.id}/partner`, { partnerId: partner.id }))
        .statusCode,
    ).toBe(200);

    const response = await asAdmin('GET', `/api/admin/clients/${client.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ id: client.id, caseCount: 2 });
    const byNumber = Object.fromEntries(
      detail.cases.map((c: { caseNumber: string; partner: unknown }) => [c.caseNumber, c.partner]),
    );
    expect(byNumber).toEqual({
      'TRA-DETAIL-1': { companyName: 'Brennan Law' },
      'TRA-DETAIL-2': null,
    });
  });

  it('deactivation ends the sessions at once and refuses sign-in; reactivation allows it again', async () => {
    const client = await createClientAccount(db());
    expect((await withToken('/api/auth/me', client.token)).statusCode).toBe(200);

    const deactivated = await asAdmin('POST', `/api/admin/clients/${client.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().isActive).toBe(false);
    expect((await withToken('/api/auth/me', client.token)).statusCode).toBe(401);
    expect((await signIn('/api/auth/login', client.email)).statusCode).toBe(401);
    expect(await auditRows('client.deactivated', client.id)).toMatchObject([
      {
        actorKind: 'staff',
        actorId: admin.id,
        before: { isActive: true },
        after: { isActive: false },
      },
    ]);

    const reactivated = await asAdmin('POST', `/api/admin/clients/${client.id}/reactivate`);
    expect(reactivated.json().isActive).toBe(true);
    const login = await signIn('/api/auth/login', client.email);
    expect(login.statusCode).toBe(200);
    expect((await withToken('/api/auth/me', login.json().token)).statusCode).toBe(200);
    expect(await auditRows('client.reactivated', client.id)).toMatchObject([
      { before: { isActive: false }, after: { isActive: true } },
    ]);
  });

  it('answers 404 for an unknown or malformed client id', async () => {
    expect((await asAdmin('POST', '/api/admin/clients/nope/deactivate')).statusCode).toBe(404);
    expect(
      (await asAdmin('GET', '/api/admin/clients/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe('partners', () => {
  it("lists a partner's referrals and nobody else's", async () => {
    const partner = await createPartnerAccount(db());
    const otherPartner = await createPartnerAccount(db());
    const client = await createClientAccount(db(), { firstName: 'Ruth', lastName: 'Abara' });
    const mine = await addCase(client.id, 'TRA-REF-1');
    const theirs = await addCase(client.id, 'TRA-REF-2');
    await asAdmin('PUT', `/api/admin/cases/${mine.id}/partner`, { partnerId: partner.id });
    await asAdmin('PUT', `/api/admin/cases/${theirs.id}/partner`, { partnerId: otherPartner.id });

    const response = await asAdmin('GET', `/api/admin/partners/${partner.id}/referrals`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        caseId: mine.id,
        caseNumber: 'TRA-REF-1',
        clientName: 'Ruth Abara',
        clientEmail: client.email,
        referralType: expect.any(String),
        status: expect.any(String),
        createdAt: expect.any(String),
      }),
    ]);
    expect(
      (await asAdmin('GET', '/api/admin/partners/00000000-0000-4000-8000-000000000000/referrals'))
        .statusCode,
    ).toBe(404);
  });

  it('deactivation ends the sessions at once and refuses sign-in; reactivation allows it again', async () => {
    const partner = await createPartnerAccount(db());
    expect((await withToken('/api/partners/cases', partner.token)).statusCode).toBe(200);

    const deactivated = await asAdmin('POST', `/api/admin/partners/${partner.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toEqual({ id: partner.id, isActive: false });
    expect((await withToken('/api/partners/cases', partner.token)).statusCode).toBe(401);
    expect((await signIn('/api/partners/login', partner.email)).statusCode).toBe(403);
    expect(await auditRows('partner.deactivated', partner.id)).toMatchObject([
      { actorId: admin.id, before: { isActive: true }, after: { isActive: false } },
    ]);

    expect((await asAdmin('POST', `/api/admin/partners/${partner.id}/reactivate`)).json()).toEqual({
      id: partner.id,
      isActive: true,
    });
    const login = await signIn('/api/partners/login', partner.email);
    expect(login.statusCode).toBe(200);
    expect((await withToken('/api/partners/cases', login.json().token)).statusCode).toBe(200);
    expect(await auditRows('partner.reactivated', partner.id)).toHaveLength(1);
  });
});
