import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CALLBACK_CONTACT_REQUIRED_MESSAGE,
  CALLBACK_REFERENCE_PATTERN,
  CALLBACK_TIME_ZONE_MESSAGE,
} from '@shared/contracts/callback-requests';
import { auditLog, callbackRequests, jobs } from '../../db/schema';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
} from '../../testing/accounts';
import { clearOutbox, takeOutbox } from '../../testing/outbox';
import { createTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp({ formRateLimit: 1000 });

const valid = {
  name: 'Dorothy Keane',
  phone: '(555) 014-2290',
  email: 'Dorothy.Keane@Example.com',
  preferredTimes: 'Weekday mornings, 9 to 11',
  timeZone: 'America/Chicago',
  message: 'We signed at a resort presentation last Saturday.',
  companyWebsite: '',
};

const post = (payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/callback-requests', payload });

async function stored() {
  const [row] = await testApp.database.db.select({ n: count() }).from(callbackRequests);
  return row!.n;
}

afterEach(async () => {
  const db = testApp.database.db;
  clearOutbox(testApp);
  await db.delete(jobs);
  await db.delete(auditLog);
  await db.delete(callbackRequests);
});

describe('POST /api/callback-requests', () => {
  it('stores the request and answers 201 with a short reference', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(CALLBACK_REFERENCE_PATTERN);
    const [row] = await testApp.database.db.select().from(callbackRequests);
    expect(row).toMatchObject({
      reference,
      name: 'Dorothy Keane',
      email: 'dorothy.keane@example.com',
      timeZone: 'America/Chicago',
      status: 'new',
    });
  });

  it('e-mails the person a confirmation with the reference, and support a copy', async () => {
    const { reference } = (await post(valid)).json();
    const sent = await takeOutbox(testApp);
    const confirmation = sent.find((mail) => mail.to === 'dorothy.keane@example.com');
    expect(confirmation?.subject).toContain(reference);
    expect(confirmation?.body).toContain('Weekday mornings, 9 to 11 (America/Chicago)');
    expect(sent.some((mail) => mail.to !== 'dorothy.keane@example.com')).toBe(true);
  });

  it('accepts a phone number alone and sends no confirmation then', async () => {
    const response = await post({ ...valid, email: '' });
    expect(response.statusCode).toBe(201);
    const sent = await takeOutbox(testApp);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).not.toBe('dorothy.keane@example.com');
  });

  it('refuses a request without phone and e-mail with a clear message', async () => {
    const response = await post({ ...valid, phone: '', email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(CALLBACK_CONTACT_REQUIRED_MESSAGE);
    expect(await stored()).toBe(0);
  });

  it.each(['Mars/Olympus_Mons', 'EST5EDT-ish', ''])('refuses the time zone %j', async (zone) => {
    const response = await post({ ...valid, timeZone: zone });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(CALLBACK_TIME_ZONE_MESSAGE);
    expect(await stored()).toBe(0);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const response = await post({ ...valid, companyWebsite: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().reference).toMatch(CALLBACK_REFERENCE_PATTERN);
    expect(await stored()).toBe(0);
    const [queued] = await testApp.database.db.select({ n: count() }).from(jobs);
    expect(queued!.n).toBe(0);
  });

  it('answers 429 once one address sends too many requests', async () => {
    const limited = await createTestApp({ formRateLimit: 2 });
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/callback-requests', payload: valid });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

describe('callback requests in the admin inbox', () => {
  it('lists them for staff, filters by status, and changes the status with an audit row', async () => {
    const db = testApp.database.db;
    const admin = await createStaffAccount(db, 'admin');
    const { reference } = (await post(valid)).json();
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/inbox/callbacks?status=new',
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    const [item] = list.json().items;
    expect(item).toMatchObject({ reference, timeZone: 'America/Chicago', status: 'new' });

    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/inbox/callbacks/${item.id}`,
      headers: bearer(admin.token),
      payload: { status: 'scheduled', internalNote: 'Tuesday 10:00 their time' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'scheduled' });
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'callback_request.updated'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { status: 'new' } });

    const stillNew = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/inbox/callbacks?status=new',
      headers: bearer(admin.token),
    });
    expect(stillNew.json().total).toBe(0);

    const wrongStatus = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/inbox/callbacks/${item.id}`,
      headers: bearer(admin.token),
      payload: { status: 'handled' },
    });
    expect(wrongStatus.statusCode).toBe(400);
  });

  it('refuses clients and partners and changes nothing for them', async () => {
    const db = testApp.database.db;
    const client = await createClientAccount(db);
    const partner = await createPartnerAccount(db);
    await post(valid);
    const [row] = await db.select().from(callbackRequests);
    for (const token of [client.token, partner.token]) {
      const list = await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/inbox/callbacks',
        headers: bearer(token),
      });
      expect([401, 403]).toContain(list.statusCode);
      const change = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/admin/inbox/callbacks/${row!.id}`,
        headers: bearer(token),
        payload: { status: 'done' },
      });
      expect([401, 403]).toContain(change.statusCode);
    }
    const [after] = await db.select().from(callbackRequests);
    expect(after!.status).toBe('new');
  });
});
