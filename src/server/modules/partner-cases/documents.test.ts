import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  UPLOAD_ALREADY_REGISTERED_MESSAGE,
  UPLOAD_NOT_FOR_THIS_CASE_MESSAGE,
  UPLOAD_NOT_FOUND_MESSAGE,
} from '@shared/contracts/partner-cases';
import {
  caseDocumentExtensions,
  FILE_TOO_LARGE_MESSAGE,
  fileTypeNotAllowedMessage,
  MAX_DOCUMENT_BYTES,
} from '@shared/document-files';
import { auditLog, caseDocuments, cases, jobs, userPreferences } from '../../db/schema';
import { bearer, createPartnerAccount } from '../../testing/accounts';
import { queuedMail } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import { contentMismatchMessage } from '../../platform/storage/file-contents';
import {
  UPLOAD_LINK_EXPIRED_MESSAGE,
  UPLOAD_LINK_INVALID_MESSAGE,
  UPLOAD_LINK_USED_MESSAGE,
} from '../../platform/storage/upload-route';
import { issueUploadTicket, UPLOAD_TICKET_LIFETIME_MS } from '../../platform/storage/uploads';
import { createAssignedCase, samplePdf, uploadCaseDocument, withoutQuery } from './test-fixtures';

const testApp = useTestApp();

afterEach(async () => {
  await testApp.database.db.delete(jobs);
  await testApp.database.db.delete(cases);
});

const db = () => testApp.database.db;
const app = () => testApp.app;

async function partnerWithCase(companyName = 'Okafor & Lee Consumer Law') {
  const partner = await createPartnerAccount(db(), { companyName });
  const assigned = await createAssignedCase(db(), testApp.config, partner.id);
  return { partner, ...assigned };
}

const keyOf = (uploadURL: string) => app().storage.keyFromUrl(uploadURL)!;
const uploadsDir = () => join(testApp.config.dataDir, 'uploads');
const storedPath = (key: string) => join(uploadsDir(), ...key.split('/'));
/** Temporary files of uploads in progress; nothing may be left behind. */
const incomingFiles = () => {
  const incoming = join(uploadsDir(), '.incoming');
  return existsSync(incoming) ? readdirSync(incoming) : [];
};
const documentsOf = (caseId: string) =>
  db().select().from(caseDocuments).where(eq(caseDocuments.caseId, caseId));

function requestUpload(token: string, caseId: string, payload: object) {
  return app().inject({
    method: 'POST',
    url: `/api/partners/cases/${caseId}/documents/upload`,
    headers: bearer(token),
    payload,
  });
}

function putBytes(uploadURL: string, contentType: string, payload: Buffer | Readable) {
  return app().inject({
    method: 'PUT',
    url: uploadURL,
    headers: { 'content-type': contentType },
    payload,
  });
}

function register(token: string, caseId: string, payload: object) {
  return app().inject({
    method: 'POST',
    url: `/api/partners/cases/${caseId}/documents`,
    headers: bearer(token),
    payload: { documentType: 'contract', ...payload },
  });
}

function download(url: string, token: string) {
  return app().inject({ method: 'GET', url, headers: bearer(token) });
}

describe('the three-step upload', () => {
  it('stores a real PDF, registers it as a private document and downloads the same bytes', async () => {
    const { partner, caseId } = await partnerWithCase('Brennan Legal Aid');
    const bytes = samplePdf(6000);
    const before = (await db().select().from(cases).where(eq(cases.id, caseId)))[0]!;

    const start = await requestUpload(partner.token, caseId, {
      fileName: 'Sales contract 2019.pdf',
      documentType: 'contract',
      fileSize: bytes.length,
    });
    expect(start.statusCode).toBe(200);
    const ticket = start.json();
    expect(ticket.contentType).toBe('application/pdf');
    expect(ticket.uploadURL).toMatch(
      new RegExp(`^/api/uploads/cases/${caseId}/[0-9a-f-]{36}/Sales_contract_2019\\.pdf\\?`),
    );
    const expiresIn = new Date(ticket.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(UPLOAD_TICKET_LIFETIME_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(UPLOAD_TICKET_LIFETIME_MS);

    const put = await putBytes(ticket.uploadURL, ticket.contentType, bytes);
    expect(put.statusCode).toBe(201);
    expect(put.json()).toEqual({ fileUrl: withoutQuery(ticket.uploadURL) });
    expect(readFileSync(storedPath(keyOf(ticket.uploadURL))).equals(bytes)).toBe(true);

    const registered = await register(partner.token, caseId, {
      fileName: 'Sales contract 2019.pdf',
      fileUrl: withoutQuery(ticket.uploadURL),
    });
    expect(registered.statusCode).toBe(201);
    const document = registered.json();
    expect(document).toEqual({
      id: expect.any(String),
      fileName: 'Sales contract 2019.pdf',
      fileType: 'application/pdf',
      fileSize: bytes.length,
      documentType: 'contract',
      uploadedBy: 'Brennan Legal Aid',
      isPublic: false,
      createdAt: expect.any(String),
    });
    const [row] = await documentsOf(caseId);
    expect(row!.storageKey).toBe(keyOf(ticket.uploadURL));
    const after = (await db().select().from(cases).where(eq(cases.id, caseId)))[0]!;
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, document.id));
    expect(audit).toMatchObject({
      actorKind: 'partner',
      actorId: partner.id,
      action: 'case_document.uploaded',
      entityType: 'case_document',
      before: null,
      after: { caseId, fileName: 'Sales contract 2019.pdf', isPublic: false },
    });

    const detail = await download(`/api/partners/cases/${caseId}`, partner.token);
    expect(detail.json().documents).toEqual([document]);

    const file = await download(
      `/api/partners/cases/${caseId}/documents/${document.id}/download`,
      partner.token,
    );
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-length']).toBe(String(bytes.length));
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Sales contract 2019.pdf"; filename*=UTF-8''Sales%20contract%202019.pdf`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(incomingFiles()).toEqual([]);
  });

  it('registers an upload once: the same address again answers 409', async () => {
    const { partner, caseId } = await partnerWithCase();
    const steps = await uploadCaseDocument(app(), partner.token, caseId, {
      fileName: 'contract.pdf',
      bytes: samplePdf(),
    });
    expect(steps.register!.statusCode).toBe(201);
    const again = await register(partner.token, caseId, {
      fileName: 'contract.pdf',
      fileUrl: withoutQuery(steps.ticket!.uploadURL),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'UPLOAD_ALREADY_REGISTERED',
      message: UPLOAD_ALREADY_REGISTERED_MESSAGE,
    });
    expect(await documentsOf(caseId)).toHaveLength(1);
  });

  it('accepts every allowed type whose bytes match (DOCX, TXT, PNG)', async () => {
    const { partner, caseId } = await partnerWithCase();
    const files = [
      ['letter.docx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(500)])],
      ['notes.txt', Buffer.from('Called the resort on 3 March. They said no.\n')],
      [
        'scan.png',
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(99),
        ]),
      ],
    ] as const;
    for (const [fileName, bytes] of files) {
      const steps = await uploadCaseDocument(app(), partner.token, caseId, { fileName, bytes });
      expect(steps.register?.statusCode, fileName).toBe(201);
    }
    expect((await documentsOf(caseId)).map((row) => row.fileType).sort()).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/png',
      'text/plain',
    ]);
  });

  it('handles file names in other scripts, keeping the name for the download', async () => {
    const { partner, caseId } = await partnerWithCase();
    const bytes = samplePdf();
    const steps = await uploadCaseDocument(app(), partner.token, caseId, {
      fileName: '契約書 (最終).pdf',
      bytes,
    });
    expect(steps.put?.statusCode).toBe(201);
    expect(steps.register?.statusCode).toBe(201);
    const file = await download(
      `/api/partners/cases/${caseId}/documents/${steps.register!.json().id}/download`,
      partner.token,
    );
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('契約書 ')}%28${encodeURIComponent('最終')}%29.pdf`,
    );
  });
});

describe('upload addresses', () => {
  it('cannot be used to register the file on another case', async () => {
    const partner = await createPartnerAccount(db());
    const caseA = await createAssignedCase(db(), testApp.config, partner.id);
    const caseB = await createAssignedCase(db(), testApp.config, partner.id);
    const start = await requestUpload(partner.token, caseA.caseId, {
      fileName: 'contract.pdf',
      documentType: 'contract',
    });
    const ticket = start.json();
    expect((await putBytes(ticket.uploadURL, ticket.contentType, samplePdf())).statusCode).toBe(
      201,
    );

    const wrongCase = await register(partner.token, caseB.caseId, {
      fileName: 'contract.pdf',
      fileUrl: withoutQuery(ticket.uploadURL),
    });
    expect(wrongCase.statusCode).toBe(400);
    expect(wrongCase.json()).toEqual({
      code: 'UPLOAD_NOT_FOR_OWNER',
      message: UPLOAD_NOT_FOR_THIS_CASE_MESSAGE,
    });
    expect(await documentsOf(caseB.caseId)).toEqual([]);
    expect(await documentsOf(caseA.caseId)).toEqual([]);

    // Nor under another name than the one the address was issued for.
    const renamed = await register(partner.token, caseA.caseId, {
      fileName: 'other.pdf',
      fileUrl: withoutQuery(ticket.uploadURL),
    });
    expect(renamed.statusCode).toBe(400);
    expect(await documentsOf(caseA.caseId)).toEqual([]);

    // Nor an address that is not ours at all.
    for (const fileUrl of ['https://evil.example.com/x.pdf', '/api/uploads/../../etc/x.pdf']) {
      const foreign = await register(partner.token, caseA.caseId, {
        fileName: 'x.pdf',
        fileUrl,
      });
      expect(foreign.statusCode, fileUrl).toBe(400);
    }

    // The file still belongs to case A.
    const right = await register(partner.token, caseA.caseId, {
      fileName: 'contract.pdf',
      fileUrl: withoutQuery(ticket.uploadURL),
    });
    expect(right.statusCode).toBe(201);
  });

  it('cannot be PUT to twice: the second answers 409 and the first bytes stay', async () => {
    const { partner, caseId } = await partnerWithCase();
    const ticket = (
      await requestUpload(partner.token, caseId, { fileName: 'a.pdf', documentType: 'other' })
    ).json();
    const first = samplePdf(2000, 'a');
    expect((await putBytes(ticket.uploadURL, ticket.contentType, first)).statusCode).toBe(201);
    const second = await putBytes(ticket.uploadURL, ticket.contentType, samplePdf(2500, 'b'));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'UPLOAD_LINK_USED', message: UPLOAD_LINK_USED_MESSAGE });
    expect(readFileSync(storedPath(keyOf(ticket.uploadURL))).equals(first)).toBe(true);
    expect(incomingFiles()).toEqual([]);
  });

  it('are refused after they expire, and nothing is stored', async () => {
    const { caseId } = await partnerWithCase();
    // A ticket issued longer ago than an address lives.
    const ticket = await issueUploadTicket(
      app().storage,
      { keyPrefix: `cases/${caseId}`, fileName: 'late.pdf', allowed: caseDocumentExtensions },
      new Date(Date.now() - UPLOAD_TICKET_LIFETIME_MS - 1000),
    );
    const put = await putBytes(ticket.uploadURL, ticket.contentType, samplePdf());
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({
      code: 'UPLOAD_LINK_EXPIRED',
      message: UPLOAD_LINK_EXPIRED_MESSAGE,
    });
    expect(existsSync(storedPath(keyOf(ticket.uploadURL)))).toBe(false);
  });

  it('are refused with a tampered signature, another key or another Content-Type', async () => {
    const { partner, caseId } = await partnerWithCase();
    const ticket = (
      await requestUpload(partner.token, caseId, { fileName: 'a.pdf', documentType: 'other' })
    ).json();
    const url = new URL(ticket.uploadURL, 'http://localhost');
    const signature = url.searchParams.get('signature')!;
    const tampered = new URL(url);
    tampered.searchParams.set(
      'signature',
      `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    );
    const laterExpiry = new URL(url);
    laterExpiry.searchParams.set('expires', String(Date.now() + 24 * 60 * 60 * 1000));
    const otherKey = new URL(url);
    otherKey.pathname = url.pathname.replace('a.pdf', 'b.pdf');
    const attempts: [string, string][] = [
      [tampered.pathname + tampered.search, 'application/pdf'],
      [laterExpiry.pathname + laterExpiry.search, 'application/pdf'],
      [otherKey.pathname + otherKey.search, 'application/pdf'],
      [withoutQuery(ticket.uploadURL), 'application/pdf'],
      [ticket.uploadURL, 'image/png'],
      [ticket.uploadURL, 'application/octet-stream'],
    ];
    for (const [address, contentType] of attempts) {
      const put = await putBytes(address, contentType, samplePdf());
      expect(put.statusCode, `${address} ${contentType}`).toBe(
        address === withoutQuery(ticket.uploadURL) ? 400 : 403,
      );
      if (put.statusCode === 403) {
        expect(put.json()).toEqual({
          code: 'UPLOAD_LINK_INVALID',
          message: UPLOAD_LINK_INVALID_MESSAGE,
        });
      }
    }
    expect(existsSync(storedPath(keyOf(ticket.uploadURL)))).toBe(false);
    expect(existsSync(storedPath(keyOf(otherKey.pathname)))).toBe(false);
  });
});

describe('files that are refused', () => {
  it('refuses an 11 MB file with 413, storing nothing', async () => {
    const { partner, caseId } = await partnerWithCase();
    const ticket = (
      await requestUpload(partner.token, caseId, { fileName: 'big.pdf', documentType: 'other' })
    ).json();
    const eleven = samplePdf(11 * 1024 * 1024);
    const put = await putBytes(ticket.uploadURL, ticket.contentType, eleven);
    expect(put.statusCode).toBe(413);
    expect(put.json()).toEqual({ code: 'FILE_TOO_LARGE', message: FILE_TOO_LARGE_MESSAGE });
    expect(existsSync(storedPath(keyOf(ticket.uploadURL)))).toBe(false);
    expect(incomingFiles()).toEqual([]);

    const registered = await register(partner.token, caseId, {
      fileName: 'big.pdf',
      fileUrl: withoutQuery(ticket.uploadURL),
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual({
      code: 'UPLOAD_MISSING',
      message: UPLOAD_NOT_FOUND_MESSAGE,
    });
    expect(await documentsOf(caseId)).toEqual([]);
  });

  it('refuses an oversized file sent without a Content-Length while it streams in', async () => {
    const { partner, caseId } = await partnerWithCase();
    const ticket = (
      await requestUpload(partner.token, caseId, { fileName: 'big.pdf', documentType: 'other' })
    ).json();
    const chunk = samplePdf(1024 * 1024);
    const body = Readable.from(Array.from({ length: 11 }, () => chunk));
    // A stream is sent chunked, so only the running count can stop it.
    const put = await putBytes(ticket.uploadURL, ticket.contentType, body);
    expect(put.statusCode).toBe(413);
    expect(put.json().message).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(existsSync(storedPath(keyOf(ticket.uploadURL)))).toBe(false);
    expect(incomingFiles()).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { partner, caseId } = await partnerWithCase();
    const steps = await uploadCaseDocument(app(), partner.token, caseId, {
      fileName: 'exactly.pdf',
      bytes: samplePdf(MAX_DOCUMENT_BYTES),
    });
    expect(steps.register?.statusCode).toBe(201);
    expect(steps.register!.json().fileSize).toBe(MAX_DOCUMENT_BYTES);
  });

  it('refuses a declared size over 10 MB at step 1', async () => {
    const { partner, caseId } = await partnerWithCase();
    const start = await requestUpload(partner.token, caseId, {
      fileName: 'big.pdf',
      documentType: 'other',
      fileSize: MAX_DOCUMENT_BYTES + 1,
    });
    expect(start.statusCode).toBe(413);
    expect(start.json().message).toBe(FILE_TOO_LARGE_MESSAGE);
  });

  it('refuses an .exe at step 1 with the allowed types named, issuing no address', async () => {
    const { partner, caseId } = await partnerWithCase();
    for (const fileName of ['setup.exe', 'contract.pdf.exe', 'noextension']) {
      const start = await requestUpload(partner.token, caseId, { fileName, documentType: 'other' });
      expect(start.statusCode, fileName).toBe(400);
      expect(start.json().message).toBe(fileTypeNotAllowedMessage(caseDocumentExtensions));
      expect(start.body).not.toContain('uploadURL');
    }
    const registered = await register(partner.token, caseId, {
      fileName: 'setup.exe',
      fileUrl: `/api/uploads/cases/${caseId}/x/setup.exe`,
    });
    expect(registered.statusCode).toBe(400);
    expect(existsSync(join(uploadsDir(), 'cases', caseId))).toBe(false);
    expect(await documentsOf(caseId)).toEqual([]);
  });

  it('refuses a program renamed to .pdf (bytes start with MZ), storing nothing', async () => {
    const { partner, caseId } = await partnerWithCase();
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]);
    const steps = await uploadCaseDocument(app(), partner.token, caseId, {
      fileName: 'invoice.pdf',
      bytes: program,
    });
    expect(steps.put?.statusCode).toBe(400);
    expect(steps.put!.json()).toEqual({
      code: 'FILE_CONTENT_MISMATCH',
      message: contentMismatchMessage('invoice.pdf'),
    });
    const key = keyOf(steps.ticket!.uploadURL);
    expect(existsSync(storedPath(key))).toBe(false);
    expect(incomingFiles()).toEqual([]);

    const registered = await register(partner.token, caseId, {
      fileName: 'invoice.pdf',
      fileUrl: withoutQuery(steps.ticket!.uploadURL),
    });
    expect(registered.statusCode).toBe(400);
    expect(await documentsOf(caseId)).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const { partner, caseId } = await partnerWithCase();
    const steps = await uploadCaseDocument(app(), partner.token, caseId, {
      fileName: 'empty.txt',
      bytes: Buffer.alloc(0),
    });
    expect(steps.put?.statusCode).toBe(400);
    expect(steps.put!.json().code).toBe('EMPTY_FILE');
    expect(await documentsOf(caseId)).toEqual([]);
  });
});

describe('document visibility', () => {
  async function privateDocument() {
    const setup = await partnerWithCase('Brennan Legal Aid');
    const bytes = samplePdf(5000);
    const steps = await uploadCaseDocument(app(), setup.partner.token, setup.caseId, {
      fileName: 'Settlement offer.pdf',
      bytes,
      documentType: 'legal-document',
    });
    const document = steps.register!.json();
    const clientUrl = `/api/cases/${setup.caseId}/documents/${document.id}/download`;
    const partnerUrl = `/api/partners/cases/${setup.caseId}/documents/${document.id}`;
    return { ...setup, bytes, document, clientUrl, partnerUrl };
  }

  function setVisibility(url: string, token: string, isPublic: unknown) {
    return app().inject({ method: 'PATCH', url, headers: bearer(token), payload: { isPublic } });
  }

  const DOCUMENT_NOT_FOUND = { message: 'We could not find that document.', code: 'NOT_FOUND' };

  it('keeps a new document from the client until it is shared', async () => {
    const { client, caseId, clientUrl } = await privateDocument();
    const seen = await download(`/api/cases/${caseId}`, client.token);
    expect(seen.json().documents).toEqual([]);
    expect(seen.body).not.toContain('Settlement offer');
    const file = await download(clientUrl, client.token);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual(DOCUMENT_NOT_FOUND);
  });

  it('shares a document: audited, e-mailed, listed for the client and downloadable', async () => {
    const { partner, client, caseId, document, bytes, clientUrl, partnerUrl } =
      await privateDocument();
    await db().delete(jobs);

    const shared = await setVisibility(partnerUrl, partner.token, true);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({ ...document, isPublic: true });

    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, document.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'case_document.uploaded',
      'case_document.visibility_changed',
    ]);
    expect(audit.find((row) => row.action === 'case_document.visibility_changed')).toMatchObject({
      actorKind: 'partner',
      actorId: partner.id,
      entityType: 'case_document',
      before: { isPublic: false },
      after: { isPublic: true },
    });

    const mail = await queuedMail(db());
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: client.email });
    expect(mail[0]!.text).toContain('New document shared');
    expect(mail[0]!.text).toContain('Settlement offer.pdf');

    const seen = (await download(`/api/cases/${caseId}`, client.token)).json();
    expect(seen.documents).toEqual([{ ...document, isPublic: true }]);
    const file = await download(clientUrl, client.token);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="Settlement offer.pdf"/,
    );

    // Hiding it again takes it away from the client, without an e-mail.
    await db().delete(jobs);
    const hidden = await setVisibility(partnerUrl, partner.token, false);
    expect(hidden.json().isPublic).toBe(false);
    expect((await download(clientUrl, client.token)).statusCode).toBe(404);
    expect((await download(`/api/cases/${caseId}`, client.token)).json().documents).toEqual([]);
    expect(await db().select().from(jobs)).toEqual([]);
    const changes = await db().select().from(auditLog).where(eq(auditLog.entityId, document.id));
    expect(changes.filter((row) => row.action === 'case_document.visibility_changed')).toHaveLength(
      2,
    );
  });

  it('changes nothing when the visibility is already as asked', async () => {
    const { partner, document, partnerUrl } = await privateDocument();
    await db().delete(jobs);
    const response = await setVisibility(partnerUrl, partner.token, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(document);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, document.id));
    expect(audit.map((row) => row.action)).toEqual(['case_document.uploaded']);
    expect(await db().select().from(jobs)).toEqual([]);
  });

  it('shares without e-mail for a client who chose never', async () => {
    const { partner, client, partnerUrl } = await privateDocument();
    await db()
      .insert(userPreferences)
      .values({ userId: client.id, notificationFrequency: 'never' });
    await db().delete(jobs);
    expect((await setVisibility(partnerUrl, partner.token, true)).statusCode).toBe(200);
    expect(await db().select().from(jobs)).toEqual([]);
  });

  it('refuses a visibility that is not true or false', async () => {
    const { partner, partnerUrl } = await privateDocument();
    const response = await setVisibility(partnerUrl, partner.token, 'yes');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/isPublic/);
  });

  it('answers 404 for unknown or malformed documents of an assigned case', async () => {
    const { partner, caseId } = await privateDocument();
    for (const docId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const base = `/api/partners/cases/${caseId}/documents/${docId}`;
      const patch = await setVisibility(base, partner.token, true);
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual(DOCUMENT_NOT_FOUND);
      const file = await download(`${base}/download`, partner.token);
      expect(file.statusCode).toBe(404);
      expect(file.json()).toEqual(DOCUMENT_NOT_FOUND);
    }
  });

  it("answers 404 for a document of the partner's other case under this case's id", async () => {
    const { partner, caseId, document } = await privateDocument();
    const other = await createAssignedCase(db(), testApp.config, partner.id);
    const file = await download(
      `/api/partners/cases/${other.caseId}/documents/${document.id}/download`,
      partner.token,
    );
    expect(file.statusCode).toBe(404);
    expect(caseId).not.toBe(other.caseId);
  });

  it("never gives a client another client's shared document", async () => {
    const { partner, document, clientUrl, partnerUrl } = await privateDocument();
    await setVisibility(partnerUrl, partner.token, true);
    const stranger = await createAssignedCase(db(), testApp.config, null);
    const file = await download(clientUrl, stranger.client.token);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual(DOCUMENT_NOT_FOUND);
    // Nor under the stranger's own case id.
    const swapped = await download(
      `/api/cases/${stranger.caseId}/documents/${document.id}/download`,
      stranger.client.token,
    );
    expect(swapped.statusCode).toBe(404);
  });
});
