import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  APPLICATION_REVIEWED_MESSAGE,
  INVITE_SENT_MESSAGE,
} from '@shared/contracts/admin-partners';
import {
  auditLog,
  authTokens,
  cases,
  jobs,
  partnerApplications,
  partnerDocuments,
  partners,
  pendingUploads,
} from '../../db/schema';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  type TestAccount,
} from '../../testing/accounts';
import { takeOutbox, type SentMail } from '../../testing/outbox';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';
import {
  PARTNER_INACTIVE_MESSAGE,
  PARTNER_NOT_FOUND_MESSAGE,
  PARTNER_NOT_VERIFIED_MESSAGE,
} from './partner-accounts';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '../cases/service';
import {
  applicationForm,
  clearPartnerNetwork,
  insertApplication,
  setPasswordToken,
} from './test-helpers';

const testApp = useTestApp();
let admin: TestAccount;
let editor: TestAccount;
let applyAddress = 0;

beforeAll(async () => {
  admin = await createStaffAccount(testApp.database.db, 'admin', {
    firstName: 'Ada',
    lastName: 'Okonkwo',
  });
  editor = await createStaffAccount(testApp.database.db, 'editor');
});
afterEach(() => clearPartnerNetwork(testApp));

const db = () => testApp.database.db;

function call(method: InjectOptions['method'], url: string, payload?: object, token = admin.token) {
  return testApp.app.inject({ method, url, payload, headers: bearer(token) });
}

/** Through the partners module's public route, as a firm applies. */
async function applyThroughForm(overrides: Record<string, unknown> = {}) {
  const form = applicationForm(overrides);
  applyAddress += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/partners/apply',
    payload: form,
    remoteAddress: `127.0.10.${applyAddress}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  // The applicant's confirmation and the staff notice are not what these tests are about.
  await takeOutbox(testApp);
  return { applicationId: response.json().id as string, form };
}

async function partnerRow(id: string) {
  const [row] = await db().select().from(partners).where(eq(partners.id, id));
  return row!;
}

async function applicationRow(id: string) {
  const [row] = await db().select().from(partnerApplications).where(eq(partnerApplications.id, id));
  return row!;
}

async function auditRows(action: string) {
  return db().select().from(auditLog).where(eq(auditLog.action, action));
}

async function queuedJobs() {
  const [row] = await db().select({ n: count() }).from(jobs);
  return row!.n;
}

function mailTo(sent: SentMail[], to: string): SentMail {
  const found = sent.filter((mail) => mail.to === to);
  expect(found, `one e-mail to ${to}`).toHaveLength(1);
  return found[0]!;
}

async function checkLink(token: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/partners/set-password/${token}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { valid: boolean; companyName?: string };
}

const someId = '00000000-0000-4000-8000-000000000000';
const adminRoutes: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/partner-applications' },
  { method: 'GET', url: `/api/admin/partner-applications/${someId}` },
  { method: 'GET', url: `/api/admin/partner-applications/${someId}/documents/${someId}/download` },
  { method: 'POST', url: `/api/admin/partner-applications/${someId}/approve`, payload: {} },
  {
    method: 'POST',
    url: `/api/admin/partner-applications/${someId}/reject`,
    payload: { notes: 'No license.' },
  },
  { method: 'POST', url: `/api/admin/partners/${someId}/invite` },
  { method: 'GET', url: '/api/admin/partners' },
  { method: 'GET', url: '/api/admin/cases' },
  { method: 'PUT', url: `/api/admin/cases/${someId}/partner`, payload: { partnerId: someId } },
  { method: 'GET', url: `/api/admin/cases/${someId}` },
  { method: 'POST', url: '/api/admin/cases/owner', payload: { caseIds: [someId], ownerId: null } },
  { method: 'PATCH', url: `/api/admin/cases/${someId}`, payload: { priority: 'urgent' } },
  {
    method: 'POST',
    url: `/api/admin/cases/${someId}/updates`,
    payload: { title: 'Call booked', description: 'We will call on Monday.' },
  },
];

describe('who may call the admin partner routes', () => {
  it('answers 401 to every way of calling without a staff sign-in', async () => {
    await expectSignInRequired(testApp.app, adminRoutes, await refusedSignIns(db(), 'staff'));
  });

  it('answers 403 to an editor on every route, and changes nothing', async () => {
    const { applicationId } = await insertApplication(db());
    const routes = [
      ...adminRoutes,
      {
        method: 'POST',
        url: `/api/admin/partner-applications/${applicationId}/approve`,
        payload: {},
      },
    ] satisfies InjectOptions[];
    for (const route of routes) {
      const response = await testApp.app.inject({ ...route, headers: bearer(editor.token) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await applicationRow(applicationId)).status).toBe('submitted');
    expect(await queuedJobs()).toBe(0);
  });
});

describe('GET /api/admin/partner-applications', () => {
  it('lists a submitted application made through the public form', async () => {
    const { applicationId, form } = await applyThroughForm();
    const response = await call('GET', '/api/admin/partner-applications');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.statusCode).toBe(200);
    const listed = response.json().find((item: { id: string }) => item.id === applicationId);
    expect(listed).toEqual({
      id: applicationId,
      partnerId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      companyName: form.companyName,
      companyType: form.companyType,
      contactPerson: form.contactPerson,
      email: form.email,
      jurisdiction: form.jurisdiction,
      status: 'submitted',
      submittedAt: expect.any(String),
      documentCount: 0,
    });

    const approved = await call('GET', '/api/admin/partner-applications?status=approved');
    expect(approved.json()).toEqual([]);
    const all = await call('GET', '/api/admin/partner-applications?status=all');
    expect(all.json().map((item: { id: string }) => item.id)).toEqual([applicationId]);
  });

  it('puts waiting applications first, oldest first, then the most recently reviewed', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const waitingNewer = await insertApplication(db(), {
      application: { submittedAt: daysAgo(1) },
    });
    const waitingOlder = await insertApplication(db(), {
      application: { submittedAt: daysAgo(3) },
    });
    const reviewedLongAgo = await insertApplication(db(), {
      partner: { verificationStatus: 'verified' },
      application: { submittedAt: daysAgo(2), status: 'approved', reviewedAt: daysAgo(1.5) },
    });
    const reviewedLately = await insertApplication(db(), {
      partner: { verificationStatus: 'rejected' },
      application: { submittedAt: daysAgo(9), status: 'rejected', reviewedAt: daysAgo(0.1) },
    });
    const ids = async (query: string) =>
      (await call('GET', `/api/admin/partner-applications${query}`))
        .json()
        .map((item: { id: string }) => item.id);

    expect(await ids('')).toEqual([waitingOlder.applicationId, waitingNewer.applicationId]);
    expect(await ids('?status=all')).toEqual([
      waitingOlder.applicationId,
      waitingNewer.applicationId,
      reviewedLately.applicationId,
      reviewedLongAgo.applicationId,
    ]);
    expect(await ids('?status=approved')).toEqual([reviewedLongAgo.applicationId]);
    expect(await ids('?status=rejected')).toEqual([reviewedLately.applicationId]);
    const bad = await call('GET', '/api/admin/partner-applications?status=pending');
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/admin/partner-applications/:id', () => {
  it("shows the firm's details and its documents, counted in the list", async () => {
    const stored = await insertApplication(db(), {
      partner: { website: 'https://hollis.example', barNumber: 'NV-1' },
    });
    await db()
      .insert(partnerDocuments)
      .values([
        {
          partnerId: stored.partnerId,
          documentType: 'bar-license',
          fileName: 'license.pdf',
          filePath: `partners/${stored.partnerId}/${randomUUID()}/license.pdf`,
          fileSize: 2048,
          mimeType: 'application/pdf',
          uploadedAt: new Date('2025-01-02T10:00:00Z'),
        },
        {
          partnerId: stored.partnerId,
          documentType: 'insurance',
          fileName: 'insurance.png',
          filePath: `partners/${stored.partnerId}/${randomUUID()}/insurance.png`,
          fileSize: 4096,
          mimeType: 'image/png',
          uploadedAt: new Date('2025-01-03T10:00:00Z'),
        },
      ]);
    const response = await call('GET', `/api/admin/partner-applications/${stored.applicationId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: stored.applicationId,
      companyName: 'Hollis Legal Aid',
      phone: '(555) 010-4000',
      website: 'https://hollis.example',
      businessLicense: null,
      barNumber: 'NV-1',
      servicesOffered: ['Consumer Protection'],
      agreementAccepted: true,
      documentCount: 2,
      reviewedAt: null,
      reviewedBy: null,
      reviewNotes: null,
      partner: {
        verificationStatus: 'pending',
        isActive: true,
        hasPassword: false,
        verifiedAt: null,
      },
      documents: [
        {
          documentType: 'bar-license',
          fileName: 'license.pdf',
          fileSize: 2048,
          mimeType: 'application/pdf',
        },
        {
          documentType: 'insurance',
          fileName: 'insurance.png',
          fileSize: 4096,
          mimeType: 'image/png',
        },
      ],
    });
    const list = await call('GET', '/api/admin/partner-applications');
    expect(list.json()[0]).toMatchObject({ id: stored.applicationId, documentCount: 2 });
  });

  it.each([
    ['an unknown id', someId],
    ['a malformed id', 'not-an-id'],
  ])('answers 404 to %s', async (_name, id) => {
    const response = await call('GET', `/api/admin/partner-applications/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: APPLICATION_NOT_FOUND_MESSAGE });
  });
});

describe('GET /api/admin/partner-applications/:id/documents/:docId/download', () => {
  /** Stores bytes through the real signed upload address (handed out as step 1 records it). */
  async function storeFile(key: string, bytes: Buffer) {
    const expiresAt = new Date(Date.now() + 60_000);
    await db()
      .insert(pendingUploads)
      .values({ ownerKind: 'partner', ownerId: key.split('/')[1]!, storageKey: key, expiresAt });
    const url = await testApp.app.storage.createUploadUrl(key, 'application/pdf', expiresAt);
    const upload = await testApp.app.inject({
      method: 'PUT',
      url,
      payload: bytes,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(upload.statusCode, upload.body).toBe(201);
  }

  it("sends the firm's document as an attachment, and 404 for anyone else's", async () => {
    const stored = await insertApplication(db());
    const other = await insertApplication(db());
    const bytes = Buffer.from('%PDF-1.4\nlicense of Hollis Legal Aid\n%%EOF\n');
    const key = `partners/${stored.partnerId}/${randomUUID()}/license.pdf`;
    await storeFile(key, bytes);
    const [document] = await db()
      .insert(partnerDocuments)
      .values({
        partnerId: stored.partnerId,
        documentType: 'bar-license',
        fileName: 'License 2025.pdf',
        filePath: key,
        fileSize: bytes.length,
        mimeType: 'application/pdf',
      })
      .returning();

    const url = (applicationId: string, documentId: string) =>
      `/api/admin/partner-applications/${applicationId}/documents/${documentId}/download`;
    const response = await call('GET', url(stored.applicationId, document!.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="License 2025.pdf"/,
    );
    expect(response.rawPayload.equals(bytes)).toBe(true);

    for (const [applicationId, documentId, message] of [
      [other.applicationId, document!.id, DOCUMENT_NOT_FOUND_MESSAGE],
      [stored.applicationId, someId, DOCUMENT_NOT_FOUND_MESSAGE],
      [stored.applicationId, 'bad-id', DOCUMENT_NOT_FOUND_MESSAGE],
      [someId, document!.id, APPLICATION_NOT_FOUND_MESSAGE],
    ] as const) {
      const refused = await call('GET', url(applicationId, documentId));
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(message);
    }
  });
});

/** The reason to approve an application that lacks documents, a bar number or a website. */
const anyway = { overrideReason: 'Checked with the state bar by phone.' };

describe('POST /api/admin/partner-applications/:id/approve', () => {
  it('refuses to approve an incomplete application without a reason, naming what is missing', async () => {
    const { applicationId, partnerId } = await insertApplication(db());
    const url = `/api/admin/partner-applications/${applicationId}/approve`;
    for (const payload of [{}, { overrideReason: '   ' }, { notes: 'Looks fine.' }]) {
      const response = await call('POST', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'OVERRIDE_REASON_REQUIRED',
        message:
          'This application has no verification documents, no bar number and no website. Please give a reason to approve it anyway.',
      });
    }
    expect((await applicationRow(applicationId)).status).toBe('submitted');
    expect((await partnerRow(partnerId)).verificationStatus).toBe('pending');
    expect(await auditRows('partner_application.approved')).toHaveLength(0);
    expect(await queuedJobs()).toBe(0);

    const approved = await call('POST', url, anyway);
    expect(approved.statusCode, approved.body).toBe(200);
    const [audit] = await auditRows('partner_application.approved');
    expect(audit!.after).toMatchObject({
      status: 'approved',
      approvedDespite: {
        missing: ['documents', 'barNumber', 'website'],
        reason: 'Checked with the state bar by phone.',
      },
    });
  });

  it('names only what is missing, and needs no reason for a complete application', async () => {
    const { applicationId } = await insertApplication(db(), {
      partner: { barNumber: 'FL-1234', website: null },
    });
    const response = await call(
      'POST',
      `/api/admin/partner-applications/${applicationId}/approve`,
      {},
    );
    expect(response.json().message).toBe(
      'This application has no verification documents and no website. Please give a reason to approve it anyway.',
    );

    const complete = await insertApplication(db(), {
      partner: { barNumber: 'FL-5678', website: 'https://complete.example' },
    });
    await db()
      .insert(partnerDocuments)
      .values({
        partnerId: complete.partnerId,
        documentType: 'business-license',
        fileName: 'license.pdf',
        fileSize: 100,
        mimeType: 'application/pdf',
        filePath: `partners/${complete.partnerId}/license.pdf`,
      });
    const approved = await call(
      'POST',
      `/api/admin/partner-applications/${complete.applicationId}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const [audit] = await auditRows('partner_application.approved');
    expect(audit!.after).not.toHaveProperty('approvedDespite');
  });

  it('verifies the firm, records the review and e-mails a set-password link that works', async () => {
    const { applicationId, form } = await applyThroughForm();
    const before = Date.now();
    const response = await call(
      'POST',
      `/api/admin/partner-applications/${applicationId}/approve`,
      {
        notes: 'Bar number checked with the Florida Bar.',
        overrideReason: 'The license arrived by post.',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: applicationId,
      status: 'approved',
      reviewedBy: 'Ada Okonkwo',
      reviewNotes: 'Bar number checked with the Florida Bar.',
      partner: { verificationStatus: 'verified', isActive: true, hasPassword: false },
    });

    const application = await applicationRow(applicationId);
    expect(application).toMatchObject({
      status: 'approved',
      reviewedBy: admin.id,
      reviewNotes: 'Bar number checked with the Florida Bar.',
    });
    expect(application.reviewedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const partner = await partnerRow(application.partnerId);
    expect(partner).toMatchObject({
      verificationStatus: 'verified',
      verifiedBy: admin.id,
      verificationNotes: 'Bar number checked with the Florida Bar.',
      passwordHash: null,
    });
    expect(partner.verifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [audit] = await auditRows('partner_application.approved');
    expect(audit).toMatchObject({
      actorKind: 'staff',
      actorId: admin.id,
      entityType: 'partner_application',
      entityId: applicationId,
      before: { status: 'submitted', reviewedBy: null, partner: { verificationStatus: 'pending' } },
      after: {
        status: 'approved',
        reviewedBy: admin.id,
        partner: { verificationStatus: 'verified', verifiedBy: admin.id },
      },
    });

    const [invite] = await db()
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.principalId, partner.id), eq(authTokens.purpose, 'partner_invite')));
    const hours = (invite!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const mail = mailTo(await takeOutbox(testApp), form.email);
    expect(mail.subject).toBe('Your TRA partnership application is approved');
    expect(mail.body).toContain('72 hours');
    expect(mail.body).toContain('can be used once');
    const token = setPasswordToken(mail, testApp.config.publicUrl);
    expect(await checkLink(token)).toMatchObject({ valid: true, companyName: form.companyName });
  });

  it('answers 409 to a second review and changes nothing more', async () => {
    const { applicationId } = await insertApplication(db());
    const url = `/api/admin/partner-applications/${applicationId}`;
    expect((await call('POST', `${url}/approve`, anyway)).statusCode).toBe(200);
    const reviewed = await applicationRow(applicationId);
    const jobsAfterFirst = await queuedJobs();

    for (const [action, payload] of [
      ['approve', anyway],
      ['reject', { notes: 'Changed my mind.' }],
    ] as const) {
      const again = await call('POST', `${url}/${action}`, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'APPLICATION_REVIEWED',
        message: APPLICATION_REVIEWED_MESSAGE,
      });
    }
    expect(await applicationRow(applicationId)).toEqual(reviewed);
    expect((await partnerRow(reviewed.partnerId)).verificationStatus).toBe('verified');
    expect(await queuedJobs()).toBe(jobsAfterFirst);
    expect(await auditRows('partner_application.approved')).toHaveLength(1);
    expect(await auditRows('partner_application.rejected')).toHaveLength(0);
  });

  it('answers 404 to an unknown or malformed application', async () => {
    for (const id of [someId, 'nope']) {
      const response = await call('POST', `/api/admin/partner-applications/${id}/approve`, {});
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(APPLICATION_NOT_FOUND_MESSAGE);
    }
  });
});

describe('POST /api/admin/partner-applications/:id/reject', () => {
  it('refuses a rejection without a reason and changes nothing', async () => {
    const { applicationId, partnerId } = await insertApplication(db());
    for (const payload of [{}, { notes: '   ' }]) {
      const response = await call(
        'POST',
        `/api/admin/partner-applications/${applicationId}/reject`,
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/reason/i),
      });
    }
    expect(await applicationRow(applicationId)).toMatchObject({
      status: 'submitted',
      reviewedAt: null,
    });
    expect((await partnerRow(partnerId)).verificationStatus).toBe('pending');
    expect(await queuedJobs()).toBe(0);
    expect(await auditRows('partner_application.rejected')).toHaveLength(0);
  });

  it('rejects with the reason, e-mails it with the support contact and audits it', async () => {
    const stored = await insertApplication(db());
    const reason = 'We could not confirm the license number with the state bar.';
    const response = await call(
      'POST',
      `/api/admin/partner-applications/${stored.applicationId}/reject`,
      { notes: reason },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      reviewedBy: 'Ada Okonkwo',
      reviewNotes: reason,
      partner: { verificationStatus: 'rejected', verifiedAt: null },
    });
    expect(await applicationRow(stored.applicationId)).toMatchObject({
      status: 'rejected',
      reviewedBy: admin.id,
      reviewNotes: reason,
    });
    expect((await partnerRow(stored.partnerId)).verificationStatus).toBe('rejected');
    const [audit] = await auditRows('partner_application.rejected');
    expect(audit).toMatchObject({
      actorId: admin.id,
      entityId: stored.applicationId,
      before: { status: 'submitted' },
      after: {
        status: 'rejected',
        reviewNotes: reason,
        partner: { verificationStatus: 'rejected' },
      },
    });
    const [invites] = await db().select({ n: count() }).from(authTokens);
    expect(invites!.n).toBe(0);

    const mail = mailTo(await takeOutbox(testApp), stored.email);
    expect(mail.body).toContain(reason);
    expect(mail.body).toContain(testApp.config.site.supportEmail);
    expect(mail.body).toContain(testApp.config.site.supportPhonePrimary);
    expect(mail.body).not.toContain('set-password');
  });
});

describe('POST /api/admin/partners/:id/invite', () => {
  it('e-mails a new link and cancels the one sent before', async () => {
    const { applicationId, form } = await applyThroughForm({ companyName: 'Vance & Ortiz' });
    await call('POST', `/api/admin/partner-applications/${applicationId}/approve`, anyway);
    const first = setPasswordToken(
      mailTo(await takeOutbox(testApp), form.email),
      testApp.config.publicUrl,
    );
    const { partnerId } = await applicationRow(applicationId);

    const response = await call('POST', `/api/admin/partners/${partnerId}/invite`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: INVITE_SENT_MESSAGE });

    const mail = mailTo(await takeOutbox(testApp), form.email);
    expect(mail.body).toContain('72 hours');
    const second = setPasswordToken(mail, testApp.config.publicUrl);
    expect(second).not.toBe(first);
    expect(await checkLink(first)).toMatchObject({ valid: false });
    expect(await checkLink(second)).toMatchObject({ valid: true, companyName: 'Vance & Ortiz' });

    const [audit] = await auditRows('partner.invite_sent');
    expect(audit).toMatchObject({ actorId: admin.id, entityType: 'partner', entityId: partnerId });
    expect(JSON.stringify(audit)).not.toContain(second);
  });

  it('refuses firms that are not verified or not active (409), and unknown ones (404)', async () => {
    const pending = await insertApplication(db());
    const rejected = await insertApplication(db(), { partner: { verificationStatus: 'rejected' } });
    const inactive = await createPartnerAccount(db(), { isActive: false });
    for (const [id, status, message] of [
      [pending.partnerId, 409, PARTNER_NOT_VERIFIED_MESSAGE],
      [rejected.partnerId, 409, PARTNER_NOT_VERIFIED_MESSAGE],
      [inactive.id, 409, PARTNER_INACTIVE_MESSAGE],
      [someId, 404, PARTNER_NOT_FOUND_MESSAGE],
      ['not-an-id', 404, PARTNER_NOT_FOUND_MESSAGE],
    ] as const) {
      const response = await call('POST', `/api/admin/partners/${id}/invite`);
      expect(response.statusCode, id).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const [tokens] = await db().select({ n: count() }).from(authTokens);
    expect(tokens!.n).toBe(0);
    expect(await queuedJobs()).toBe(0);
  });
});

describe('GET /api/admin/partners', () => {
  it('lists verified firms by default, with their password state and case load', async () => {
    const busy = await createPartnerAccount(db(), { companyName: 'Busy Law' });
    const fresh = await createPartnerAccount(db(), {
      companyName: 'Anchor Legal',
      passwordHash: null,
    });
    const pending = await insertApplication(db());
    const client = await createClientAccount(db());
    await db()
      .insert(cases)
      .values(
        [1, 2].map((n) => ({
          userId: client.id,
          caseNumber: `TRA-2025-LIST-${n}-${randomUUID().slice(0, 8)}`,
          timeshareCompany: 'Sunny Shores',
          situation: 'Fees keep rising.',
          assignedPartnerId: busy.id,
        })),
      );

    const response = await call('GET', '/api/admin/partners');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        id: fresh.id,
        companyName: 'Anchor Legal',
        verificationStatus: 'verified',
        isActive: true,
        hasPassword: false,
        assignedCaseCount: 0,
      }),
      expect.objectContaining({ id: busy.id, hasPassword: true, assignedCaseCount: 2 }),
    ]);
    const pendingOnly = await call('GET', '/api/admin/partners?status=pending');
    expect(pendingOnly.json().map((item: { id: string }) => item.id)).toEqual([pending.partnerId]);
    const all = await call('GET', '/api/admin/partners?status=all');
    expect(all.json()).toHaveLength(3);
  });
});
