import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientCaseDetail } from '@shared/contracts/cases';
import type { AdminCaseDetail } from '@shared/contracts/admin-cases';
import {
  CLIENT_UPLOAD_VISIBILITY_MESSAGE,
  MISSING_UPLOAD_INFORMATION,
  UPLOAD_ALREADY_REGISTERED_MESSAGE,
  UPLOAD_NOT_FOR_THIS_CASE_MESSAGE,
  type PartnerCaseDetail,
} from '@shared/contracts/partner-cases';
import type { UploadTicket } from '@shared/contracts/partners';
import {
  CASE_STORAGE_QUOTA_BYTES,
  caseDocumentExtensions,
  FILE_TOO_LARGE_MESSAGE,
  fileTypeNotAllowedMessage,
  MAX_DOCUMENT_BYTES,
  MAX_UNFINISHED_UPLOADS,
  storageQuotaMessage,
  tooManyUnfinishedUploadsMessage,
} from '@shared/document-files';
import { auditLog, caseDocuments, cases, jobs, pendingUploads } from '../../db/schema';
import { bearer, createPartnerAccount, createStaffAccount } from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { contentMismatchMessage } from '../../platform/storage/file-contents';
import {
  createAssignedCase,
  samplePdf,
  uploadCaseDocument,
  withoutQuery,
} from '../partner-cases/test-fixtures';
import { CASE_NOT_FOUND_MESSAGE } from './service';

/*
 * Issue 16 item 2: the client adds documents to their own case with the partners' three steps,
 * types, checks and limits. Their uploads are theirs to see, and the assigned firm's and
 * staff's; nobody else's private items come into view with them.
 */

const testApp = useTestApp();
const db = () => testApp.database.db;
const app = () => testApp.app;

afterEach(async () => {
  await db().delete(jobs);
  await db().delete(cases);
});

const get = (url: string, token: string) =>
  app().inject({ method: 'GET', url, headers: bearer(token) });

const askUpload = (token: string | undefined, caseId: string, payload: object) =>
  app().inject({
    method: 'POST',
    url: `/api/cases/${caseId}/documents/upload`,
    headers: token ? bearer(token) : {},
    payload,
  });

const register = (token: string | undefined, caseId: string, payload: object) =>
  app().inject({
    method: 'POST',
    url: `/api/cases/${caseId}/documents`,
    headers: token ? bearer(token) : {},
    payload: { documentType: 'contract', ...payload },
  });

const put = (ticket: UploadTicket, bytes: Buffer) =>
  app().inject({
    method: 'PUT',
    url: ticket.uploadURL,
    headers: { 'content-type': ticket.contentType },
    payload: bytes,
  });

const documentsOf = (caseId: string) =>
  db().select().from(caseDocuments).where(eq(caseDocuments.caseId, caseId));
const pendingOf = (caseId: string) =>
  db().select().from(pendingUploads).where(eq(pendingUploads.ownerId, caseId));
const storedPath = (uploadURL: string) =>
  join(testApp.config.dataDir, 'uploads', ...app().storage.keyFromUrl(uploadURL)!.split('/'));

async function clientWithCase(firmName = 'Okafor & Lee Consumer Law') {
  const firm = await createPartnerAccount(db(), { companyName: firmName });
  const assigned = await createAssignedCase(db(), testApp.config, firm.id);
  return { firm, ...assigned };
}

describe('the client uploads a document to their own case', () => {
  it('stores it as theirs; the client, the firm and staff see it and download the same bytes', async () => {
    const { firm, client, caseId } = await clientWithCase();
    const admin = await createStaffAccount(db(), 'admin');
    const bytes = samplePdf(7000);
    const before = (await db().select().from(cases).where(eq(cases.id, caseId)))[0]!;

    const steps = await uploadCaseDocument(
      app(),
      client.token,
      caseId,
      { fileName: 'Purchase contract page 1.pdf', bytes },
      'client',
    );
    expect(steps.start.statusCode).toBe(200);
    expect(steps.ticket!.contentType).toBe('application/pdf');
    expect(steps.ticket!.uploadURL).toMatch(
      new RegExp(`^/api/uploads/cases/${caseId}/[0-9a-f-]{36}/Purchase_contract_page_1\\.pdf\\?`),
    );
    expect(steps.put?.statusCode).toBe(201);
    expect(steps.register?.statusCode).toBe(201);
    const document = steps.register!.json();
    expect(document).toEqual({
      id: expect.any(String),
      fileName: 'Purchase contract page 1.pdf',
      fileType: 'application/pdf',
      fileSize: bytes.length,
      documentType: 'contract',
      uploadedBy: 'Margaret Okafor',
      isPublic: true,
      createdAt: expect.any(String),
    });
    const [row] = await documentsOf(caseId);
    expect(row).toMatchObject({ uploadedByClientId: client.id, uploadedByPartnerId: null });
    expect(await pendingOf(caseId)).toEqual([]);
    const after = (await db().select().from(cases).where(eq(cases.id, caseId)))[0]!;
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, document.id));
    expect(audit).toMatchObject({
      actorKind: 'client',
      actorId: client.id,
      action: 'case_document.uploaded',
      entityType: 'case_document',
      before: null,
      after: { caseId, fileName: 'Purchase contract page 1.pdf', uploadedByClientId: client.id },
    });

    const clientView = (await get(`/api/cases/${caseId}`, client.token)).json<ClientCaseDetail>();
    expect(clientView.documents).toEqual([document]);
    const firmView = (
      await get(`/api/partners/cases/${caseId}`, firm.token)
    ).json<PartnerCaseDetail>();
    expect(firmView.documents).toEqual([document]);
    const staffView = (
      await get(`/api/admin/cases/${caseId}`, admin.token)
    ).json<AdminCaseDetail>();
    expect(staffView.documents).toEqual([document]);

    for (const [url, token] of [
      [`/api/cases/${caseId}/documents/${document.id}/download`, client.token],
      [`/api/partners/cases/${caseId}/documents/${document.id}/download`, firm.token],
    ] as const) {
      const file = await get(url, token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('takes every allowed type whose bytes match, a photo of a page among them', async () => {
    const { client, caseId } = await clientWithCase();
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(400, 1),
    ]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 2)]);
    for (const [fileName, bytes] of [
      ['contract-page.jpg', jpeg],
      ['deed.png', png],
    ] as const) {
      const steps = await uploadCaseDocument(
        app(),
        client.token,
        caseId,
        { fileName, bytes },
        'client',
      );
      expect(steps.register?.statusCode, fileName).toBe(201);
    }
    expect((await documentsOf(caseId)).map((row) => row.fileName).sort()).toEqual([
      'contract-page.jpg',
      'deed.png',
    ]);
  });
});

describe('refusals', () => {
  it('answers 401 without a client sign-in, a partner token included', async () => {
    const { firm, caseId } = await clientWithCase();
    const staff = await createStaffAccount(db(), 'admin');
    for (const token of [undefined, firm.token, staff.token, 'not-a-token']) {
      const asked = await askUpload(token, caseId, { fileName: 'a.pdf', documentType: 'contract' });
      expect(asked.statusCode).toBe(401);
      const registered = await register(token, caseId, {
        fileName: 'a.pdf',
        fileUrl: `/api/uploads/cases/${caseId}/${randomUUID()}/a.pdf`,
      });
      expect(registered.statusCode).toBe(401);
    }
  });

  it("answers another client's case like a missing one, at both steps", async () => {
    const mine = await clientWithCase();
    const theirs = await clientWithCase('Unrelated Firm LLP');
    const missing = randomUUID();
    const ticket = (
      await askUpload(theirs.client.token, theirs.caseId, {
        fileName: 'theirs.pdf',
        documentType: 'contract',
      })
    ).json<UploadTicket>();
    expect((await put(ticket, samplePdf())).statusCode).toBe(201);

    for (const caseId of [theirs.caseId, missing, 'not-a-uuid']) {
      const asked = await askUpload(mine.client.token, caseId, {
        fileName: 'a.pdf',
        documentType: 'contract',
      });
      expect(asked.statusCode).toBe(404);
      expect(asked.json()).toEqual({ code: 'NOT_FOUND', message: CASE_NOT_FOUND_MESSAGE });
      const registered = await register(mine.client.token, caseId, {
        fileName: 'theirs.pdf',
        fileUrl: withoutQuery(ticket.uploadURL),
      });
      expect(registered.statusCode).toBe(404);
      expect(registered.json()).toEqual({ code: 'NOT_FOUND', message: CASE_NOT_FOUND_MESSAGE });
    }
    // Nor can the upload of the other case be registered on one's own.
    const elsewhere = await register(mine.client.token, mine.caseId, {
      fileName: 'theirs.pdf',
      fileUrl: withoutQuery(ticket.uploadURL),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({
      code: 'UPLOAD_NOT_FOR_OWNER',
      message: UPLOAD_NOT_FOR_THIS_CASE_MESSAGE,
    });
    expect(await documentsOf(mine.caseId)).toEqual([]);
    expect(await documentsOf(theirs.caseId)).toEqual([]);
  });

  it('refuses a missing document type, a type not allowed and a file over 10 MB', async () => {
    const { client, caseId } = await clientWithCase();
    const untyped = await askUpload(client.token, caseId, { fileName: 'a.pdf' });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().message).toBe(MISSING_UPLOAD_INFORMATION);

    const program = await askUpload(client.token, caseId, {
      fileName: 'invoice.exe',
      documentType: 'contract',
    });
    expect(program.statusCode).toBe(400);
    expect(program.json().message).toBe(fileTypeNotAllowedMessage(caseDocumentExtensions));

    const large = await askUpload(client.token, caseId, {
      fileName: 'scan.pdf',
      documentType: 'contract',
      fileSize: MAX_DOCUMENT_BYTES + 1,
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ code: 'FILE_TOO_LARGE', message: FILE_TOO_LARGE_MESSAGE });

    const noAddress = await register(client.token, caseId, { fileName: 'a.pdf', fileUrl: '' });
    expect(noAddress.statusCode).toBe(400);
    expect(await pendingOf(caseId)).toEqual([]);
  });

  it('refuses bytes that are not what the name says, and keeps nothing', async () => {
    const { client, caseId } = await clientWithCase();
    const steps = await uploadCaseDocument(
      app(),
      client.token,
      caseId,
      { fileName: 'contract.pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf at all') },
      'client',
    );
    expect(steps.put?.statusCode).toBe(400);
    expect(steps.put!.json()).toEqual({
      code: 'FILE_CONTENT_MISMATCH',
      message: contentMismatchMessage('contract.pdf'),
    });
    expect(existsSync(storedPath(steps.ticket!.uploadURL))).toBe(false);
    expect(await documentsOf(caseId)).toEqual([]);
  });

  it('registers an upload once (409)', async () => {
    const { client, caseId } = await clientWithCase();
    const steps = await uploadCaseDocument(
      app(),
      client.token,
      caseId,
      { fileName: 'deed.pdf', bytes: samplePdf() },
      'client',
    );
    expect(steps.register?.statusCode).toBe(201);
    const again = await register(client.token, caseId, {
      fileName: 'deed.pdf',
      fileUrl: withoutQuery(steps.ticket!.uploadURL),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'UPLOAD_ALREADY_REGISTERED',
      message: UPLOAD_ALREADY_REGISTERED_MESSAGE,
    });
    expect(await documentsOf(caseId)).toHaveLength(1);
  });

  it("shares the case's limits with the firm: 10 unfinished uploads (429), 500 MB (413)", async () => {
    const { firm, client, caseId } = await clientWithCase();
    // The firm's unfinished uploads and the client's count together.
    for (let index = 0; index < MAX_UNFINISHED_UPLOADS; index += 1) {
      const side = index % 2 === 0 ? 'partners/cases' : 'cases';
      const asked = await app().inject({
        method: 'POST',
        url: `/api/${side}/${caseId}/documents/upload`,
        headers: bearer(index % 2 === 0 ? firm.token : client.token),
        payload: { fileName: `page-${index}.pdf`, documentType: 'contract', fileSize: 100 },
      });
      expect(asked.statusCode).toBe(200);
    }
    const refused = await askUpload(client.token, caseId, {
      fileName: 'one-more.pdf',
      documentType: 'contract',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_UNFINISHED_UPLOADS',
      message: tooManyUnfinishedUploadsMessage('this case'),
    });

    await db().delete(pendingUploads).where(eq(pendingUploads.ownerId, caseId));
    const used = CASE_STORAGE_QUOTA_BYTES - 1024;
    await db()
      .insert(caseDocuments)
      .values({
        caseId,
        fileName: 'big.pdf',
        fileType: 'application/pdf',
        fileSize: used,
        uploadedBy: firm.companyName,
        uploadedByPartnerId: firm.id,
        storageKey: `cases/${caseId}/${randomUUID()}/big.pdf`,
      });
    const full = await askUpload(client.token, caseId, {
      fileName: 'more.pdf',
      documentType: 'contract',
      fileSize: 4096,
    });
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({
      code: 'STORAGE_QUOTA_REACHED',
      message: storageQuotaMessage('this case', CASE_STORAGE_QUOTA_BYTES, used),
    });
  });
});

describe('who sees what', () => {
  it("shows the client's upload to each firm the case is assigned to, and no firm's private items to another", async () => {
    const firmA = await createPartnerAccount(db(), { companyName: 'Alder & Finch' });
    const firmB = await createPartnerAccount(db(), { companyName: 'Birch Legal' });
    const { client, caseId } = await createAssignedCase(db(), testApp.config, firmA.id);

    const privateOfA = await uploadCaseDocument(app(), firmA.token, caseId, {
      fileName: 'a-private.pdf',
      bytes: samplePdf(),
    });
    const privateDocId = privateOfA.register!.json<{ id: string }>().id;
    const own = await uploadCaseDocument(
      app(),
      client.token,
      caseId,
      { fileName: 'my-deed.pdf', bytes: samplePdf() },
      'client',
    );
    const ownDocId = own.register!.json<{ id: string }>().id;

    const fileNames = async (url: string, token: string) =>
      (await get(url, token))
        .json<{ documents: { fileName: string }[] }>()
        .documents.map((document) => document.fileName)
        .sort();

    expect(await fileNames(`/api/cases/${caseId}`, client.token)).toEqual(['my-deed.pdf']);
    expect(await fileNames(`/api/partners/cases/${caseId}`, firmA.token)).toEqual([
      'a-private.pdf',
      'my-deed.pdf',
    ]);
    expect(
      (await get(`/api/cases/${caseId}/documents/${privateDocId}/download`, client.token))
        .statusCode,
    ).toBe(404);

    // The firm cannot hide the client's own upload from the client.
    const hide = await app().inject({
      method: 'PATCH',
      url: `/api/partners/cases/${caseId}/documents/${ownDocId}`,
      headers: bearer(firmA.token),
      payload: { isPublic: false },
    });
    expect(hide.statusCode).toBe(409);
    expect(hide.json()).toEqual({
      code: 'CLIENT_UPLOAD_ALWAYS_VISIBLE',
      message: CLIENT_UPLOAD_VISIBILITY_MESSAGE,
    });

    // Moved to firm B: the client's upload goes with the case, firm A's private one does not.
    await db().update(cases).set({ assignedPartnerId: firmB.id }).where(eq(cases.id, caseId));
    expect(await fileNames(`/api/partners/cases/${caseId}`, firmB.token)).toEqual(['my-deed.pdf']);
    const download = await get(
      `/api/partners/cases/${caseId}/documents/${ownDocId}/download`,
      firmB.token,
    );
    expect(download.statusCode).toBe(200);
    expect(
      (await get(`/api/partners/cases/${caseId}/documents/${privateDocId}/download`, firmB.token))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/partners/cases/${caseId}`, firmA.token)).statusCode).toBe(404);
  });
});
