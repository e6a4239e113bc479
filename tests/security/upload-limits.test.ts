import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STORAGE_QUOTA_BYTES,
  CASE_STORAGE_QUOTA_BYTES,
  MAX_UNFINISHED_UPLOADS,
  storageQuotaMessage,
  tooManyUnfinishedUploadsMessage,
  UNFINISHED_UPLOAD_RETENTION_MS,
} from '@shared/document-files';
import type { UploadTicket } from '@shared/contracts/partners';
import {
  caseDocuments,
  cases,
  partnerApplications,
  partnerDocuments,
  pendingUploads,
} from '@server/db/schema';
import {
  createAssignedCase,
  samplePdf,
  uploadCaseDocument,
  withoutQuery,
} from '@server/modules/partner-cases/test-fixtures';
import { enqueueJob } from '@server/platform/jobs';
import { UPLOAD_SWEEP_JOB } from '@server/platform/storage/pending-uploads';
import { UPLOAD_NOT_AWAITED_MESSAGE } from '@server/platform/storage/upload-route';
import { bearer, createPartnerAccount } from '@server/testing/accounts';
import { queuedMail } from '@server/testing/outbox';
import { useSecurityApp } from './security-app';

/*
 * Issue 15 item 2: nobody can fill the disk with uploads. A case or an application has at
 * most 10 unfinished uploads; files never registered are removed after a day by the job
 * queue; a case or application that is gone takes no file; and the documents of an
 * application (50 MB) or a case (500 MB) have a quota. The client's own uploads to their case
 * (issue 16) go through the same limits, counted with the firm's.
 */

const testApp = useSecurityApp();
const db = () => testApp.database.db;
const app = () => testApp.app;
const storedPath = (key: string) => join(testApp.config.dataDir, 'uploads', ...key.split('/'));
const keyOf = (uploadURL: string) => app().storage.keyFromUrl(uploadURL)!;

async function firmWithCase() {
  const firm = await createPartnerAccount(db(), { companyName: 'Quota Test Law' });
  const { caseId, client } = await createAssignedCase(db(), testApp.config, firm.id);
  return { firm, caseId, client };
}

const askCase = (token: string, caseId: string, fileName = 'contract.pdf', fileSize = 4096) =>
  app().inject({
    method: 'POST',
    url: `/api/partners/cases/${caseId}/documents/upload`,
    headers: bearer(token),
    payload: { fileName, documentType: 'contract', fileSize },
  });

const registerCase = (token: string, caseId: string, ticket: UploadTicket, fileName: string) =>
  app().inject({
    method: 'POST',
    url: `/api/partners/cases/${caseId}/documents`,
    headers: bearer(token),
    payload: { fileName, documentType: 'contract', fileUrl: withoutQuery(ticket.uploadURL) },
  });

/** The client's own upload steps 1 and 3 on their case. */
const askClientCase = (token: string, caseId: string, fileName = 'deed.pdf', fileSize = 4096) =>
  app().inject({
    method: 'POST',
    url: `/api/cases/${caseId}/documents/upload`,
    headers: bearer(token),
    payload: { fileName, documentType: 'contract', fileSize },
  });

const registerClientCase = (
  token: string,
  caseId: string,
  ticket: UploadTicket,
  fileName: string,
) =>
  app().inject({
    method: 'POST',
    url: `/api/cases/${caseId}/documents`,
    headers: bearer(token),
    payload: { fileName, documentType: 'contract', fileUrl: withoutQuery(ticket.uploadURL) },
  });

const put = (ticket: UploadTicket, bytes: Buffer) =>
  app().inject({
    method: 'PUT',
    url: ticket.uploadURL,
    headers: { 'content-type': ticket.contentType },
    payload: bytes,
  });

/** A firm's application through the real form, and the token of its Verification link. */
async function applicant() {
  const email = `applicant-${randomUUID()}@example.com`;
  const applied = await app().inject({
    method: 'POST',
    url: '/api/partners/apply',
    payload: {
      companyName: 'Applicant & Co',
      companyType: 'law-firm',
      contactPerson: 'Ada Applicant',
      email,
      phone: '(555) 014-8800',
      website: 'https://applicant.example',
      businessLicense: 'FL-LF-2020-118',
      barNumber: 'FL-998877',
      jurisdiction: 'Florida',
      servicesOffered: ['Timeshare Cancellation'],
      agreementAccepted: true,
      companyWebsite: '',
    },
  });
  expect(applied.statusCode).toBe(201);
  const applicationId: string = applied.json().id;
  const letter = (await queuedMail(db())).find((mail) => mail.to === email);
  const token = letter!.text.match(/tab=verification&token=([A-Za-z0-9_-]+)/)![1]!;
  const [row] = await db()
    .select({ partnerId: partnerApplications.partnerId })
    .from(partnerApplications)
    .where(eq(partnerApplications.id, applicationId));
  return { token, applicationId, partnerId: row!.partnerId };
}

const askApplication = (token: string, fileSize = 4096) =>
  app().inject({
    method: 'POST',
    url: `/api/partners/application/${token}/documents/upload`,
    payload: { fileName: 'license.pdf', documentType: 'business-license', fileSize },
  });

const pendingOf = (ownerId: string) =>
  db().select().from(pendingUploads).where(eq(pendingUploads.ownerId, ownerId));

async function sweepAsOf(asOf: Date) {
  await enqueueJob(db(), UPLOAD_SWEEP_JOB, { asOf: asOf.toISOString() });
  await app().jobs.runDueJobs();
}

describe('unfinished uploads', () => {
  it('refuses the 11th outstanding address of a case with 429, even when asked at once', async () => {
    const { firm, caseId } = await firmWithCase();
    const answers = await Promise.all(
      Array.from({ length: MAX_UNFINISHED_UPLOADS + 1 }, (_, index) =>
        askCase(firm.token, caseId, `file-${index}.pdf`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(MAX_UNFINISHED_UPLOADS).fill(200), 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_UNFINISHED_UPLOADS',
      message: tooManyUnfinishedUploadsMessage('this case'),
    });
    expect(await pendingOf(caseId)).toHaveLength(MAX_UNFINISHED_UPLOADS);

    // Finishing one upload frees its place.
    const first = answers.find((answer) => answer.statusCode === 200)!.json<UploadTicket>();
    const fileName = keyOf(first.uploadURL).split('/').at(-1)!;
    expect((await put(first, samplePdf())).statusCode).toBe(201);
    expect((await registerCase(firm.token, caseId, first, fileName)).statusCode).toBe(201);
    expect((await askCase(firm.token, caseId)).statusCode).toBe(200);
    expect((await askCase(firm.token, caseId)).statusCode).toBe(429);
  });

  it('refuses the 11th outstanding address of an application with 429', async () => {
    const { token, partnerId } = await applicant();
    for (let index = 0; index < MAX_UNFINISHED_UPLOADS; index += 1) {
      expect((await askApplication(token)).statusCode).toBe(200);
    }
    const refused = await askApplication(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(tooManyUnfinishedUploadsMessage('your application'));
    expect(await pendingOf(partnerId)).toHaveLength(MAX_UNFINISHED_UPLOADS);
  });

  it('gives back the place of an address that expired with nothing uploaded', async () => {
    const { firm, caseId } = await firmWithCase();
    for (let index = 0; index < MAX_UNFINISHED_UPLOADS; index += 1) {
      expect((await askCase(firm.token, caseId)).statusCode).toBe(200);
    }
    // One address expired an hour ago, unused; the others are still live.
    const [oldest] = await pendingOf(caseId);
    await db()
      .update(pendingUploads)
      .set({ expiresAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(pendingUploads.id, oldest!.id));
    expect((await askCase(firm.token, caseId)).statusCode).toBe(200);
    expect((await askCase(firm.token, caseId)).statusCode).toBe(429);
  });

  it('removes files never registered after 24 hours through the job queue', async () => {
    const { firm, caseId } = await firmWithCase();
    const kept = await uploadCaseDocument(app(), firm.token, caseId, {
      fileName: 'registered.pdf',
      bytes: samplePdf(),
    });
    expect(kept.register?.statusCode).toBe(201);
    const abandoned = (await askCase(firm.token, caseId, 'abandoned.pdf')).json<UploadTicket>();
    expect((await put(abandoned, samplePdf())).statusCode).toBe(201);
    const abandonedPath = storedPath(keyOf(abandoned.uploadURL));
    const registeredPath = storedPath(keyOf(kept.ticket!.uploadURL));
    expect(existsSync(abandonedPath)).toBe(true);

    const started = Date.now();
    await sweepAsOf(new Date(started + UNFINISHED_UPLOAD_RETENTION_MS - 60_000));
    expect(existsSync(abandonedPath)).toBe(true);

    await sweepAsOf(new Date(started + UNFINISHED_UPLOAD_RETENTION_MS + 60_000));
    expect(existsSync(abandonedPath)).toBe(false);
    expect(existsSync(registeredPath)).toBe(true);
    expect(await pendingOf(caseId)).toEqual([]);

    // Too late to register it now; nothing is recorded.
    const late = await registerCase(firm.token, caseId, abandoned, 'abandoned.pdf');
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('UPLOAD_MISSING');
    const documents = await db()
      .select({ fileName: caseDocuments.fileName })
      .from(caseDocuments)
      .where(eq(caseDocuments.caseId, caseId));
    expect(documents).toEqual([{ fileName: 'registered.pdf' }]);
  });
});

describe('an owner that is gone', () => {
  it('refuses the file of a deleted case at every step, and the sweep removes what came', async () => {
    const { firm, caseId } = await firmWithCase();
    const early = (await askCase(firm.token, caseId, 'early.pdf')).json<UploadTicket>();
    expect((await put(early, samplePdf())).statusCode).toBe(201);
    const late = (await askCase(firm.token, caseId, 'late.pdf')).json<UploadTicket>();

    await db().delete(cases).where(eq(cases.id, caseId));

    const refused = await put(late, samplePdf());
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({
      code: 'UPLOAD_NOT_AWAITED',
      message: UPLOAD_NOT_AWAITED_MESSAGE,
    });
    expect(existsSync(storedPath(keyOf(late.uploadURL)))).toBe(false);
    expect((await askCase(firm.token, caseId)).statusCode).toBe(404);
    expect((await registerCase(firm.token, caseId, early, 'early.pdf')).statusCode).toBe(404);

    // The file that arrived before the case was deleted goes at the next sweep, not in a day.
    await sweepAsOf(new Date());
    expect(existsSync(storedPath(keyOf(early.uploadURL)))).toBe(false);
    expect(await pendingOf(caseId)).toEqual([]);
  });

  it('refuses the file of an application that was reviewed meanwhile', async () => {
    const { token, applicationId } = await applicant();
    const ticket = (await askApplication(token)).json<UploadTicket>();
    await db()
      .update(partnerApplications)
      .set({ status: 'rejected', reviewedAt: new Date() })
      .where(eq(partnerApplications.id, applicationId));
    const refused = await put(ticket, samplePdf());
    expect(refused.statusCode).toBe(410);
    expect(existsSync(storedPath(keyOf(ticket.uploadURL)))).toBe(false);
  });
});

describe('storage quotas', () => {
  it('refuses a file that would take a case past 500 MB, and stores nothing', async () => {
    const { firm, caseId } = await firmWithCase();
    // Documents already taking up all but 1 KB of the quota (rows only; the sizes are what count).
    const used = CASE_STORAGE_QUOTA_BYTES - 1024;
    await db()
      .insert(caseDocuments)
      .values({
        caseId,
        fileName: 'big.pdf',
        fileType: 'application/pdf',
        fileSize: used,
        uploadedBy: 'Quota Test Law',
        uploadedByPartnerId: firm.id,
        storageKey: `cases/${caseId}/${randomUUID()}/big.pdf`,
      });

    // Announced too large at step 1: no address, no pending upload.
    const asked = await askCase(firm.token, caseId, 'more.pdf', 4096);
    expect(asked.statusCode).toBe(413);
    expect(asked.json()).toEqual({
      code: 'STORAGE_QUOTA_REACHED',
      message: storageQuotaMessage('this case', CASE_STORAGE_QUOTA_BYTES, used),
    });
    expect(asked.json().message).toContain('500 MB');
    expect(await pendingOf(caseId)).toEqual([]);

    // Announced small, but the stored file is larger: refused at step 3 and deleted.
    const ticket = (await askCase(firm.token, caseId, 'sneaky.pdf', 100)).json<UploadTicket>();
    expect((await put(ticket, samplePdf(4096))).statusCode).toBe(201);
    const registered = await registerCase(firm.token, caseId, ticket, 'sneaky.pdf');
    expect(registered.statusCode).toBe(413);
    expect(registered.json().code).toBe('STORAGE_QUOTA_REACHED');
    expect(existsSync(storedPath(keyOf(ticket.uploadURL)))).toBe(false);
    expect(await pendingOf(caseId)).toEqual([]);
    const documents = await db()
      .select()
      .from(caseDocuments)
      .where(and(eq(caseDocuments.caseId, caseId), eq(caseDocuments.fileName, 'sneaky.pdf')));
    expect(documents).toEqual([]);
  });

  it('refuses a file that would take an application past 50 MB, and stores nothing', async () => {
    const { token, partnerId } = await applicant();
    await db()
      .insert(partnerDocuments)
      .values({
        partnerId,
        documentType: 'business-license',
        fileName: 'scan.pdf',
        filePath: `partners/${partnerId}/${randomUUID()}/scan.pdf`,
        fileSize: APPLICATION_STORAGE_QUOTA_BYTES - 10,
        mimeType: 'application/pdf',
      });
    const asked = await askApplication(token, 4096);
    expect(asked.statusCode).toBe(413);
    expect(asked.json().message).toBe(
      storageQuotaMessage(
        'your application',
        APPLICATION_STORAGE_QUOTA_BYTES,
        APPLICATION_STORAGE_QUOTA_BYTES - 10,
      ),
    );
    expect(asked.json().message).toContain('50 MB');
    expect(await pendingOf(partnerId)).toEqual([]);
  });
});

describe("the client's own uploads", () => {
  it("refuses the 11th outstanding address of their case with 429, counted with the firm's, even when asked at once", async () => {
    const { firm, client, caseId } = await firmWithCase();
    expect((await askCase(firm.token, caseId, 'firm.pdf')).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: MAX_UNFINISHED_UPLOADS }, (_, index) =>
        askClientCase(client.token, caseId, `page-${index}.jpg`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(MAX_UNFINISHED_UPLOADS - 1).fill(200), 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_UNFINISHED_UPLOADS',
      message: tooManyUnfinishedUploadsMessage('this case'),
    });
    expect(await pendingOf(caseId)).toHaveLength(MAX_UNFINISHED_UPLOADS);
  });

  it('refuses a file that would take their case past 500 MB at either step, and stores nothing', async () => {
    const { firm, client, caseId } = await firmWithCase();
    const used = CASE_STORAGE_QUOTA_BYTES - 1024;
    await db()
      .insert(caseDocuments)
      .values({
        caseId,
        fileName: 'big.pdf',
        fileType: 'application/pdf',
        fileSize: used,
        uploadedBy: 'Quota Test Law',
        uploadedByPartnerId: firm.id,
        storageKey: `cases/${caseId}/${randomUUID()}/big.pdf`,
      });

    const asked = await askClientCase(client.token, caseId, 'more.pdf', 4096);
    expect(asked.statusCode).toBe(413);
    expect(asked.json()).toEqual({
      code: 'STORAGE_QUOTA_REACHED',
      message: storageQuotaMessage('this case', CASE_STORAGE_QUOTA_BYTES, used),
    });
    expect(await pendingOf(caseId)).toEqual([]);

    const ticket = (
      await askClientCase(client.token, caseId, 'sneaky.pdf', 100)
    ).json<UploadTicket>();
    expect((await put(ticket, samplePdf(4096))).statusCode).toBe(201);
    const registered = await registerClientCase(client.token, caseId, ticket, 'sneaky.pdf');
    expect(registered.statusCode).toBe(413);
    expect(registered.json().code).toBe('STORAGE_QUOTA_REACHED');
    expect(existsSync(storedPath(keyOf(ticket.uploadURL)))).toBe(false);
    expect(await pendingOf(caseId)).toEqual([]);
    const documents = await db()
      .select()
      .from(caseDocuments)
      .where(and(eq(caseDocuments.caseId, caseId), eq(caseDocuments.fileName, 'sneaky.pdf')));
    expect(documents).toEqual([]);
  });

  it('refuses the file of their case once it is deleted, and the sweep removes what came', async () => {
    const { client, caseId } = await firmWithCase();
    const early = (await askClientCase(client.token, caseId, 'early.pdf')).json<UploadTicket>();
    expect((await put(early, samplePdf())).statusCode).toBe(201);
    const late = (await askClientCase(client.token, caseId, 'late.pdf')).json<UploadTicket>();

    await db().delete(cases).where(eq(cases.id, caseId));

    expect((await put(late, samplePdf())).statusCode).toBe(410);
    expect(existsSync(storedPath(keyOf(late.uploadURL)))).toBe(false);
    expect((await askClientCase(client.token, caseId)).statusCode).toBe(404);
    expect((await registerClientCase(client.token, caseId, early, 'early.pdf')).statusCode).toBe(
      404,
    );
    await sweepAsOf(new Date());
    expect(existsSync(storedPath(keyOf(early.uploadURL)))).toBe(false);
    expect(await pendingOf(caseId)).toEqual([]);
  });
});
