import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CASE_SUBMITTED_TITLE,
  MAX_NEW_CASES_PER_HOUR,
  MAX_OPEN_CASES_PER_CLIENT,
  TOO_MANY_NEW_CASES_MESSAGE,
  TOO_MANY_OPEN_CASES_MESSAGE,
} from '@shared/contracts/cases';
import { caseDocuments, caseUpdates, cases, jobs } from '../../db/schema';
import { LocalDiskStorage } from '../../platform/storage/local-storage';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  type TestAccount,
} from '../../testing/accounts';
import { readOutbox } from '../../testing/outbox';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();

const newCase = {
  timeshareCompany: 'Sunny Shores Vacation Club',
  purchaseDate: 'Spring 2019',
  situation: 'The maintenance fees doubled and the resort refuses to take the unit back.',
};

afterEach(async () => {
  await testApp.database.db.delete(jobs);
  await testApp.database.db.delete(cases);
});

const client = () => createClientAccount(testApp.database.db);

function openCase(account: TestAccount, payload: object = newCase) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/cases',
    payload,
    headers: bearer(account.token),
  });
}

function get(url: string, token?: string) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: token ? bearer(token) : {},
  });
}

async function storedCounts() {
  const db = testApp.database.db;
  const [caseCount] = await db.select({ n: count() }).from(cases);
  const [updateCount] = await db.select({ n: count() }).from(caseUpdates);
  const [jobCount] = await db.select({ n: count() }).from(jobs);
  return { cases: caseCount!.n, updates: updateCount!.n, jobs: jobCount!.n };
}

describe('POST /api/cases', () => {
  it('opens a submitted case with the default priority medium and answers 201', async () => {
    const account = await client();
    const response = await openCase(account);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      timeshareCompany: newCase.timeshareCompany,
      purchaseDate: 'Spring 2019',
      situation: newCase.situation,
      status: 'submitted',
      priority: 'medium',
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    const [row] = await testApp.database.db.select().from(cases).where(eq(cases.id, body.id));
    expect(row).toMatchObject({ userId: account.id, status: 'submitted', priority: 'medium' });
  });

  it('keeps a chosen priority and stores a missing purchase date as null', async () => {
    const account = await client();
    const response = await openCase(account, {
      timeshareCompany: 'Blue Lagoon Resorts',
      situation: 'Sales pressure.',
      priority: 'urgent',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ priority: 'urgent', purchaseDate: null });
  });

  it('numbers cases TRA-<year>-<6 digits>, uniquely', async () => {
    const account = await client();
    const numbers: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await openCase(account);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.caseNumber).toMatch(/^TRA-\d{4}-\d{6}$/);
      expect(body.caseNumber.slice(4, 8)).toBe(String(new Date(body.createdAt).getUTCFullYear()));
      numbers.push(body.caseNumber);
    }
    expect(new Set(numbers).size).toBe(5);
  });

  it('gives concurrent submissions distinct numbers', async () => {
    const accounts = await Promise.all([client(), client(), client()]);
    const responses = await Promise.all(accounts.map((account) => openCase(account)));
    const numbers = responses.map((response) => response.json().caseNumber);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(numbers).size).toBe(3);
  });

  it('adds a first public "Case Submitted" update by the TRA Team', async () => {
    const account = await client();
    const { id } = (await openCase(account)).json();
    const updates = await testApp.database.db
      .select()
      .from(caseUpdates)
      .where(eq(caseUpdates.caseId, id));
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      title: CASE_SUBMITTED_TITLE,
      isPublic: true,
      createdBy: 'TRA Team',
    });
    expect(updates[0]!.description).toMatch(/24-48 hours/);
  });

  it('queues a confirmation e-mail that reaches the outbox', async () => {
    const account = await client();
    const { caseNumber } = (await openCase(account)).json();
    const [job] = await testApp.database.db.select().from(jobs);
    expect(job).toMatchObject({ type: 'mail.send', status: 'pending' });
    expect(job!.payload).toMatchObject({ to: account.email });
    const text = String(job!.payload.text);
    expect(text).toContain(caseNumber);
    expect(text).toContain(newCase.timeshareCompany);
    expect(text).toMatch(/24-48 hours/);
    expect(text).toContain(`${testApp.config.publicUrl}/dashboard`);

    expect(await testApp.app.jobs.runDueJobs()).toBe(1);
    expect(readOutbox(testApp).map((mail) => mail.subject)).toContain(
      `We received your case ${caseNumber}`,
    );
  });

  it.each([
    ['timeshareCompany', /timeshare company/i],
    ['situation', /situation/i],
  ])('refuses a case without %s, naming it, and stores nothing', async (field, named) => {
    const account = await client();
    for (const payload of [
      Object.fromEntries(Object.entries(newCase).filter(([key]) => key !== field)),
      { ...newCase, [field]: '   ' },
    ]) {
      const response = await openCase(account, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(named),
      });
    }
    expect(await storedCounts()).toEqual({ cases: 0, updates: 0, jobs: 0 });
  });

  it('refuses an unknown priority', async () => {
    const account = await client();
    const response = await openCase(account, { ...newCase, priority: 'whenever' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/priority/i);
    expect(await storedCounts()).toEqual({ cases: 0, updates: 0, jobs: 0 });
  });
});

describe('GET /api/cases', () => {
  it("lists only the caller's cases, newest first", async () => {
    const first = await client();
    const second = await client();
    const a1 = (await openCase(first, { ...newCase, timeshareCompany: 'First A' })).json();
    const b1 = (await openCase(second, { ...newCase, timeshareCompany: 'Only B' })).json();
    const a2 = (await openCase(first, { ...newCase, timeshareCompany: 'Second A' })).json();

    const mine = await get('/api/cases', first.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((item: { id: string }) => item.id)).toEqual([a2.id, a1.id]);
    expect(Object.keys(mine.json()[0]).sort()).toEqual(
      [
        'caseNumber',
        'createdAt',
        'id',
        'priority',
        'purchaseDate',
        'situation',
        'status',
        'timeshareCompany',
        'unreadMessages',
        'openRequestDueDate',
        'updatedAt',
      ].sort(),
    );

    const theirs = await get('/api/cases', second.token);
    expect(theirs.json().map((item: { id: string }) => item.id)).toEqual([b1.id]);
  });

  it('answers an empty list for a client with no cases', async () => {
    const account = await client();
    const response = await get('/api/cases', account.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/cases/:id', () => {
  it('answers the case with its public updates only, newest first', async () => {
    const account = await client();
    const opened = (await openCase(account)).json();
    const db = testApp.database.db;
    const later = new Date(Date.now() + 60_000);
    await db.insert(caseUpdates).values([
      {
        caseId: opened.id,
        title: 'Internal note',
        description: 'Client sounded worried; check the contract date.',
        isPublic: false,
        createdBy: 'Partner Law LLP',
        createdAt: later,
      },
      {
        caseId: opened.id,
        title: 'Documents reviewed',
        description: 'We have read your contract.',
        isPublic: true,
        createdBy: 'Partner Law LLP',
        createdAt: later,
      },
    ]);

    const response = await get(`/api/cases/${opened.id}`, account.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.case).toEqual(opened);
    expect(body.updates.map((update: { title: string }) => update.title)).toEqual([
      'Documents reviewed',
      CASE_SUBMITTED_TITLE,
    ]);
    expect(body.updates.every((update: { isPublic: boolean }) => update.isPublic)).toBe(true);
    expect(response.body).not.toContain('Internal note');
  });

  it("answers 404 for another client's case, an unknown id and a malformed id", async () => {
    const owner = await client();
    const other = await client();
    const opened = (await openCase(owner)).json();
    for (const id of [
      opened.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      '1%27%20or%201%3D1',
    ]) {
      const response = await get(`/api/cases/${id}`, other.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'We could not find that case.',
        code: 'NOT_FOUND',
      });
    }
    const list = await get('/api/cases', other.token);
    expect(list.json()).toEqual([]);
  });
});

/** A document on a case with its bytes in storage, as a partner's upload leaves it. */
async function storedDocument(
  caseId: string,
  options: { fileName: string; bytes: Buffer; isPublic: boolean; createdAt?: Date },
) {
  const storage = testApp.app.storage;
  if (!(storage instanceof LocalDiskStorage)) throw new Error('The tests use local storage.');
  const storageKey = `cases/${caseId}/${randomUUID()}/${options.fileName}`;
  await storage.writeUpload(storageKey, Readable.from([options.bytes]), 1024 * 1024, 16);
  const [row] = await testApp.database.db
    .insert(caseDocuments)
    .values({
      caseId,
      fileName: options.fileName,
      fileType: 'text/plain',
      fileSize: options.bytes.length,
      documentType: 'correspondence',
      uploadedBy: 'Okafor & Lee Consumer Law',
      isPublic: options.isPublic,
      storageKey,
      createdAt: options.createdAt ?? new Date(),
    })
    .returning();
  return row!;
}

describe('GET /api/cases/:id, documents and partner', () => {
  it('answers no partner and no documents for a new case', async () => {
    const account = await client();
    const opened = (await openCase(account)).json();
    const body = (await get(`/api/cases/${opened.id}`, account.token)).json();
    expect(body.partner).toBeNull();
    expect(body.documents).toEqual([]);
  });

  it('names the assigned partner firm and lists only public documents, newest first', async () => {
    const account = await client();
    const opened = (await openCase(account)).json();
    const partner = await createPartnerAccount(testApp.database.db, {
      companyName: 'Brennan Legal Aid',
    });
    await testApp.database.db
      .update(cases)
      .set({ assignedPartnerId: partner.id })
      .where(eq(cases.id, opened.id));
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const older = await storedDocument(opened.id, {
      fileName: 'older-letter.txt',
      bytes: Buffer.from('Older letter'),
      isPublic: true,
      createdAt: minutesAgo(10),
    });
    await storedDocument(opened.id, {
      fileName: 'internal-memo.txt',
      bytes: Buffer.from('Private memo'),
      isPublic: false,
      createdAt: minutesAgo(5),
    });
    const newer = await storedDocument(opened.id, {
      fileName: 'newer-letter.txt',
      bytes: Buffer.from('Newer letter'),
      isPublic: true,
      createdAt: minutesAgo(1),
    });

    const response = await get(`/api/cases/${opened.id}`, account.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.partner).toEqual({ companyName: 'Brennan Legal Aid' });
    expect(body.documents.map((document: { id: string }) => document.id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(body.documents[1]).toEqual({
      id: older.id,
      fileName: 'older-letter.txt',
      fileType: 'text/plain',
      fileSize: 12,
      documentType: 'correspondence',
      uploadedBy: 'Okafor & Lee Consumer Law',
      isPublic: true,
      createdAt: older.createdAt.toISOString(),
    });
    expect(response.body).not.toContain('internal-memo');
    expect(response.body).not.toContain(older.storageKey);
  });
});

describe('GET /api/cases/:id/documents/:docId/download', () => {
  it("downloads a public document of the client's own case as an attachment", async () => {
    const account = await client();
    const opened = (await openCase(account)).json();
    const bytes = Buffer.from('Dear Ms Okafor,\nThe resort has agreed to cancel.\n');
    const document = await storedDocument(opened.id, {
      fileName: 'resort-answer.txt',
      bytes,
      isPublic: true,
    });
    const response = await get(
      `/api/cases/${opened.id}/documents/${document.id}/download`,
      account.token,
    );
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="resort-answer.txt"; filename*=UTF-8''resort-answer.txt`,
    );
  });

  it('answers the same 404 for a private document, another client, and unknown ids', async () => {
    const owner = await client();
    const other = await client();
    const opened = (await openCase(owner)).json();
    const otherCase = (await openCase(other)).json();
    const shared = await storedDocument(opened.id, {
      fileName: 'shared.txt',
      bytes: Buffer.from('Shared'),
      isPublic: true,
    });
    const hidden = await storedDocument(opened.id, {
      fileName: 'hidden.txt',
      bytes: Buffer.from('Hidden'),
      isPublic: false,
    });
    const attempts: [string, string][] = [
      [`/api/cases/${opened.id}/documents/${hidden.id}/download`, owner.token],
      [`/api/cases/${opened.id}/documents/${shared.id}/download`, other.token],
      [`/api/cases/${otherCase.id}/documents/${shared.id}/download`, other.token],
      [
        `/api/cases/${opened.id}/documents/00000000-0000-4000-8000-000000000000/download`,
        owner.token,
      ],
      [`/api/cases/${opened.id}/documents/not-a-uuid/download`, owner.token],
      [`/api/cases/not-a-uuid/documents/${shared.id}/download`, owner.token],
    ];
    for (const [url, token] of attempts) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        message: 'We could not find that document.',
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('signing in', () => {
  it('answers 401 to every call without a usable client sign-in and changes nothing', async () => {
    const account = await client();
    const { id } = (await openCase(account)).json();
    const document = await storedDocument(id, {
      fileName: 'shared.txt',
      bytes: Buffer.from('Shared'),
      isPublic: true,
    });
    await testApp.database.db.delete(jobs);
    await expectSignInRequired(
      testApp.app,
      [
        { method: 'GET', url: '/api/cases' },
        { method: 'POST', url: '/api/cases', payload: newCase },
        { method: 'GET', url: `/api/cases/${id}` },
        { method: 'GET', url: `/api/cases/${id}/documents/${document.id}/download` },
      ],
      await refusedSignIns(testApp.database.db, 'client'),
    );
    expect(await storedCounts()).toMatchObject({ cases: 1, jobs: 0 });
  });
});

describe('OpenAPI', () => {
  it('describes the client routes of cases, preferences and onboarding', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths;
    expect(Object.keys(paths['/api/cases']).sort()).toEqual(['get', 'post']);
    expect(paths['/api/cases/{id}'].get.responses).toHaveProperty('404');
    expect(paths['/api/cases/{id}/documents/{docId}/download'].get.responses).toHaveProperty('404');
    expect(Object.keys(paths['/api/user-preferences']).sort()).toEqual(['get', 'put']);
    expect(paths['/api/onboarding/complete'].post.responses).toHaveProperty('409');
  });
});

describe('limits on opening cases', () => {
  async function mailJobs() {
    const [row] = await testApp.database.db.select({ n: count() }).from(jobs);
    return row!.n;
  }

  it(`refuses a case beyond ${MAX_NEW_CASES_PER_HOUR} in an hour (429), also when sent at once`, async () => {
    const account = await client();
    const answers = await Promise.all(
      Array.from({ length: MAX_NEW_CASES_PER_HOUR + 3 }, () => openCase(account)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_NEW_CASES_PER_HOUR);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual([429, 429, 429]);
    expect(refused[0]!.json().message).toBe(TOO_MANY_NEW_CASES_MESSAGE);
    expect(await mailJobs()).toBe(MAX_NEW_CASES_PER_HOUR);
  });

  it(`refuses an eleventh open case (409) until one is closed`, async () => {
    const account = await client();
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await testApp.database.db.insert(cases).values(
      Array.from({ length: MAX_OPEN_CASES_PER_CLIENT }, (_, index) => ({
        userId: account.id,
        caseNumber: `TRA-LIMIT-${randomUUID()}-${index}`,
        timeshareCompany: 'Sunny Shores Vacation Club',
        situation: 'Earlier case.',
        createdAt: twoHoursAgo,
        updatedAt: twoHoursAgo,
      })),
    );
    const refused = await openCase(account);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TOO_MANY_OPEN_CASES_MESSAGE);
    expect(await mailJobs()).toBe(0);

    const [oldest] = await testApp.database.db
      .select({ id: cases.id })
      .from(cases)
      .where(eq(cases.userId, account.id))
      .limit(1);
    await testApp.database.db
      .update(cases)
      .set({ status: 'closed' })
      .where(eq(cases.id, oldest!.id));
    expect((await openCase(account)).statusCode).toBe(201);
  });
});
