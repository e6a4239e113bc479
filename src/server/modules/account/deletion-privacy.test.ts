import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  caseDocuments,
  caseMessages,
  caseUpdates,
  cases,
  intakeSubmissions,
  jobs,
} from '../../db/schema';
import {
  bearer,
  createPartnerAccount,
  createStaffAccount,
  TEST_PASSWORD,
} from '../../testing/accounts';
import { clearOutbox, queuedMail, takeOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import { ERASED_VALUE } from '../../platform/audit-erasure';
import { storeContact, storeIntake } from '../admin-inbox/test-helpers';
import { samplePdf, uploadCaseDocument } from '../partner-cases/test-fixtures';

/*
 * Issue 15 items 3 and 4 (decision 014): the intake request that became an account is
 * exported and deleted with it, the audit log keeps the facts but loses the client's data,
 * and the partner firm and staff owner are told, by case number only.
 */

const testApp = useTestApp();
const db = () => testApp.database.db;

afterEach(async () => {
  await db().delete(jobs);
  clearOutbox(testApp);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, token: string | undefined, payload?: object) {
  const response = await testApp.app.inject({
    method,
    url,
    payload,
    headers: token ? bearer(token) : {},
  });
  return response;
}

/** Unique personal details, so a search of the audit log finds only this client's. */
function person() {
  const tag = randomUUID().slice(0, 8);
  return {
    firstName: `Rosalind${tag}`,
    lastName: `Quimby${tag}`,
    email: `rosalind-${tag}@example.com`,
    phone: `(555) 0${String(Math.floor(Math.random() * 100)).padStart(2, '0')}-${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`,
    situation: `My situation ${tag}: the resort keeps calling my late husband's number.`,
    privateNote: `Private note ${tag} about the client's health`,
    publicNote: `Public note ${tag} for the client`,
    statusNote: `Status note ${tag} quoting the client`,
    staffNote: `Internal staff note ${tag}`,
    inboxNote: `Called Rosalind${tag} Quimby${tag} back`,
    fileName: `quimby-${tag}-contract.pdf`,
    message: `Message ${tag}: Rosalind${tag} Quimby${tag} can be reached after six`,
  };
}

/**
 * A client as the product makes one: an intake request, staff's invitation and note, the
 * registration that links it, a case opened by the client, assigned to a partner firm with a
 * staff owner, and the partner's and staff's notes, a status change and a private document.
 */
async function clientWithHistory() {
  const me = person();
  const admin = await createStaffAccount(db(), 'admin', { firstName: 'Dana' });
  const firm = await createPartnerAccount(db(), { contactPerson: 'Grace Lee' });

  const intake = await storeIntake(db(), {
    firstName: me.firstName,
    lastName: me.lastName,
    email: me.email,
    phone: me.phone,
    situation: me.situation,
  });
  const stranger = await storeIntake(db(), { situation: 'A stranger’s request' });
  const strangerNote = await call('PATCH', `/api/admin/inbox/intake/${stranger.id}`, admin.token, {
    internalNote: `Called ${stranger.firstName} ${stranger.lastName} back`,
  });
  expect(strangerNote.statusCode).toBe(200);
  const mailBefore = await queuedMail(db());
  expect(
    (await call('POST', `/api/admin/inbox/intake/${intake.id}/invite`, admin.token)).statusCode,
  ).toBe(200);
  const invitation = (await queuedMail(db())).slice(mailBefore.length)[0];
  // Only the invitation link links a request to the account (registration proves no address).
  const inviteToken = invitation?.text.match(/[?&]invite=([A-Za-z0-9_-]+)/)?.[1];
  expect(inviteToken).toBeDefined();
  const noted = await call('PATCH', `/api/admin/inbox/intake/${intake.id}`, admin.token, {
    internalNote: me.inboxNote,
  });
  expect(noted.statusCode).toBe(200);

  // A contact message is not linked to any account, but staff's note about it names the client.
  const message = await storeContact(db());
  const contactNote = await call('PATCH', `/api/admin/inbox/contact/${message.id}`, admin.token, {
    internalNote: `Same person as ${me.email}, see ${me.firstName} ${me.lastName}'s request; not ${message.email}`,
  });
  expect(contactNote.statusCode).toBe(200);

  const registered = await call('POST', '/api/auth/register', undefined, {
    firstName: me.firstName,
    lastName: me.lastName,
    email: me.email,
    phone: me.phone,
    password: TEST_PASSWORD,
    inviteToken,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const { token } = registered.json<{ token: string }>();
  const opened = await call('POST', '/api/cases', token, {
    timeshareCompany: 'Sunny Shores Vacation Club',
    situation: me.situation,
    priority: 'high',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const { id: caseId, caseNumber } = opened.json<{ id: string; caseNumber: string }>();

  const assigned = await call('PUT', `/api/admin/cases/${caseId}/partner`, admin.token, {
    partnerId: firm.id,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);

  const partnerNote = (title: string, isPublic: boolean) =>
    call('POST', `/api/partners/cases/${caseId}/notes`, firm.token, {
      title,
      description: title,
      isPublic,
    });
  expect((await partnerNote(me.privateNote, false)).statusCode).toBe(201);
  expect((await partnerNote(me.publicNote, true)).statusCode).toBe(201);
  const status = await call('PUT', `/api/partners/cases/${caseId}/status`, firm.token, {
    status: 'reviewing',
    notes: me.statusNote,
  });
  expect(status.statusCode, status.body).toBe(200);
  const staffUpdate = await call('POST', `/api/admin/cases/${caseId}/updates`, admin.token, {
    title: me.staffNote,
    description: me.staffNote,
    isPublic: false,
  });
  expect(staffUpdate.statusCode).toBe(201);
  for (const [url, by] of [
    [`/api/cases/${caseId}/messages`, token],
    [`/api/partners/cases/${caseId}/messages`, firm.token],
    [`/api/admin/cases/${caseId}/messages`, admin.token],
  ] as const) {
    const sent = await call('POST', url, by, { body: me.message });
    expect(sent.statusCode, sent.body).toBe(201);
  }
  const upload = await uploadCaseDocument(testApp.app, firm.token, caseId, {
    fileName: me.fileName,
    bytes: samplePdf(),
  });
  expect(upload.register?.statusCode, upload.register?.body).toBe(201);
  const [document] = await db()
    .select()
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, caseId));

  await takeOutbox(testApp);
  const [me2] = await db()
    .select({ id: intakeSubmissions.clientId })
    .from(intakeSubmissions)
    .where(eq(intakeSubmissions.id, intake.id));
  return {
    me,
    token,
    clientId: me2!.id!,
    admin,
    firm,
    intake,
    stranger,
    message,
    caseId,
    caseNumber,
    storageKey: document!.storageKey,
  };
}

describe('the intake request that became the account', () => {
  it('is in the export, and an unlinked request is not', async () => {
    const { me, token, intake, stranger } = await clientWithHistory();
    const response = await call('GET', '/api/account/export', token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.intakeRequests).toEqual([
      {
        id: intake.id,
        reference: intake.reference,
        firstName: me.firstName,
        lastName: me.lastName,
        email: me.email,
        phone: me.phone,
        timeshareCompany: intake.timeshareCompany,
        purchaseDate: intake.purchaseDate,
        signedState: intake.signedState,
        signedOn: intake.signedOn,
        situation: me.situation,
        consent: 'true',
        createdAt: intake.createdAt.toISOString(),
      },
    ]);
    // Staff's own note about the request is not what the client gave us.
    expect(response.body).not.toContain(me.inboxNote);
    expect(response.body).not.toContain(stranger.id);
  });
});

describe('DELETE /api/account', () => {
  it('removes the intake request, erases the client from the audit log and tells the firm and owner', async () => {
    const history = await clientWithHistory();
    const { me } = history;
    const auditBefore = await db().select().from(auditLog);
    const about = (text: string) => auditBefore.filter((row) => JSON.stringify(row).includes(text));
    // The snapshots did hold the client's data before.
    for (const text of [me.email, me.inboxNote, me.privateNote, me.statusNote, me.fileName]) {
      expect(about(text).length, text).toBeGreaterThan(0);
    }

    const response = await call('DELETE', '/api/account', history.token, {
      password: TEST_PASSWORD,
      confirmation: 'DELETE',
    });
    expect(response.statusCode, response.body).toBe(204);

    // The request that became the account is gone; someone else's stays.
    const left = await db()
      .select({ id: intakeSubmissions.id })
      .from(intakeSubmissions)
      .where(inArray(intakeSubmissions.id, [history.intake.id, history.stranger.id]));
    expect(left).toEqual([{ id: history.stranger.id }]);

    // Every audit row is still there, with its action, time and actor kind ...
    const auditAfter = await db().select().from(auditLog);
    for (const row of auditBefore) {
      const kept = auditAfter.find((candidate) => candidate.id === row.id);
      expect(kept, row.action).toMatchObject({
        action: row.action,
        actorKind: row.actorKind,
        actorId: row.actorId,
        entityType: row.entityType,
        entityId: row.entityId,
        createdAt: row.createdAt,
      });
    }
    expect(auditAfter.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'intake_submission.invited',
        'intake_submission.updated',
        'intake_submission.linked',
        'case.assigned',
        'case_update.created',
        'case.status_changed',
        'case_document.uploaded',
        'case_message.created',
        'account.deleted',
      ]),
    );
    // ... and none of the client's personal data, in any row.
    const personal = [
      me.firstName,
      me.lastName,
      me.email,
      me.phone,
      me.situation,
      me.privateNote,
      me.publicNote,
      me.statusNote,
      me.staffNote,
      me.inboxNote,
      me.fileName,
      me.message,
    ];
    for (const row of auditAfter) {
      const text = JSON.stringify(row);
      for (const value of personal) expect(text, `${row.action}: ${value}`).not.toContain(value);
    }
    // Another row that only mentions the client loses just the texts that name them.
    const contactRow = auditAfter.find(
      (row) => row.entityId === history.message.id && row.action === 'contact_submission.updated',
    );
    expect(contactRow?.after).toMatchObject({ status: 'new', internalNote: ERASED_VALUE });
    // Rows about other people are left alone.
    const strangerRows = auditBefore.filter((row) => row.entityId === history.stranger.id);
    expect(strangerRows).toHaveLength(1);
    for (const row of strangerRows) {
      expect(auditAfter.find((candidate) => candidate.id === row.id)).toEqual(row);
    }
    // What says nothing about the person stays: the status change itself.
    const statusChange = auditAfter.find(
      (row) => row.action === 'case.status_changed' && row.entityId === history.caseId,
    );
    expect(statusChange?.after).toMatchObject({ status: 'reviewing', notes: ERASED_VALUE });
    const deleted = auditAfter.find(
      (row) => row.action === 'account.deleted' && row.entityId === history.clientId,
    );
    expect(deleted?.before).toMatchObject({
      cases: 1,
      intakeRequests: 1,
      caseDocuments: 1,
      caseMessages: 3,
    });

    // Decision 014: the partner's private notes and documents go too, files included.
    expect(await db().select().from(cases).where(eq(cases.id, history.caseId))).toEqual([]);
    expect(
      await db().select().from(caseUpdates).where(eq(caseUpdates.caseId, history.caseId)),
    ).toEqual([]);
    expect(
      await db().select().from(caseMessages).where(eq(caseMessages.caseId, history.caseId)),
    ).toEqual([]);
    expect(await testApp.app.storage.head(history.storageKey)).toBeUndefined();

    // The firm and the staff owner are told, by case number and nothing more.
    const sent = await takeOutbox(testApp);
    const toFirm = sent.filter((mail) => mail.to === history.firm.email);
    const toOwner = sent.filter((mail) => mail.to === history.admin.email);
    expect(toFirm).toHaveLength(1);
    expect(toOwner).toHaveLength(1);
    for (const mail of [...toFirm, ...toOwner]) {
      expect(mail.subject).toContain(history.caseNumber);
      expect(mail.body).toContain(history.caseNumber);
      for (const value of [...personal, 'Sunny Shores']) {
        expect(mail.body, value).not.toContain(value);
      }
    }
    expect(toFirm[0]!.body).toContain('Dear Grace Lee,');
    expect(toFirm[0]!.body).toContain('private notes and documents your firm added');
    expect(toOwner[0]!.body).toContain('Dear Dana,');
    expect(sent.every((mail) => mail.to !== me.email)).toBe(true);
  });

  it('sends no notice for a case nobody works on', async () => {
    const me = person();
    const registered = await call('POST', '/api/auth/register', undefined, {
      ...me,
      password: TEST_PASSWORD,
    });
    const { token } = registered.json<{ token: string }>();
    await call('POST', '/api/cases', token, {
      timeshareCompany: 'Lakeside Pines',
      situation: me.situation,
      priority: 'low',
    });
    await db().delete(jobs);
    const response = await call('DELETE', '/api/account', token, {
      password: TEST_PASSWORD,
      confirmation: 'DELETE',
    });
    expect(response.statusCode).toBe(204);
    const [queued] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs);
    expect(queued!.n).toBe(0);
  });
});
