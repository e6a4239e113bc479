import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CASE_SUBMITTED_TITLE } from '@shared/contracts/cases';
import { auditLog, caseUpdates, cases, userPreferences } from '../../db/schema';
import { bearer, createStaffAccount, type TestAccount } from '../../testing/accounts';
import { queuedMail, takeOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import { clearPartnerNetwork } from '../admin-partners/test-helpers';
import { CASE_NOT_FOUND_MESSAGE, TRA_TEAM } from '../cases/service';
import { createAssignedCase } from '../partner-cases/test-fixtures';

const testApp = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await createStaffAccount(testApp.database.db, 'admin');
});
afterEach(() => clearPartnerNetwork(testApp));

const db = () => testApp.database.db;

/** A client's case opened the way clients open them, with no partner yet. */
const openedCase = () => createAssignedCase(db(), testApp.config, null);

function addUpdate(caseId: string, payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/cases/${caseId}/updates`,
    payload,
    headers: bearer(admin.token),
  });
}

function asClient(url: string, token: string) {
  return testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function caseRow(caseId: string) {
  const [row] = await db().select().from(cases).where(eq(cases.id, caseId));
  return row!;
}

const updatesOf = (caseId: string) =>
  db().select().from(caseUpdates).where(eq(caseUpdates.caseId, caseId));

const auditOf = (updateId: string) =>
  db().select().from(auditLog).where(eq(auditLog.entityId, updateId));

describe('POST /api/admin/cases/:id/updates', () => {
  it('adds a public update by the TRA Team (public by default): the client reads it and is e-mailed', async () => {
    const { caseId, client } = await openedCase();
    const before = await caseRow(caseId);

    const response = await addUpdate(caseId, {
      title: 'We called the resort',
      description: 'The resort agreed to review your contract by Friday.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      title: 'We called the resort',
      description: 'The resort agreed to review your contract by Friday.',
      isPublic: true,
      createdBy: TRA_TEAM,
      createdAt: expect.any(String),
    });
    expect((await caseRow(caseId)).updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const [audit] = await auditOf(body.id);
    expect(audit).toMatchObject({
      actorKind: 'staff',
      actorId: admin.id,
      action: 'case_update.created',
      entityType: 'case_update',
      before: null,
      after: { caseId, title: 'We called the resort', isPublic: true, createdBy: TRA_TEAM },
    });

    const seen = (await asClient(`/api/cases/${caseId}`, client.token)).json();
    expect(seen.updates[0]).toEqual(body);
    const sent = await takeOutbox(testApp);
    expect(sent.map((mail) => mail.to)).toEqual([client.email]);
    expect(sent[0]!.body).toContain('We called the resort');
  });

  it('keeps an internal update from the client: not in their case or export, no e-mail', async () => {
    const { caseId, client } = await openedCase();
    const response = await addUpdate(caseId, {
      title: 'Client prefers morning calls',
      description: 'Internal: she is hard of hearing; speak slowly.',
      isPublic: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ isPublic: false, createdBy: TRA_TEAM });
    expect(await queuedMail(db())).toEqual([]);
    const [audit] = await auditOf(response.json().id);
    expect(audit).toMatchObject({ action: 'case_update.created', actorKind: 'staff' });

    const seen = await asClient(`/api/cases/${caseId}`, client.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().updates.map((update: { title: string }) => update.title)).toEqual([
      CASE_SUBMITTED_TITLE,
    ]);
    const exported = await asClient('/api/account/export', client.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(CASE_SUBMITTED_TITLE);
    expect(exported.body).not.toContain('morning calls');
    expect(exported.body).not.toContain('hard of hearing');

    // Staff see it in the case.
    const detail = await asClient(`/api/admin/cases/${caseId}`, admin.token);
    expect(detail.json().updates[0]).toMatchObject({
      title: 'Client prefers morning calls',
      isPublic: false,
    });
  });

  it('does not e-mail a client who asked for no e-mail, but still shows them the update', async () => {
    const { caseId, client } = await openedCase();
    await db()
      .insert(userPreferences)
      .values({ userId: client.id, notificationFrequency: 'never' });
    const response = await addUpdate(caseId, { title: 'Letter sent', description: 'Sent today.' });
    expect(response.statusCode).toBe(201);
    expect(await queuedMail(db())).toEqual([]);
    const seen = (await asClient(`/api/cases/${caseId}`, client.token)).json();
    expect(seen.updates[0]).toMatchObject({ title: 'Letter sent' });
  });

  it('refuses an update without a title or description and stores nothing', async () => {
    const { caseId } = await openedCase();
    for (const [payload, named] of [
      [{ description: 'Text' }, /title/i],
      [{ title: '  ', description: 'Text' }, /title/i],
      [{ title: 'Title' }, /description/i],
      [{ title: 'Title', description: 'Text', isPublic: 'no' }, /visible/i],
    ] as const) {
      const response = await addUpdate(caseId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(named);
    }
    expect(await updatesOf(caseId)).toHaveLength(1);
    expect(await queuedMail(db())).toEqual([]);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it('answers the same 404 for an unknown or malformed case', async () => {
    for (const id of [randomUUID(), 'TRA-2025-000001']) {
      const response = await addUpdate(id, { title: 'Hello', description: 'Anyone there?' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: CASE_NOT_FOUND_MESSAGE });
    }
    expect(await db().select().from(caseUpdates)).toEqual([]);
  });
});
