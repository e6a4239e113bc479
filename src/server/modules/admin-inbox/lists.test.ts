import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_PAGE_SIZE } from '@shared/contracts/admin-inbox';
import { cases } from '../../db/schema';
import { bearer, createClientAccount, createStaffAccount } from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { clearInbox, storeContact, storeIntake } from './test-helpers';

const testApp = useTestApp();
const db = () => testApp.database.db;
let adminToken: string;

beforeAll(async () => {
  adminToken = (await createStaffAccount(db(), 'admin')).token;
});
afterEach(() => clearInbox(testApp));

const list = (kind: 'intake' | 'contact', query = '') =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/admin/inbox/${kind}${query}`,
    headers: bearer(adminToken),
  });

async function idsOf(kind: 'intake' | 'contact', query: string): Promise<string[]> {
  const response = await list(kind, query);
  expect(response.statusCode, query).toBe(200);
  return response.json().items.map((item: { id: string }) => item.id);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/admin/inbox/intake', () => {
  it('lists requests newest first with everything the person wrote', async () => {
    const older = await storeIntake(db(), { createdAt: minutesAgo(10) });
    const newer = await storeIntake(db(), {
      firstName: 'Linda',
      lastName: 'Castillo',
      email: 'linda@example.com',
      phone: null,
      purchaseDate: null,
      timeshareCompany: 'Coral Bay Resorts',
      situation: 'We regret signing last week.',
      createdAt: minutesAgo(1),
    });

    const response = await list('intake');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: INBOX_PAGE_SIZE });
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([newer.id, older.id]);
    expect(body.items[0]).toEqual({
      id: newer.id,
      firstName: 'Linda',
      lastName: 'Castillo',
      email: 'linda@example.com',
      locale: 'en',
      reference: null,
      phone: null,
      timeshareCompany: 'Coral Bay Resorts',
      purchaseDate: null,
      signedState: null,
      signedOn: null,
      timeCritical: false,
      rescissionLastDay: null,
      situation: 'We regret signing last week.',
      status: 'new',
      internalNote: null,
      invitedAt: null,
      client: null,
      case: null,
      createdAt: newer.createdAt.toISOString(),
      updatedAt: newer.updatedAt.toISOString(),
    });
    expect(body.items[0]).not.toHaveProperty('consent');
  });

  it('shows the linked account and its case', async () => {
    const client = await createClientAccount(db(), { firstName: 'Ruth', lastName: 'Abernathy' });
    const [linkedCase] = await db()
      .insert(cases)
      .values({
        userId: client.id,
        caseNumber: 'TRA-INBOX-1',
        timeshareCompany: 'Lakeside Pines Vacation Club',
        situation: 'Fees keep rising.',
      })
      .returning();
    const request = await storeIntake(db(), { clientId: client.id, caseId: linkedCase!.id });

    const [item] = (await list('intake')).json().items;
    expect(item).toMatchObject({
      id: request.id,
      client: { id: client.id, name: 'Ruth Abernathy' },
      case: { id: linkedCase!.id, caseNumber: 'TRA-INBOX-1' },
    });
  });

  it('puts time-critical new requests first, the soonest last day first, then the rest newest first', async () => {
    const plain = await storeIntake(db(), { createdAt: minutesAgo(1) });
    const laterDay = await storeIntake(db(), {
      createdAt: minutesAgo(30),
      timeCritical: true,
      rescissionLastDay: '2026-12-10',
    });
    const noDay = await storeIntake(db(), { createdAt: minutesAgo(5), timeCritical: true });
    const soonerDay = await storeIntake(db(), {
      createdAt: minutesAgo(40),
      timeCritical: true,
      rescissionLastDay: '2026-12-04',
    });
    const taken = await storeIntake(db(), {
      createdAt: minutesAgo(20),
      timeCritical: true,
      rescissionLastDay: '2026-12-01',
      status: 'in_progress',
    });
    expect(await idsOf('intake', '')).toEqual([
      soonerDay.id,
      laterDay.id,
      noDay.id,
      plain.id,
      taken.id,
    ]);
    const [first] = (await list('intake')).json().items;
    expect(first).toMatchObject({ timeCritical: true, rescissionLastDay: '2026-12-04' });
  });

  it('filters by status', async () => {
    const fresh = await storeIntake(db());
    const working = await storeIntake(db(), { status: 'in_progress' });
    const done = await storeIntake(db(), { status: 'handled' });

    expect(await idsOf('intake', '?status=new')).toEqual([fresh.id]);
    expect(await idsOf('intake', '?status=in_progress')).toEqual([working.id]);
    expect(await idsOf('intake', '?status=handled')).toEqual([done.id]);
    expect((await idsOf('intake', '?status=all')).sort()).toEqual(
      [fresh.id, working.id, done.id].sort(),
    );
  });

  it('searches names, "first last", e-mail, the company and the situation, ignoring case', async () => {
    const walter = await storeIntake(db(), {
      firstName: 'Walter',
      lastName: 'Brennan',
      email: 'wb1936@mail.example',
      timeshareCompany: 'Lakeside Pines',
      situation: 'My children do not want to inherit it.',
    });
    const linda = await storeIntake(db(), {
      firstName: 'Linda',
      lastName: 'Castillo',
      email: 'lcastillo@mail.example',
      timeshareCompany: 'Coral Bay Resorts',
      situation: 'A 100% refund was promised by a caller.',
    });

    expect(await idsOf('intake', '?q=walter')).toEqual([walter.id]);
    expect(await idsOf('intake', '?q=CASTILLO')).toEqual([linda.id]);
    expect(await idsOf('intake', '?q=walter%20brennan')).toEqual([walter.id]);
    expect(await idsOf('intake', '?q=WB1936@')).toEqual([walter.id]);
    expect(await idsOf('intake', '?q=coral%20bay')).toEqual([linda.id]);
    expect(await idsOf('intake', '?q=inherit')).toEqual([walter.id]);
    expect(await idsOf('intake', '?q=%20%20linda%20%20')).toEqual([linda.id]);
    expect(await idsOf('intake', '?q=nobody')).toEqual([]);
    // A % is the character itself, not "anything".
    expect(await idsOf('intake', '?q=100%25')).toEqual([linda.id]);
    expect(await idsOf('intake', '?q=%25')).toEqual([linda.id]);
    expect(await idsOf('intake', '?q=_')).toEqual([]);
  });

  it('combines the search with the status filter', async () => {
    const fresh = await storeIntake(db(), { lastName: 'Whitfield' });
    await storeIntake(db(), { lastName: 'Whitfield', status: 'handled' });
    const response = await list('intake', '?q=whitfield&status=new');
    expect(response.json()).toMatchObject({ total: 1, items: [{ id: fresh.id }] });
  });

  it(`pages ${INBOX_PAGE_SIZE} at a time with the total`, async () => {
    const total = INBOX_PAGE_SIZE + 2;
    const stored = [];
    for (let index = 0; index < total; index += 1) {
      stored.push(await storeIntake(db(), { createdAt: minutesAgo(total - index) }));
    }
    const newestFirst = stored.map((row) => row.id).reverse();

    const first = (await list('intake', '?page=1')).json();
    expect(first).toMatchObject({ total, page: 1, pageSize: INBOX_PAGE_SIZE });
    expect(first.items.map((item: { id: string }) => item.id)).toEqual(
      newestFirst.slice(0, INBOX_PAGE_SIZE),
    );
    const second = (await list('intake', '?page=2')).json();
    expect(second).toMatchObject({ total, page: 2 });
    expect(second.items.map((item: { id: string }) => item.id)).toEqual(
      newestFirst.slice(INBOX_PAGE_SIZE),
    );
    expect((await list('intake', '?page=3')).json()).toMatchObject({ total, items: [] });
  });

  it.each([
    ['?status=unread', 'Status must be new, in progress, handled or all.'],
    ['?page=0', 'Page must be 1 or more.'],
    ['?page=two', 'Page must be a number.'],
    ['?page=1.5', 'Page must be a whole number.'],
    [`?q=${'a'.repeat(201)}`, 'Search must be 200 characters or fewer.'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    for (const kind of ['intake', 'contact'] as const) {
      const response = await list(kind, query);
      expect(response.statusCode, kind).toBe(400);
      expect(response.json().message, kind).toBe(message);
    }
  });
});

describe('GET /api/admin/inbox/contact', () => {
  it('lists messages newest first', async () => {
    const older = await storeContact(db(), { createdAt: minutesAgo(5) });
    const newer = await storeContact(db(), {
      firstName: 'Robert',
      lastName: 'Hale',
      email: 'robert@example.com',
      subject: 'Can I call instead?',
      message: 'I would rather talk on the phone.',
      createdAt: minutesAgo(1),
    });
    const body = (await list('contact')).json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: INBOX_PAGE_SIZE });
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([newer.id, older.id]);
    expect(body.items[0]).toEqual({
      id: newer.id,
      firstName: 'Robert',
      lastName: 'Hale',
      email: 'robert@example.com',
      locale: 'en',
      subject: 'Can I call instead?',
      message: 'I would rather talk on the phone.',
      status: 'new',
      internalNote: null,
      createdAt: newer.createdAt.toISOString(),
      updatedAt: newer.updatedAt.toISOString(),
    });
  });

  it('searches names, e-mail, subject and message, and filters by status', async () => {
    const robert = await storeContact(db(), {
      firstName: 'Robert',
      lastName: 'Hale',
      email: 'rhale@mail.example',
      subject: 'Phone call',
      message: 'Is there a number to call?',
    });
    const susan = await storeContact(db(), {
      firstName: 'Susan',
      lastName: 'Parker',
      email: 'sparker@mail.example',
      subject: 'Thank you',
      message: 'You explained the options patiently.',
      status: 'handled',
    });

    expect(await idsOf('contact', '?q=robert%20hale')).toEqual([robert.id]);
    expect(await idsOf('contact', '?q=SPARKER')).toEqual([susan.id]);
    expect(await idsOf('contact', '?q=phone%20CALL')).toEqual([robert.id]);
    expect(await idsOf('contact', '?q=patiently')).toEqual([susan.id]);
    expect(await idsOf('contact', '?status=handled')).toEqual([susan.id]);
    expect(await idsOf('contact', '?status=new&q=parker')).toEqual([]);
  });

  it('is not mixed up with intake requests', async () => {
    const request = await storeIntake(db(), { firstName: 'Unique' });
    expect(await idsOf('contact', '?q=unique')).toEqual([]);
    expect(await idsOf('intake', '?q=unique')).toEqual([request.id]);
  });
});
