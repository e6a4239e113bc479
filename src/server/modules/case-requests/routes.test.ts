import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountExport } from '@shared/contracts/account';
import type { AdminCaseDetail } from '@shared/contracts/admin-cases';
import {
  DUE_DATE_IN_THE_PAST_MESSAGE,
  INVALID_DUE_DATE_MESSAGE,
  REQUEST_ALREADY_CANCELLED_MESSAGE,
  REQUEST_ALREADY_FULFILLED_MESSAGE,
  REQUEST_CANCEL_NOT_ALLOWED_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  REQUEST_NOT_OPEN_FOR_UPLOAD_MESSAGE,
  type DocumentRequest,
} from '@shared/contracts/case-collaboration';
import type { ClientCaseDetail } from '@shared/contracts/cases';
import type { PartnerCaseDetail } from '@shared/contracts/partner-cases';
import type { UploadTicket } from '@shared/contracts/partners';
import { addDays } from '@shared/rescission/dates';
import {
  auditLog,
  caseDocumentRequests,
  caseDocuments,
  cases,
  jobs,
  pendingUploads,
} from '../../db/schema';
import {
  bearer,
  createPartnerAccount,
  createStaffAccount,
  TEST_PASSWORD,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { CASE_NOT_FOUND_MESSAGE } from '../cases/service';
import {
  createAssignedCase,
  samplePdf,
  uploadCaseDocument,
  withoutQuery,
} from '../partner-cases/test-fixtures';
import { dayInUtc } from './days';
import { askForDocument } from './service';

/*
 * Issue 16 item 3: the assigned firm and staff ask the client for documents; the client's
 * upload naming a request fulfils it; the asker may cancel an open one. Every case view lists
 * the requests, and the account export and deletion take them along.
 */

const testApp = useTestApp();
const db = () => testApp.database.db;
const app = () => testApp.app;

afterEach(async () => {
  await db().delete(jobs);
  await db().delete(cases);
});

const today = () => dayInUtc(new Date());

type Token = string | undefined;
const headers = (token: Token) => (token ? bearer(token) : {});
const get = (url: string, token: string) =>
  app().inject({ method: 'GET', url, headers: bearer(token) });

const ask = (side: 'partners' | 'admin', token: Token, caseId: string, payload: object) =>
  app().inject({
    method: 'POST',
    url: `/api/${side}/cases/${caseId}/requests`,
    headers: headers(token),
    payload,
  });

const cancel = (side: 'partners' | 'admin', token: Token, caseId: string, requestId: string) =>
  app().inject({
    method: 'POST',
    url: `/api/${side}/cases/${caseId}/requests/${requestId}/cancel`,
    headers: headers(token),
  });

const contractRequest = {
  title: 'Signed purchase contract',
  description: 'All pages, including the one with your signature.',
  documentType: 'contract',
};

/** A firm, an admin and a client whose case the firm is assigned. */
async function caseWithFirm() {
  const firm = await createPartnerAccount(db(), { companyName: 'Okafor & Lee Consumer Law' });
  const admin = await createStaffAccount(db(), 'admin');
  const assigned = await createAssignedCase(db(), testApp.config, firm.id);
  return { firm, admin, ...assigned };
}

async function asked(
  side: 'partners' | 'admin',
  token: string,
  caseId: string,
  payload: object = contractRequest,
): Promise<DocumentRequest> {
  const answer = await ask(side, token, caseId, payload);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<DocumentRequest>();
}

const requestRow = async (id: string) =>
  (await db().select().from(caseDocumentRequests).where(eq(caseDocumentRequests.id, id)))[0]!;

describe('asking the client for a document', () => {
  it('answers 201 with the open request, audits it, and every side sees it', async () => {
    const { firm, admin, client, caseId } = await caseWithFirm();
    const before = (await db().select().from(cases).where(eq(cases.id, caseId)))[0]!;
    const dueDate = addDays(today(), 14);

    const request = await asked('partners', firm.token, caseId, { ...contractRequest, dueDate });
    expect(request).toEqual({
      id: expect.any(String),
      title: 'Signed purchase contract',
      description: 'All pages, including the one with your signature.',
      documentType: 'contract',
      dueDate,
      status: 'open',
      askedBy: 'Okafor & Lee Consumer Law',
      createdAt: expect.any(String),
      fulfilledAt: null,
      documentId: null,
    });
    expect(await requestRow(request.id)).toMatchObject({
      caseId,
      askedByPartnerId: firm.id,
      askedByStaffId: null,
      reminderSentAt: null,
    });
    const after = (await db().select().from(cases).where(eq(cases.id, caseId)))[0]!;
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, request.id));
    expect(audit).toMatchObject({
      actorKind: 'partner',
      actorId: firm.id,
      action: 'case_document_request.created',
      entityType: 'case_document_request',
      before: null,
      after: { caseId, title: 'Signed purchase contract', status: 'open', dueDate },
    });

    const views = [
      (await get(`/api/cases/${caseId}`, client.token)).json<ClientCaseDetail>(),
      (await get(`/api/partners/cases/${caseId}`, firm.token)).json<PartnerCaseDetail>(),
      (await get(`/api/admin/cases/${caseId}`, admin.token)).json<AdminCaseDetail>(),
    ];
    for (const view of views) expect(view.requests).toEqual([request]);
  });

  it('lets staff ask in the name of the TRA Team, without a description or due date', async () => {
    const { admin, caseId } = await caseWithFirm();
    const request = await asked('admin', admin.token, caseId, {
      title: 'Latest maintenance fee statement',
      documentType: 'financial-statement',
    });
    expect(request).toMatchObject({
      askedBy: 'TRA Team',
      description: null,
      dueDate: null,
      status: 'open',
    });
    expect(await requestRow(request.id)).toMatchObject({
      askedByPartnerId: null,
      askedByStaffId: admin.id,
    });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, request.id));
    expect(audit).toMatchObject({ actorKind: 'staff', actorId: admin.id });
  });

  it('refuses what is missing or malformed with 400 and a message, storing nothing', async () => {
    const { firm, admin, caseId } = await caseWithFirm();
    const refusals: [object, string][] = [
      [{ documentType: 'contract' }, 'Title is required.'],
      [{ title: '   ', documentType: 'contract' }, 'Title is required.'],
      [
        { title: 'x'.repeat(201), documentType: 'contract' },
        'Title must be 200 characters or fewer.',
      ],
      [{ title: 'Deed' }, 'Please choose the kind of document you need.'],
      [{ title: 'Deed', documentType: 'passport' }, 'Please choose the kind of document you need.'],
      [{ ...contractRequest, dueDate: '31/01/2030' }, INVALID_DUE_DATE_MESSAGE],
      [{ ...contractRequest, dueDate: '2030-02-30' }, INVALID_DUE_DATE_MESSAGE],
      [{ ...contractRequest, dueDate: 20300131 }, INVALID_DUE_DATE_MESSAGE],
    ];
    for (const [payload, message] of refusals) {
      for (const [side, token] of [
        ['partners', firm.token],
        ['admin', admin.token],
      ] as const) {
        const answer = await ask(side, token, caseId, payload);
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
        expect(answer.json().message).toBe(message);
      }
    }
    expect(await db().select().from(caseDocumentRequests)).toEqual([]);
  });

  it('refuses a due date that has passed (400), and takes today', async () => {
    const { firm, admin, caseId } = await caseWithFirm();
    for (const [side, token] of [
      ['partners', firm.token],
      ['admin', admin.token],
    ] as const) {
      const past = await ask(side, token, caseId, {
        ...contractRequest,
        dueDate: addDays(today(), -2),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toEqual({
        code: 'DUE_DATE_IN_THE_PAST',
        message: DUE_DATE_IN_THE_PAST_MESSAGE,
      });
      await asked(side, token, caseId, { ...contractRequest, dueDate: today() });
    }
    expect(await db().select().from(caseDocumentRequests)).toHaveLength(2);
  });

  it('counts a day as passed once it has ended everywhere (UTC−12)', async () => {
    const { firm, caseId } = await caseWithFirm();
    const asker = { kind: 'partner', id: firm.id } as const;
    const input = {
      title: 'Deed',
      description: undefined,
      documentType: 'legal-document' as const,
    };
    // 05:00 UTC on 10 March: still 9 March in the last time zone.
    const early = new Date('2030-03-10T05:00:00Z');
    await expect(
      askForDocument(db(), asker, caseId, { ...input, dueDate: '2030-03-09' }, early),
    ).resolves.toMatchObject({ dueDate: '2030-03-09' });
    await expect(
      askForDocument(db(), asker, caseId, { ...input, dueDate: '2030-03-08' }, early),
    ).rejects.toMatchObject({ statusCode: 400, code: 'DUE_DATE_IN_THE_PAST' });
    // 13:00 UTC: 9 March has ended everywhere.
    const late = new Date('2030-03-10T13:00:00Z');
    await expect(
      askForDocument(db(), asker, caseId, { ...input, dueDate: '2030-03-09' }, late),
    ).rejects.toMatchObject({ statusCode: 400, code: 'DUE_DATE_IN_THE_PAST' });
  });

  it('answers 401 without the right sign-in, 403 to an editor, 404 for a case not theirs', async () => {
    const { firm, client, caseId } = await caseWithFirm();
    const otherFirm = await createPartnerAccount(db(), { companyName: 'Unrelated Firm LLP' });
    const editor = await createStaffAccount(db(), 'editor');
    const admin = await createStaffAccount(db(), 'admin');

    for (const token of [undefined, client.token, admin.token, 'not-a-token']) {
      expect((await ask('partners', token, caseId, contractRequest)).statusCode).toBe(401);
    }
    for (const token of [undefined, client.token, firm.token]) {
      expect((await ask('admin', token, caseId, contractRequest)).statusCode).toBe(401);
    }
    expect((await ask('admin', editor.token, caseId, contractRequest)).statusCode).toBe(403);

    for (const [side, token, id] of [
      ['partners', otherFirm.token, caseId],
      ['partners', firm.token, randomUUID()],
      ['partners', firm.token, 'not-a-uuid'],
      ['admin', admin.token, randomUUID()],
      ['admin', admin.token, 'not-a-uuid'],
    ] as const) {
      const answer = await ask(side, token, id, contractRequest);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: CASE_NOT_FOUND_MESSAGE });
    }
    expect(await db().select().from(caseDocumentRequests)).toEqual([]);
  });
});

describe('the order of requests', () => {
  it('lists open ones first, then by due date (none last), then newest', async () => {
    const { firm, admin, client, caseId } = await caseWithFirm();
    const titled = (title: string, dueDate?: string) => ({
      ...contractRequest,
      title,
      ...(dueDate ? { dueDate } : {}),
    });
    const soon = await asked('partners', firm.token, caseId, titled('soon', addDays(today(), 3)));
    const undated = await asked('partners', firm.token, caseId, titled('undated'));
    const later = await asked('admin', admin.token, caseId, titled('later', addDays(today(), 30)));
    const undatedNewer = await asked('admin', admin.token, caseId, titled('undated, newer'));
    const closed = await asked('partners', firm.token, caseId, titled('closed', today()));
    expect((await cancel('partners', firm.token, caseId, closed.id)).statusCode).toBe(200);
    // Times apart, so "newest" is well defined.
    const stamps = [soon, undated, later, undatedNewer, closed];
    for (const [index, request] of stamps.entries()) {
      await db()
        .update(caseDocumentRequests)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + index)) })
        .where(eq(caseDocumentRequests.id, request.id));
    }

    const detail = (await get(`/api/cases/${caseId}`, client.token)).json<ClientCaseDetail>();
    expect(detail.requests.map((request) => request.title)).toEqual([
      'soon',
      'later',
      'undated, newer',
      'undated',
      'closed',
    ]);
  });
});

describe('cancelling a request', () => {
  it('lets the firm cancel its own open request, once; a second time is 409', async () => {
    const { firm, admin, caseId } = await caseWithFirm();
    const request = await asked('partners', firm.token, caseId);

    const answer = await cancel('partners', firm.token, caseId, request.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ...request, status: 'cancelled' });
    expect((await requestRow(request.id)).cancelledAt).toBeInstanceOf(Date);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, request.id),
          eq(auditLog.action, 'case_document_request.cancelled'),
        ),
      );
    expect(audit).toMatchObject({
      actorKind: 'partner',
      actorId: firm.id,
      entityType: 'case_document_request',
      before: { status: 'open' },
      after: { status: 'cancelled' },
    });

    for (const [side, token] of [
      ['partners', firm.token],
      ['admin', admin.token],
    ] as const) {
      const again = await cancel(side, token, caseId, request.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'REQUEST_CANCELLED',
        message: REQUEST_ALREADY_CANCELLED_MESSAGE,
      });
    }
  });

  it('lets staff cancel any request, and a firm only its own (403)', async () => {
    const { firm, admin, caseId } = await caseWithFirm();
    const byStaff = await asked('admin', admin.token, caseId);
    const byFirm = await asked('partners', firm.token, caseId);

    const refused = await cancel('partners', firm.token, caseId, byStaff.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'REQUEST_NOT_YOURS',
      message: REQUEST_CANCEL_NOT_ALLOWED_MESSAGE,
    });
    expect((await requestRow(byStaff.id)).status).toBe('open');

    const byAdmin = await cancel('admin', admin.token, caseId, byFirm.id);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().status).toBe('cancelled');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, byFirm.id),
          eq(auditLog.action, 'case_document_request.cancelled'),
        ),
      );
    expect(audit).toMatchObject({ actorKind: 'staff', actorId: admin.id });

    // A firm's request stays its own when the case moves to another firm.
    const nextFirm = await createPartnerAccount(db(), { companyName: 'Birch Legal' });
    const open = await asked('partners', firm.token, caseId);
    await db().update(cases).set({ assignedPartnerId: nextFirm.id }).where(eq(cases.id, caseId));
    expect((await cancel('partners', nextFirm.token, caseId, open.id)).statusCode).toBe(403);
    expect((await cancel('partners', firm.token, caseId, open.id)).statusCode).toBe(404);
  });

  it('answers 409 for a fulfilled request', async () => {
    const { firm, client, caseId } = await caseWithFirm();
    const request = await asked('partners', firm.token, caseId);
    const upload = await uploadCaseDocument(
      app(),
      client.token,
      caseId,
      { fileName: 'contract.pdf', bytes: samplePdf(), requestId: request.id },
      'client',
    );
    expect(upload.register?.statusCode).toBe(201);
    const answer = await cancel('partners', firm.token, caseId, request.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 'REQUEST_FULFILLED',
      message: REQUEST_ALREADY_FULFILLED_MESSAGE,
    });
    expect((await requestRow(request.id)).status).toBe('fulfilled');
  });

  it('answers 404 for an unknown request, one of another case, or a case not theirs; 401 and 403 as asking', async () => {
    const { firm, admin, client, caseId } = await caseWithFirm();
    const other = await createAssignedCase(db(), testApp.config, firm.id);
    const otherRequest = await asked('partners', firm.token, other.caseId);
    const request = await asked('partners', firm.token, caseId);
    const otherFirm = await createPartnerAccount(db(), { companyName: 'Unrelated Firm LLP' });
    const editor = await createStaffAccount(db(), 'editor');

    for (const [side, token] of [
      ['partners', firm.token],
      ['admin', admin.token],
    ] as const) {
      for (const requestId of [randomUUID(), 'not-a-uuid', otherRequest.id]) {
        const answer = await cancel(side, token, caseId, requestId);
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: REQUEST_NOT_FOUND_MESSAGE });
      }
      const noCase = await cancel(side, token, randomUUID(), request.id);
      expect(noCase.json()).toEqual({ code: 'NOT_FOUND', message: CASE_NOT_FOUND_MESSAGE });
    }
    const notAssigned = await cancel('partners', otherFirm.token, caseId, request.id);
    expect(notAssigned.statusCode).toBe(404);
    expect(notAssigned.json()).toEqual({ code: 'NOT_FOUND', message: CASE_NOT_FOUND_MESSAGE });
    for (const token of [undefined, client.token, admin.token]) {
      expect((await cancel('partners', token, caseId, request.id)).statusCode).toBe(401);
    }
    expect((await cancel('admin', firm.token, caseId, request.id)).statusCode).toBe(401);
    expect((await cancel('admin', editor.token, caseId, request.id)).statusCode).toBe(403);
    expect((await requestRow(request.id)).status).toBe('open');
  });
});

describe('the client fulfils a request with an upload', () => {
  it('fulfils it in the same step; the firm sees it done and downloads the same bytes', async () => {
    const { firm, client, caseId } = await caseWithFirm();
    const request = await asked('partners', firm.token, caseId, {
      ...contractRequest,
      dueDate: addDays(today(), 7),
    });
    const bytes = samplePdf(9000, 'c');
    const upload = await uploadCaseDocument(
      app(),
      client.token,
      caseId,
      { fileName: 'contract-photo.pdf', bytes, requestId: request.id },
      'client',
    );
    expect(upload.register?.statusCode).toBe(201);
    const document = upload.register!.json<{ id: string }>();

    const row = await requestRow(request.id);
    expect(row).toMatchObject({ status: 'fulfilled', documentId: document.id });
    expect(row.fulfilledAt).toBeInstanceOf(Date);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, request.id),
          eq(auditLog.action, 'case_document_request.fulfilled'),
        ),
      );
    expect(audit).toMatchObject({
      actorKind: 'client',
      actorId: client.id,
      before: { status: 'open' },
      after: { status: 'fulfilled', documentId: document.id },
    });

    const detail = (
      await get(`/api/partners/cases/${caseId}`, firm.token)
    ).json<PartnerCaseDetail>();
    expect(detail.requests).toEqual([
      {
        ...request,
        status: 'fulfilled',
        fulfilledAt: row.fulfilledAt!.toISOString(),
        documentId: document.id,
      },
    ]);
    const file = await get(
      `/api/partners/cases/${caseId}/documents/${detail.requests[0]!.documentId}/download`,
      firm.token,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses (400) a request that is not open on this case, and stores nothing', async () => {
    const { firm, admin, client, caseId } = await caseWithFirm();
    const cancelled = await asked('partners', firm.token, caseId);
    expect((await cancel('partners', firm.token, caseId, cancelled.id)).statusCode).toBe(200);
    const fulfilled = await asked('admin', admin.token, caseId);
    const first = await uploadCaseDocument(
      app(),
      client.token,
      caseId,
      { fileName: 'first.pdf', bytes: samplePdf(), requestId: fulfilled.id },
      'client',
    );
    expect(first.register?.statusCode).toBe(201);
    // A request of another case of the same client.
    const otherCase = (
      await app().inject({
        method: 'POST',
        url: '/api/cases',
        headers: bearer(client.token),
        payload: { timeshareCompany: 'Palm Vista', situation: 'Fees went up.' },
      })
    ).json<{ id: string }>().id;
    await db().update(cases).set({ assignedPartnerId: firm.id }).where(eq(cases.id, otherCase));
    const elsewhere = await asked('partners', firm.token, otherCase);

    const ticket = (
      await app().inject({
        method: 'POST',
        url: `/api/cases/${caseId}/documents/upload`,
        headers: bearer(client.token),
        payload: { fileName: 'second.pdf', documentType: 'contract' },
      })
    ).json<UploadTicket>();
    const put = await app().inject({
      method: 'PUT',
      url: ticket.uploadURL,
      headers: { 'content-type': ticket.contentType },
      payload: samplePdf(),
    });
    expect(put.statusCode).toBe(201);
    const registerNaming = (requestId: string) =>
      app().inject({
        method: 'POST',
        url: `/api/cases/${caseId}/documents`,
        headers: bearer(client.token),
        payload: {
          fileName: 'second.pdf',
          documentType: 'contract',
          fileUrl: withoutQuery(ticket.uploadURL),
          requestId,
        },
      });

    for (const requestId of [
      cancelled.id,
      fulfilled.id,
      elsewhere.id,
      randomUUID(),
      'not-a-uuid',
    ]) {
      const answer = await registerNaming(requestId);
      expect(answer.statusCode, requestId).toBe(400);
      expect(answer.json()).toEqual({
        code: 'REQUEST_NOT_OPEN',
        message: REQUEST_NOT_OPEN_FOR_UPLOAD_MESSAGE,
      });
    }
    const tooLong = await registerNaming('x'.repeat(101));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(REQUEST_NOT_OPEN_FOR_UPLOAD_MESSAGE);

    const documents = await db()
      .select({ fileName: caseDocuments.fileName })
      .from(caseDocuments)
      .where(eq(caseDocuments.caseId, caseId));
    expect(documents).toEqual([{ fileName: 'first.pdf' }]);
    expect((await requestRow(cancelled.id)).status).toBe('cancelled');
    expect((await requestRow(fulfilled.id)).documentId).toBe(first.register!.json().id);
    expect((await requestRow(elsewhere.id)).status).toBe('open');
    // The file is still awaiting registration; without a request it is taken.
    const key = app().storage.keyFromUrl(ticket.uploadURL)!;
    expect(
      await db().select().from(pendingUploads).where(eq(pendingUploads.storageKey, key)),
    ).toHaveLength(1);
    const plain = await app().inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      headers: bearer(client.token),
      payload: {
        fileName: 'second.pdf',
        documentType: 'contract',
        fileUrl: withoutQuery(ticket.uploadURL),
      },
    });
    expect(plain.statusCode).toBe(201);
  });
});

describe('an upload and a cancellation at the same moment', () => {
  it('lets exactly one of them win, whichever comes first', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { firm, client, caseId } = await caseWithFirm();
      const request = await asked('partners', firm.token, caseId);
      const ticket = (
        await app().inject({
          method: 'POST',
          url: `/api/cases/${caseId}/documents/upload`,
          headers: bearer(client.token),
          payload: { fileName: 'contract.pdf', documentType: 'contract' },
        })
      ).json<UploadTicket>();
      await app().inject({
        method: 'PUT',
        url: ticket.uploadURL,
        headers: { 'content-type': ticket.contentType },
        payload: samplePdf(),
      });
      const [registered, cancelled] = await Promise.all([
        app().inject({
          method: 'POST',
          url: `/api/cases/${caseId}/documents`,
          headers: bearer(client.token),
          payload: {
            fileName: 'contract.pdf',
            documentType: 'contract',
            fileUrl: withoutQuery(ticket.uploadURL),
            requestId: request.id,
          },
        }),
        cancel('partners', firm.token, caseId, request.id),
      ]);
      const outcome = [registered.statusCode, cancelled.statusCode];
      const row = await requestRow(request.id);
      if (outcome[0] === 201) {
        expect(outcome).toEqual([201, 409]);
        expect(row.status).toBe('fulfilled');
      } else {
        expect(outcome).toEqual([400, 200]);
        expect(row.status).toBe('cancelled');
      }
    }
  });
});

describe("the client's data", () => {
  it('exports the requests and the own uploads; deleting the account removes them and the files', async () => {
    const { firm, client, caseId } = await caseWithFirm();
    const request = await asked('partners', firm.token, caseId);
    const upload = await uploadCaseDocument(
      app(),
      client.token,
      caseId,
      { fileName: 'deed.pdf', bytes: samplePdf(), requestId: request.id },
      'client',
    );
    const document = upload.register!.json();
    const open = await asked('partners', firm.token, caseId, {
      ...contractRequest,
      title: 'Fee statement',
      documentType: 'financial-statement',
    });
    const privateOfFirm = await uploadCaseDocument(app(), firm.token, caseId, {
      fileName: 'firm-notes.pdf',
      bytes: samplePdf(),
    });
    expect(privateOfFirm.register?.statusCode).toBe(201);

    const exported = (await get('/api/account/export', client.token)).json<AccountExport>();
    const [exportedCase] = exported.cases;
    expect(exportedCase!.documents).toEqual([document]);
    expect(exportedCase!.requests.map((entry) => [entry.title, entry.status])).toEqual([
      ['Fee statement', 'open'],
      ['Signed purchase contract', 'fulfilled'],
    ]);
    expect(exportedCase!.requests[0]).toEqual(open);

    const key = app().storage.keyFromUrl(upload.ticket!.uploadURL)!;
    expect(await app().storage.head(key)).toBeDefined();
    const deleted = await app().inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(client.token),
      payload: { password: TEST_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await db().select().from(caseDocumentRequests).where(eq(caseDocumentRequests.caseId, caseId)),
    ).toEqual([]);
    expect(await app().storage.head(key)).toBeUndefined();
    // The audit rows of the requests no longer say what was asked.
    const [created] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, open.id), eq(auditLog.action, 'case_document_request.created')),
      );
    expect(JSON.stringify(created ?? {})).not.toContain('Fee statement');
    const [deletion] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.deleted'));
    expect(deletion!.before).toMatchObject({ caseDocuments: 2, caseDocumentRequests: 2 });
  });
});
