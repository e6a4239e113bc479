import { desc, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CASE_SUBMITTED_TITLE } from '@shared/contracts/cases';
import {
  auditLog,
  caseDocuments,
  caseUpdates,
  cases,
  jobs,
  userAccounts,
  userPreferences,
} from '../../db/schema';
import { bearer, createPartnerAccount } from '../../testing/accounts';
import { queuedMail, readOutbox } from '../../testing/outbox';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';
import { createAssignedCase, samplePdf, uploadCaseDocument, withoutQuery } from './test-fixtures';

const testApp = useTestApp();

afterEach(async () => {
  await testApp.database.db.delete(jobs);
  await testApp.database.db.delete(cases);
});

const db = () => testApp.database.db;
const partner = (companyName = 'Okafor & Lee Consumer Law') =>
  createPartnerAccount(db(), { companyName });
const assignedTo = (partnerId: string | null, company = 'Sunny Shores Vacation Club') =>
  createAssignedCase(db(), testApp.config, partnerId, { timeshareCompany: company });

function call(
  method: InjectOptions['method'],
  url: string,
  token: string,
  payload?: InjectOptions['payload'],
) {
  return testApp.app.inject({ method, url, headers: bearer(token), payload });
}

const caseRow = async (id: string) => (await db().select().from(cases).where(eq(cases.id, id)))[0]!;
const updatesOf = (caseId: string) =>
  db()
    .select()
    .from(caseUpdates)
    .where(eq(caseUpdates.caseId, caseId))
    .orderBy(desc(caseUpdates.createdAt));
const auditOf = (entityIds: string[]) =>
  db().select().from(auditLog).where(inArray(auditLog.entityId, entityIds));

const NOT_FOUND = { message: 'We could not find that case.', code: 'NOT_FOUND' };

describe('GET /api/partners/cases', () => {
  it('lists only the cases assigned to the caller, most recently changed first', async () => {
    const mine = await partner();
    const other = await partner('Another Firm LLP');
    const first = await assignedTo(mine.id, 'First');
    const second = await assignedTo(mine.id, 'Second');
    const third = await assignedTo(mine.id, 'Third');
    await assignedTo(other.id, 'Theirs');
    await assignedTo(null, 'Unassigned');
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));
    await db()
      .update(cases)
      .set({ updatedAt: at(3) })
      .where(eq(cases.id, second.caseId));
    await db()
      .update(cases)
      .set({ updatedAt: at(2) })
      .where(eq(cases.id, first.caseId));
    await db()
      .update(cases)
      .set({ updatedAt: at(1) })
      .where(eq(cases.id, third.caseId));

    const response = await call('GET', '/api/partners/cases', mine.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((item: { id: string }) => item.id)).toEqual([
      second.caseId,
      first.caseId,
      third.caseId,
    ]);
    expect(body[0]).toEqual({
      id: second.caseId,
      caseNumber: second.caseNumber,
      timeshareCompany: 'Second',
      purchaseDate: 'Spring 2019',
      situation: expect.stringContaining('maintenance fees'),
      status: 'submitted',
      priority: 'high',
      createdAt: expect.any(String),
      updatedAt: at(3).toISOString(),
      unreadMessages: 0,
      openRequestDueDate: null,
    });
  });

  it('answers an empty list to a partner with no assigned cases', async () => {
    await assignedTo(null);
    const response = await call('GET', '/api/partners/cases', (await partner()).token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/partners/cases/:id', () => {
  it('answers the case, its client, every document and every update, newest first', async () => {
    const mine = await partner();
    const { caseId, client } = await assignedTo(mine.id);
    await db()
      .update(userAccounts)
      .set({ firstName: 'Walter', lastName: 'Brennan', phone: '(555) 010-3000' })
      .where(eq(userAccounts.id, client.id));
    const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await db()
      .insert(caseUpdates)
      .values([
        {
          caseId,
          title: 'Private thought',
          description: 'Check the rescission period.',
          isPublic: false,
          createdBy: 'Okafor & Lee Consumer Law',
          createdAt: minutesLater(2),
        },
        {
          caseId,
          title: 'Contract received',
          description: 'We have your contract.',
          isPublic: true,
          createdBy: 'Okafor & Lee Consumer Law',
          createdAt: minutesLater(1),
        },
      ]);
    await db()
      .insert(caseDocuments)
      .values([
        {
          caseId,
          fileName: 'older.pdf',
          fileType: 'application/pdf',
          fileSize: 1200,
          documentType: 'contract',
          uploadedBy: 'Okafor & Lee Consumer Law',
          isPublic: true,
          storageKey: `cases/${caseId}/a/older.pdf`,
          createdAt: minutesLater(1),
        },
        {
          caseId,
          fileName: 'newer.txt',
          fileType: 'text/plain',
          fileSize: 30,
          documentType: 'other',
          uploadedBy: 'Okafor & Lee Consumer Law',
          isPublic: false,
          storageKey: `cases/${caseId}/b/newer.txt`,
          createdAt: minutesLater(2),
        },
      ]);

    const response = await call('GET', `/api/partners/cases/${caseId}`, mine.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.case).toMatchObject({ id: caseId, status: 'submitted', priority: 'high' });
    expect(body.client).toEqual({
      firstName: 'Walter',
      lastName: 'Brennan',
      email: client.email,
      phone: '(555) 010-3000',
    });
    expect(body.updates.map((update: { title: string }) => update.title)).toEqual([
      'Private thought',
      'Contract received',
      CASE_SUBMITTED_TITLE,
    ]);
    expect(body.documents.map((document: { fileName: string }) => document.fileName)).toEqual([
      'newer.txt',
      'older.pdf',
    ]);
    expect(body.documents[1]).toEqual({
      id: expect.any(String),
      fileName: 'older.pdf',
      fileType: 'application/pdf',
      fileSize: 1200,
      documentType: 'contract',
      uploadedBy: 'Okafor & Lee Consumer Law',
      isPublic: true,
      createdAt: expect.any(String),
    });
    // The storage key is the server's business only.
    expect(response.body).not.toContain('cases/');
  });

  it('answers the same 404 for an unassigned case, an unknown id and a malformed id', async () => {
    const mine = await partner();
    const unassigned = await assignedTo(null);
    for (const id of [
      unassigned.caseId,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      '1%27%20or%201%3D1',
    ]) {
      const response = await call('GET', `/api/partners/cases/${id}`, mine.token);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('PUT /api/partners/cases/:id/status', () => {
  it('changes the status with a public update by the firm, an audit row and bumps updatedAt', async () => {
    const mine = await partner('Brennan Legal Aid');
    const { caseId, client } = await assignedTo(mine.id);
    const before = await caseRow(caseId);

    const response = await call('PUT', `/api/partners/cases/${caseId}/status`, mine.token, {
      status: 'reviewing',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: caseId, status: 'reviewing' });
    const after = await caseRow(caseId);
    expect(after.status).toBe('reviewing');
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(response.json().updatedAt).toBe(after.updatedAt.toISOString());

    const [update] = await updatesOf(caseId);
    expect(update).toMatchObject({
      title: 'Status changed to Under Review',
      description: 'The status of this case changed from Submitted to Under Review.',
      isPublic: true,
      createdBy: 'Brennan Legal Aid',
    });

    const audit = await auditOf([caseId]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'partner',
      actorId: mine.id,
      action: 'case.status_changed',
      entityType: 'case',
      before: { status: 'submitted' },
      after: { status: 'reviewing', notes: null, caseUpdateId: update!.id },
    });

    // The client sees the new status and the update.
    const seen = (await call('GET', `/api/cases/${caseId}`, client.token)).json();
    expect(seen.case.status).toBe('reviewing');
    expect(seen.updates[0].title).toBe('Status changed to Under Review');
    expect(seen.partner).toEqual({ companyName: 'Brennan Legal Aid' });
  });

  it('uses the notes as the text of the public update', async () => {
    const mine = await partner();
    const { caseId } = await assignedTo(mine.id);
    const notes = 'We filed the cancellation letter with the resort today.';
    const response = await call('PUT', `/api/partners/cases/${caseId}/status`, mine.token, {
      status: 'in_progress',
      notes,
    });
    expect(response.statusCode).toBe(200);
    const [update] = await updatesOf(caseId);
    expect(update).toMatchObject({ title: 'Status changed to In Progress', description: notes });
    const [audit] = await auditOf([caseId]);
    expect(audit!.after).toMatchObject({ status: 'in_progress', notes });
  });

  it('e-mails the client about the new status, and the mail reaches the outbox', async () => {
    const mine = await partner();
    const { caseId, caseNumber, client } = await assignedTo(mine.id);
    await call('PUT', `/api/partners/cases/${caseId}/status`, mine.token, { status: 'completed' });
    const mail = await queuedMail(db());
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: client.email,
      subject: `Your case ${caseNumber} is now Completed`,
    });

    expect(await testApp.app.jobs.runDueJobs()).toBe(1);
    const sent = readOutbox(testApp).filter(
      (mail) => mail.subject === `Your case ${caseNumber} is now Completed`,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(client.email);
  });

  it('changes the status but sends no e-mail to a client who chose never', async () => {
    const mine = await partner();
    const { caseId, client } = await assignedTo(mine.id);
    await db()
      .insert(userPreferences)
      .values({ userId: client.id, notificationFrequency: 'never' });
    const response = await call('PUT', `/api/partners/cases/${caseId}/status`, mine.token, {
      status: 'closed',
    });
    expect(response.statusCode).toBe(200);
    expect((await caseRow(caseId)).status).toBe('closed');
    expect(await queuedMail(db())).toEqual([]);
    expect(await testApp.app.jobs.runDueJobs()).toBe(0);
  });

  it('changes nothing when the status is the same and there are no notes', async () => {
    const mine = await partner();
    const { caseId } = await assignedTo(mine.id);
    const before = await caseRow(caseId);
    const response = await call('PUT', `/api/partners/cases/${caseId}/status`, mine.token, {
      status: 'submitted',
      notes: '   ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'submitted' });
    expect(await caseRow(caseId)).toEqual(before);
    expect(await updatesOf(caseId)).toHaveLength(1);
    expect(await auditOf([caseId])).toEqual([]);
    expect(await queuedMail(db())).toEqual([]);
  });

  it('adds the notes as a public update when the status stays the same', async () => {
    const mine = await partner();
    const { caseId, client } = await assignedTo(mine.id);
    const response = await call('PUT', `/api/partners/cases/${caseId}/status`, mine.token, {
      status: 'submitted',
      notes: 'Still waiting for the resort to answer.',
    });
    expect(response.statusCode).toBe(200);
    const [update] = await updatesOf(caseId);
    expect(update).toMatchObject({
      title: 'Status remains Submitted',
      description: 'Still waiting for the resort to answer.',
      isPublic: true,
    });
    const audit = await auditOf([update!.id]);
    expect(audit.map((row) => row.action)).toEqual(['case_update.created']);
    expect(audit[0]).toMatchObject({ actorKind: 'partner', actorId: mine.id });
    const mail = await queuedMail(db());
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(client.email);
    expect(mail[0]!.text).toContain('Still waiting for the resort to answer.');
  });

  it('refuses an unknown status and changes nothing', async () => {
    const mine = await partner();
    const { caseId } = await assignedTo(mine.id);
    for (const payload of [
      { status: 'won' },
      {},
      { status: 'completed', notes: 'x'.repeat(5001) },
    ]) {
      const response = await call(
        'PUT',
        `/api/partners/cases/${caseId}/status`,
        mine.token,
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await caseRow(caseId)).status).toBe('submitted');
    expect(await updatesOf(caseId)).toHaveLength(1);
  });
});

describe('POST /api/partners/cases/:id/notes', () => {
  it('adds a public note by the firm (public by default), audits it and e-mails the client', async () => {
    const mine = await partner('Brennan Legal Aid');
    const { caseId, client } = await assignedTo(mine.id);
    const before = await caseRow(caseId);
    const response = await call('POST', `/api/partners/cases/${caseId}/notes`, mine.token, {
      title: 'Demand letter sent',
      description: 'We sent the resort a demand letter today.',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      title: 'Demand letter sent',
      description: 'We sent the resort a demand letter today.',
      isPublic: true,
      createdBy: 'Brennan Legal Aid',
      createdAt: expect.any(String),
    });
    expect((await caseRow(caseId)).updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const [audit] = await auditOf([body.id]);
    expect(audit).toMatchObject({
      actorKind: 'partner',
      actorId: mine.id,
      action: 'case_update.created',
      entityType: 'case_update',
      before: null,
      after: { caseId, title: 'Demand letter sent', isPublic: true },
    });
    const mail = await queuedMail(db());
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(client.email);
    expect(mail[0]!.text).toContain('Demand letter sent');

    const seen = (await call('GET', `/api/cases/${caseId}`, client.token)).json();
    expect(seen.updates[0]).toEqual(body);
  });

  it('keeps a private note from the client entirely: no e-mail, not in their case', async () => {
    const mine = await partner();
    const { caseId, client } = await assignedTo(mine.id);
    const response = await call('POST', `/api/partners/cases/${caseId}/notes`, mine.token, {
      title: 'Client seems confused',
      description: 'Internal: double-check the signing date with the client.',
      isPublic: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isPublic: false });
    expect(await queuedMail(db())).toEqual([]);
    const [audit] = await auditOf([response.json().id]);
    expect(audit).toMatchObject({ action: 'case_update.created', actorId: mine.id });

    const seen = await call('GET', `/api/cases/${caseId}`, client.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('Client seems confused');
    expect(seen.body).not.toContain('double-check the signing date');
    expect(seen.json().updates.map((update: { title: string }) => update.title)).toEqual([
      CASE_SUBMITTED_TITLE,
    ]);

    // The partner still sees it.
    const own = (await call('GET', `/api/partners/cases/${caseId}`, mine.token)).json();
    expect(own.updates[0]).toMatchObject({ title: 'Client seems confused', isPublic: false });
  });

  it('refuses a note without a title or description and stores nothing', async () => {
    const mine = await partner();
    const { caseId } = await assignedTo(mine.id);
    for (const [payload, named] of [
      [{ description: 'Text' }, /title/i],
      [{ title: '  ', description: 'Text' }, /title/i],
      [{ title: 'Title' }, /description/i],
      [{ title: 'Title', description: 'Text', isPublic: 'yes' }, /visible/i],
    ] as const) {
      const response = await call(
        'POST',
        `/api/partners/cases/${caseId}/notes`,
        mine.token,
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(named);
    }
    expect(await updatesOf(caseId)).toHaveLength(1);
    expect(await queuedMail(db())).toEqual([]);
  });
});

describe("another partner's case", () => {
  it('cannot be listed, read, changed, uploaded to or downloaded from, and stays as it was', async () => {
    const owner = await partner('Owner Firm');
    const intruder = await partner('Intruder Firm');
    const { caseId, client } = await assignedTo(owner.id);
    const bytes = samplePdf(3000);
    const uploaded = await uploadCaseDocument(testApp.app, owner.token, caseId, {
      fileName: 'contract.pdf',
      bytes,
    });
    expect(uploaded.register?.statusCode).toBe(201);
    const docId = uploaded.register!.json().id;
    // A second upload by the owner, stored (step 2) but not registered yet.
    const pending = await testApp.app.inject({
      method: 'POST',
      url: `/api/partners/cases/${caseId}/documents/upload`,
      headers: bearer(owner.token),
      payload: { fileName: 'letter.pdf', documentType: 'correspondence' },
    });
    const ticket = pending.json();
    const put = await testApp.app.inject({
      method: 'PUT',
      url: ticket.uploadURL,
      headers: { 'content-type': ticket.contentType },
      payload: bytes,
    });
    expect(put.statusCode).toBe(201);
    await db().delete(jobs);

    const snapshot = async () => ({
      case: await caseRow(caseId),
      updates: await updatesOf(caseId),
      documents: await db().select().from(caseDocuments).where(eq(caseDocuments.caseId, caseId)),
      audit: await db().select().from(auditLog).where(eq(auditLog.actorId, intruder.id)),
    });
    const before = await snapshot();

    const list = await call('GET', '/api/partners/cases', intruder.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);

    const base = `/api/partners/cases/${caseId}`;
    const attempts: [InjectOptions['method'], string, object?][] = [
      ['GET', base],
      ['PUT', `${base}/status`, { status: 'closed', notes: 'Closing this.' }],
      ['POST', `${base}/notes`, { title: 'Hi', description: 'Intruding.', isPublic: true }],
      ['POST', `${base}/documents/upload`, { fileName: 'x.pdf', documentType: 'other' }],
      [
        'POST',
        `${base}/documents`,
        { fileName: 'letter.pdf', documentType: 'other', fileUrl: withoutQuery(ticket.uploadURL) },
      ],
      ['PATCH', `${base}/documents/${docId}`, { isPublic: true }],
      ['GET', `${base}/documents/${docId}/download`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, intruder.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual(NOT_FOUND);
    }

    expect(await snapshot()).toEqual(before);
    expect(before.audit).toEqual([]);
    expect(await queuedMail(db())).toEqual([]);
    expect((await call('GET', `/api/cases/${caseId}`, client.token)).json().documents).toEqual([]);

    // The owner's pending upload is still there and still registers on the owner's case.
    const register = await call('POST', `${base}/documents`, owner.token, {
      fileName: 'letter.pdf',
      documentType: 'correspondence',
      fileUrl: withoutQuery(ticket.uploadURL),
    });
    expect(register.statusCode).toBe(201);
  });

  it('answers 404 on documents of a case once it is reassigned away from the partner', async () => {
    const first = await partner('First Firm');
    const second = await partner('Second Firm');
    const { caseId } = await assignedTo(first.id);
    const uploaded = await uploadCaseDocument(testApp.app, first.token, caseId, {
      fileName: 'contract.pdf',
      bytes: samplePdf(),
    });
    const docId = uploaded.register!.json().id;
    // Shared with the client: a firm's private documents stay its own (reassignment.test.ts).
    await db().update(caseDocuments).set({ isPublic: true }).where(eq(caseDocuments.id, docId));
    await db().update(cases).set({ assignedPartnerId: second.id }).where(eq(cases.id, caseId));
    const download = await call(
      'GET',
      `/api/partners/cases/${caseId}/documents/${docId}/download`,
      first.token,
    );
    expect(download.statusCode).toBe(404);
    const seen = await call(
      'GET',
      `/api/partners/cases/${caseId}/documents/${docId}/download`,
      second.token,
    );
    expect(seen.statusCode).toBe(200);
  });
});

describe('signing in', () => {
  it('answers 401 to every partner-case call without a usable partner sign-in', async () => {
    const mine = await partner();
    const { caseId } = await assignedTo(mine.id);
    const uploaded = await uploadCaseDocument(testApp.app, mine.token, caseId, {
      fileName: 'contract.pdf',
      bytes: samplePdf(),
    });
    const docId = uploaded.register!.json().id;
    const base = `/api/partners/cases/${caseId}`;
    const before = {
      case: await caseRow(caseId),
      updates: await updatesOf(caseId),
      documents: await db().select().from(caseDocuments).where(eq(caseDocuments.caseId, caseId)),
    };
    // A deactivated partner's live token is refused too.
    const deactivated = await createPartnerAccount(db(), { isActive: false });
    const refused = [
      ...(await refusedSignIns(db(), 'partner')),
      ['a deactivated partner', bearer(deactivated.token)] as [string, Record<string, string>],
    ];
    await expectSignInRequired(
      testApp.app,
      [
        { method: 'GET', url: '/api/partners/cases' },
        { method: 'GET', url: base },
        { method: 'PUT', url: `${base}/status`, payload: { status: 'closed' } },
        { method: 'POST', url: `${base}/notes`, payload: { title: 'T', description: 'D' } },
        {
          method: 'POST',
          url: `${base}/documents/upload`,
          payload: { fileName: 'a.pdf', documentType: 'other' },
        },
        {
          method: 'POST',
          url: `${base}/documents`,
          payload: { fileName: 'a.pdf', documentType: 'other', fileUrl: '/api/uploads/x' },
        },
        { method: 'PATCH', url: `${base}/documents/${docId}`, payload: { isPublic: true } },
        { method: 'GET', url: `${base}/documents/${docId}/download` },
      ],
      refused,
    );
    expect({
      case: await caseRow(caseId),
      updates: await updatesOf(caseId),
      documents: await db().select().from(caseDocuments).where(eq(caseDocuments.caseId, caseId)),
    }).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('describes every partner-case route', async () => {
    const paths = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/api/partners/cases'])).toEqual(['get']);
    expect(Object.keys(paths['/api/partners/cases/{id}'])).toEqual(['get']);
    expect(paths['/api/partners/cases/{id}/status'].put.responses).toHaveProperty('404');
    expect(paths['/api/partners/cases/{id}/notes'].post.responses).toHaveProperty('201');
    expect(paths['/api/partners/cases/{id}/documents/upload'].post.responses).toHaveProperty('413');
    expect(paths['/api/partners/cases/{id}/documents'].post.responses).toHaveProperty('409');
    expect(paths['/api/partners/cases/{id}/documents/{docId}'].patch.responses).toHaveProperty(
      '200',
    );
    expect(
      paths['/api/partners/cases/{id}/documents/{docId}/download'].get.responses,
    ).toHaveProperty('404');
  });
});
