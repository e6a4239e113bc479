import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_ONE } from '@shared/contracts/admin-cases';
import { auditLog, caseDocuments, caseUpdates, cases, jobs } from '../../db/schema';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  type TestAccount,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { clearPartnerNetwork } from '../admin-partners/test-helpers';
import { CASE_NOT_FOUND_MESSAGE } from '../cases/service';
import { daysAgo, insertCase } from './case-fixtures';

/* The admin's case list with its owner, partner and age filters, one case in full, and who may ask. */

const testApp = useTestApp();
let admin: TestAccount;
let editor: TestAccount;

beforeAll(async () => {
  admin = await createStaffAccount(testApp.database.db, 'admin');
  editor = await createStaffAccount(testApp.database.db, 'editor');
});
afterEach(() => clearPartnerNetwork(testApp));

const db = () => testApp.database.db;

function get(url: string, token = admin.token) {
  return testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function listedNumbers(query: string): Promise<string[]> {
  const response = await get(`/api/admin/cases${query}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return response
    .json()
    .cases.map((item: { caseNumber: string }) => item.caseNumber)
    .sort();
}

const numbers = (...rows: { caseNumber: string }[]) => rows.map((row) => row.caseNumber).sort();

describe('who may use the case oversight routes', () => {
  it('answers 401 to a partner and 403 to an editor, and changes nothing', async () => {
    const client = await createClientAccount(db());
    const firm = await createPartnerAccount(db());
    const row = await insertCase(db(), client, { assignedPartnerId: firm.id });
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/cases' },
      { method: 'GET', url: `/api/admin/cases/${row.id}` },
      {
        method: 'POST',
        url: '/api/admin/cases/owner',
        payload: { caseIds: [row.id], ownerId: editor.id },
      },
      { method: 'PATCH', url: `/api/admin/cases/${row.id}`, payload: { priority: 'urgent' } },
      {
        method: 'POST',
        url: `/api/admin/cases/${row.id}/updates`,
        payload: { title: 'Call booked', description: 'We will call you on Monday.' },
      },
    ];
    for (const route of routes) {
      const where = `${route.method} ${route.url}`;
      const asPartner = await testApp.app.inject({ ...route, headers: bearer(firm.token) });
      expect(asPartner.statusCode, where).toBe(401);
      const asEditor = await testApp.app.inject({ ...route, headers: bearer(editor.token) });
      expect(asEditor.statusCode, where).toBe(403);
      expect(asEditor.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const [after] = await db().select().from(cases).where(eq(cases.id, row.id));
    expect(after).toEqual(row);
    const [updates] = await db().select({ n: count() }).from(caseUpdates);
    const [audits] = await db().select({ n: count() }).from(auditLog);
    const [queued] = await db().select({ n: count() }).from(jobs);
    expect([updates!.n, audits!.n, queued!.n]).toEqual([0, 0, 0]);
  });
});

describe('GET /api/admin/cases: owner and filters', () => {
  it("names each case's staff owner", async () => {
    const owner = await createStaffAccount(db(), 'editor', {
      firstName: 'Dana',
      lastName: 'Whitfield',
    });
    const client = await createClientAccount(db());
    const owned = await insertCase(db(), client, { assignedTo: owner.id });
    await insertCase(db(), client);

    const listed = (await get('/api/admin/cases')).json().cases;
    const owners = Object.fromEntries(
      listed.map((item: { id: string; owner: unknown }) => [item.id, item.owner]),
    );
    expect(Object.values(owners)).toHaveLength(2);
    expect(owners[owned.id]).toEqual({ id: owner.id, name: 'Dana Whitfield' });
    expect(Object.values(owners).filter((value) => value === null)).toHaveLength(1);
  });

  it('filters by partner and by owner, an id or none', async () => {
    const client = await createClientAccount(db());
    const firm = await createPartnerAccount(db());
    const otherFirm = await createPartnerAccount(db());
    const owner = await createStaffAccount(db(), 'editor');
    const withFirm = await insertCase(db(), client, { assignedPartnerId: firm.id });
    const withOtherFirm = await insertCase(db(), client, {
      assignedPartnerId: otherFirm.id,
      assignedTo: owner.id,
    });
    const owned = await insertCase(db(), client, { assignedTo: owner.id, status: 'reviewing' });
    const neither = await insertCase(db(), client);

    expect(await listedNumbers(`?partner=${firm.id}`)).toEqual(numbers(withFirm));
    expect(await listedNumbers(`?partner=${NO_ONE}`)).toEqual(numbers(owned, neither));
    expect(await listedNumbers(`?owner=${owner.id}`)).toEqual(numbers(withOtherFirm, owned));
    expect(await listedNumbers(`?owner=${NO_ONE}`)).toEqual(numbers(withFirm, neither));
    expect(await listedNumbers(`?partner=${NO_ONE}&owner=${NO_ONE}`)).toEqual(numbers(neither));
    expect(await listedNumbers(`?owner=${owner.id}&status=reviewing`)).toEqual(numbers(owned));
    expect(await listedNumbers(`?owner=${owner.id}&assignment=assigned`)).toEqual(
      numbers(withOtherFirm),
    );
    // Someone who owns nothing: an empty list, not an error.
    expect(await listedNumbers(`?owner=${randomUUID()}`)).toEqual([]);
    expect((await get(`/api/admin/cases?partner=${NO_ONE}`)).json().total).toBe(2);
  });

  it('filters by age: opened more than 7, 30 or 90 days ago', async () => {
    const client = await createClientAccount(db(), { firstName: 'Walter', lastName: 'Brennan' });
    const owner = await createStaffAccount(db(), 'admin');
    const fresh = await insertCase(db(), client, { createdAt: daysAgo(2) });
    const tenDays = await insertCase(db(), client, { createdAt: daysAgo(10) });
    const fortyDays = await insertCase(db(), client, {
      createdAt: daysAgo(40),
      assignedTo: owner.id,
    });
    // Changed yesterday, opened long ago: the age counts from the opening.
    const old = await insertCase(db(), client, { createdAt: daysAgo(120), updatedAt: daysAgo(1) });

    expect(await listedNumbers('')).toEqual(numbers(fresh, tenDays, fortyDays, old));
    expect(await listedNumbers('?olderThanDays=7')).toEqual(numbers(tenDays, fortyDays, old));
    expect(await listedNumbers('?olderThanDays=30')).toEqual(numbers(fortyDays, old));
    expect(await listedNumbers('?olderThanDays=90')).toEqual(numbers(old));
    expect(await listedNumbers(`?olderThanDays=30&owner=${owner.id}`)).toEqual(numbers(fortyDays));
    expect(await listedNumbers(`?olderThanDays=7&owner=${NO_ONE}&q=brennan`)).toEqual(
      numbers(tenDays, old),
    );
  });

  it('refuses a bad filter with a clear message', async () => {
    const cases = {
      '?partner=someone': 'The partner filter must be a partner id or "none".',
      '?owner=TRA-2025-000001': 'The owner filter must be a staff id or "none".',
      '?olderThanDays=14': 'Age must be 7, 30 or 90 days.',
    };
    for (const [query, message] of Object.entries(cases)) {
      const response = await get(`/api/admin/cases${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });
});

describe('GET /api/admin/cases/:id', () => {
  it('shows the case with every update and document, internal ones too, newest first', async () => {
    const client = await createClientAccount(db(), { firstName: 'Margaret', lastName: 'Okafor' });
    const firm = await createPartnerAccount(db(), { companyName: 'Lee & Park' });
    const owner = await createStaffAccount(db(), 'editor', {
      firstName: 'Dana',
      lastName: 'Whitfield',
    });
    const row = await insertCase(db(), client, {
      assignedPartnerId: firm.id,
      assignedTo: owner.id,
    });
    const other = await insertCase(db(), client);
    const update = (title: string, isPublic: boolean, minutes: number, caseId = row.id) => ({
      caseId,
      title,
      description: `${title}.`,
      isPublic,
      createdBy: 'Lee & Park',
      createdAt: new Date(Date.UTC(2025, 4, 1, 9, minutes)),
    });
    await db()
      .insert(caseUpdates)
      .values([
        update('Opened', true, 0),
        update('Internal: client prefers mornings', false, 2),
        update('Letter sent', true, 1),
        update('Not this case', true, 3, other.id),
      ]);
    const document = (fileName: string, isPublic: boolean, minutes: number) => ({
      caseId: row.id,
      fileName,
      fileType: 'application/pdf',
      fileSize: 2048,
      documentType: 'contract',
      uploadedBy: 'Lee & Park',
      isPublic,
      storageKey: `cases/${row.id}/${randomUUID()}.pdf`,
      createdAt: new Date(Date.UTC(2025, 4, 1, 9, minutes)),
    });
    await db()
      .insert(caseDocuments)
      .values([document('contract.pdf', true, 0), document('notes.pdf', false, 5)]);

    const response = await get(`/api/admin/cases/${row.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.case).toMatchObject({
      id: row.id,
      caseNumber: row.caseNumber,
      client: { id: client.id, name: 'Margaret Okafor', email: client.email },
      partner: { id: firm.id, companyName: 'Lee & Park' },
      owner: { id: owner.id, name: 'Dana Whitfield' },
    });
    expect(body.updates.map((item: { title: string }) => item.title)).toEqual([
      'Internal: client prefers mornings',
      'Letter sent',
      'Opened',
    ]);
    expect(body.updates[0]).toMatchObject({ isPublic: false, createdBy: 'Lee & Park' });
    expect(body.documents.map((item: { fileName: string }) => item.fileName)).toEqual([
      'notes.pdf',
      'contract.pdf',
    ]);
    expect(body.documents[0]).not.toHaveProperty('storageKey');
  });

  it('answers the same 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'TRA-2025-000001']) {
      const response = await get(`/api/admin/cases/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: CASE_NOT_FOUND_MESSAGE });
    }
  });
});

describe('the API description', () => {
  it('describes every case oversight route', async () => {
    const paths = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/api/admin/cases/{id}']).sort()).toEqual(['get', 'patch']);
    expect(paths['/api/admin/cases'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['partner', 'owner', 'olderThanDays']),
    );
    expect(paths['/api/admin/cases/owner'].post.responses).toHaveProperty('404');
    expect(paths['/api/admin/cases/{id}/updates'].post.responses).toHaveProperty('201');
    expect(paths['/api/admin/cases/{id}/partner'].put.tags).toEqual(['admin: cases']);
  });
});
