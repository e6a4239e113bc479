import type { FastifyRequest } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_LOCKED_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '@shared/contracts/auth';
import {
  APPLICATION_ALREADY_REVIEWED_MESSAGE,
  PARTNER_APPLICATION_RECEIVED_MESSAGE,
  PARTNER_EMAIL_TAKEN_MESSAGE,
  PARTNER_INACTIVE_MESSAGE,
  PARTNER_PASSWORD_NOT_SET_MESSAGE,
  PARTNER_PENDING_MESSAGE,
  PARTNER_REJECTED_MESSAGE,
  PASSWORD_SET_MESSAGE,
  SET_PASSWORD_LINK_INVALID_MESSAGE,
  VERIFICATION_LINK_INVALID_MESSAGE,
} from '@shared/contracts/partners';
import {
  FILE_TOO_LARGE_MESSAGE,
  fileTypeNotAllowedMessage,
  verificationDocumentExtensions,
} from '@shared/document-files';
import {
  auditLog,
  authTokens,
  jobs,
  loginAttempts,
  partnerApplications,
  partnerDocuments,
  partners,
} from '../../db/schema';
import { generateToken, hashToken } from '../../platform/auth/tokens';
import { bearer, createPartnerAccount, TEST_PASSWORD } from '../../testing/accounts';
import { clearOutbox, queuedMail, readOutbox } from '../../testing/outbox';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { requestsTo } from '../../testing/requests';
import { createTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { SET_PASSWORD_LINK_VALID_MESSAGE } from './partner-auth';
import { tokenSafeLogSerializers } from '../../platform/token-safe-log';

const testApp = useTestApp({ formRateLimit: 1000 });
const db = () => testApp.database.db;

beforeEach(async () => {
  await db().delete(loginAttempts);
  await db().delete(jobs);
  clearOutbox(testApp);
});

const { get, post } = requestsTo(testApp);

let applied = 0;
const newApplication = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Smith & Park Consumer Law',
  companyType: 'law-firm',
  contactPerson: 'Eleanor Smith',
  email: `eleanor.${++applied}.${Date.now()}@smithlaw.example`,
  phone: '(555) 014-8800',
  website: 'https://smithlaw.example',
  businessLicense: 'FL-LF-2020-118',
  barNumber: 'FL-998877',
  jurisdiction: 'Florida',
  servicesOffered: ['Timeshare Cancellation', 'Contract Review'],
  agreementAccepted: true,
  companyWebsite: '',
  ...overrides,
});

async function storedCounts() {
  const [partnerRows] = await db().select({ n: count() }).from(partners);
  const [applications] = await db().select({ n: count() }).from(partnerApplications);
  const [tokens] = await db().select({ n: count() }).from(authTokens);
  const [audits] = await db().select({ n: count() }).from(auditLog);
  const [jobRows] = await db().select({ n: count() }).from(jobs);
  return {
    partners: partnerRows!.n,
    applications: applications!.n,
    tokens: tokens!.n,
    audits: audits!.n,
    jobs: jobRows!.n,
  };
}

const auditOf = (action: string, entityId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

const VERIFICATION_LINK = /\/partner-portal\?tab=verification&token=([A-Za-z0-9_-]+)/;

/** Applies and returns the application, its partner and the Verification tab token. */
async function apply(overrides: Record<string, unknown> = {}) {
  const form = newApplication(overrides);
  const response = await post('/api/partners/apply', form);
  expect(response.statusCode).toBe(201);
  const applicationId: string = response.json().id;
  const [row] = await db()
    .select({ partnerId: partnerApplications.partnerId })
    .from(partnerApplications)
    .where(eq(partnerApplications.id, applicationId));
  const letter = (await queuedMail(db())).find((mail) => mail.to === form.email.toLowerCase());
  const token = letter?.text.match(VERIFICATION_LINK)?.[1];
  expect(token).toBeDefined();
  await db().delete(jobs);
  return { form, applicationId, partnerId: row!.partnerId, token: token! };
}

describe('POST /api/partners/apply', () => {
  it('stores a pending partner, the application, the link, an audit row and two e-mails', async () => {
    const before = await storedCounts();
    const form = newApplication({ email: 'Eleanor.Smith@SmithLaw.example' });
    const response = await post('/api/partners/apply', form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: PARTNER_APPLICATION_RECEIVED_MESSAGE,
    });
    const applicationId: string = response.json().id;

    const [application] = await db()
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    expect(application).toMatchObject({
      applicationType: 'partnership',
      status: 'submitted',
      reviewedAt: null,
      documents: [],
    });
    const { companyWebsite: _honeypot, ...formFields } = form;
    expect(application!.applicationData).toEqual({
      ...formFields,
      email: 'eleanor.smith@smithlaw.example',
    });

    const [partner] = await db()
      .select()
      .from(partners)
      .where(eq(partners.id, application!.partnerId));
    expect(partner).toMatchObject({
      companyName: form.companyName,
      companyType: 'law-firm',
      contactPerson: 'Eleanor Smith',
      email: 'eleanor.smith@smithlaw.example',
      phone: '(555) 014-8800',
      website: 'https://smithlaw.example',
      businessLicense: 'FL-LF-2020-118',
      barNumber: 'FL-998877',
      jurisdiction: 'Florida',
      servicesOffered: ['Timeshare Cancellation', 'Contract Review'],
      passwordHash: null,
      verificationStatus: 'pending',
      agreementAccepted: true,
      isActive: true,
    });

    const [link] = await db()
      .select()
      .from(authTokens)
      .where(eq(authTokens.principalId, partner!.id));
    expect(link).toMatchObject({
      purpose: 'partner_verification',
      principalKind: 'partner',
      usedAt: null,
    });
    const days = (link!.expiresAt.getTime() - link!.createdAt.getTime()) / (24 * 60 * 60 * 1000);
    expect(days).toBeCloseTo(30, 5);

    const [audit] = await auditOf('partner_application.submitted', applicationId);
    expect(audit).toMatchObject({
      actorKind: 'partner',
      actorId: partner!.id,
      entityType: 'partner_application',
      before: null,
    });
    expect(JSON.stringify(audit!.after)).not.toContain('passwordHash');
    expect(await storedCounts()).toEqual({
      partners: before.partners + 1,
      applications: before.applications + 1,
      tokens: before.tokens + 1,
      audits: before.audits + 1,
      jobs: before.jobs + 2,
    });

    expect(await testApp.app.jobs.runDueJobs()).toBe(2);
    const messages = readOutbox(testApp).map((mail) => mail.body);
    expect(messages).toHaveLength(2);
    const toApplicant = messages.find((eml) => /^To: eleanor.smith@smithlaw.example$/m.test(eml));
    expect(toApplicant).toMatch(/^Subject: We received your TRA partnership application$/m);
    expect(toApplicant).toContain('3-5 business days');
    expect(toApplicant).toContain('PDF, DOC or JPG files of up to 10 MB');
    const verificationLink = toApplicant!.match(VERIFICATION_LINK);
    expect(toApplicant).toContain(
      `${testApp.config.publicUrl}/partner-portal?tab=verification&token=${verificationLink![1]}`,
    );
    expect(link!.tokenHash).toBe(hashToken(verificationLink![1]!));

    const supportAddress = testApp.config.site.supportEmail;
    const toStaff = messages.find((eml) => new RegExp(`^To: ${supportAddress}$`, 'm').test(eml));
    expect(toStaff).toMatch(/^Subject: New partner application: Smith & Park Consumer Law$/m);
    expect(toStaff).toMatch(/^Reply-To: eleanor.smith@smithlaw.example$/m);
    for (const fact of [
      'Company: Smith & Park Consumer Law (Law Firm)',
      'Contact person: Eleanor Smith',
      'Email: eleanor.smith@smithlaw.example',
      'Phone: (555) 014-8800',
      'Jurisdiction: Florida',
      'Services: Timeshare Cancellation, Contract Review',
      `${testApp.config.publicUrl}/admin/applications`,
    ]) {
      expect(toStaff).toContain(fact);
    }
  });

  // Requirements §5, each rule with its own message.
  const refusals: [field: string, value: unknown, message: string][] = [
    ['companyName', '', 'Company name is required'],
    ['companyName', '   ', 'Company name is required'],
    ['companyName', undefined, 'Company name is required'],
    ['companyType', 'bank', 'Please choose the type of organization.'],
    ['companyType', undefined, 'Please choose the type of organization.'],
    ['contactPerson', '', 'Contact person is required'],
    ['contactPerson', undefined, 'Contact person is required'],
    ['email', 'not-an-email', 'Valid email is required'],
    ['email', undefined, 'Valid email is required'],
    ['phone', '', 'Phone number is required'],
    ['phone', undefined, 'Phone number is required'],
    ['website', 'not a website', 'Valid website URL is required'],
    ['website', 'https://nodot', 'Valid website URL is required'],
    ['jurisdiction', '', 'Jurisdiction is required'],
    ['jurisdiction', undefined, 'Jurisdiction is required'],
    ['servicesOffered', [], 'At least one service must be selected'],
    ['servicesOffered', undefined, 'At least one service must be selected'],
    ['agreementAccepted', false, 'You must accept the partnership agreement'],
    ['agreementAccepted', undefined, 'You must accept the partnership agreement'],
  ];

  it.each(refusals)(
    'refuses %s = %j with "%s" and stores nothing',
    async (field, value, message) => {
      const before = await storedCounts();
      const form: Record<string, unknown> = newApplication({ [field]: value });
      if (value === undefined) delete form[field];
      const response = await post('/api/partners/apply', form);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
      expect(response.json().issues[0].path).toBe(field);
      expect(await storedCounts()).toEqual(before);
    },
  );

  it('refuses a service that is not offered', async () => {
    const response = await post(
      '/api/partners/apply',
      newApplication({ servicesOffered: ['Timeshare Cancellation', 'Resale marketing'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('One of the services is not in the list.');
  });

  it.each([
    ['', null],
    [undefined, null],
    ['smithlaw.com', 'https://smithlaw.com'],
    ['http://www.smithlaw.com/about', 'http://www.smithlaw.com/about'],
  ])('accepts website %j and stores %j', async (website, stored) => {
    // JSON leaves an undefined website out of the body altogether.
    const { partnerId } = await apply({ website });
    const [partner] = await db().select().from(partners).where(eq(partners.id, partnerId));
    expect(partner!.website).toBe(stored);
  });

  it('refuses an address a partner already uses, in any letter case, and keeps one partner', async () => {
    const { form } = await apply({ email: 'firm.owner@caselaw.example' });
    const before = await storedCounts();
    const again = await post(
      '/api/partners/apply',
      newApplication({ email: 'Firm.OWNER@CaseLaw.example', companyName: 'Another firm' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'PARTNER_EMAIL_TAKEN',
      message: PARTNER_EMAIL_TAKEN_MESSAGE,
    });
    const sameAddress = await db()
      .select({ id: partners.id })
      .from(partners)
      .where(sql`lower(${partners.email}) = ${form.email}`);
    expect(sameAddress).toHaveLength(1);
    expect(await storedCounts()).toEqual(before);
  });

  it('answers two applications with one address at once with one 201 and one 409', async () => {
    const email = `race.${Date.now()}@caselaw.example`;
    const answers = await Promise.all([
      post('/api/partners/apply', newApplication({ email })),
      post('/api/partners/apply', newApplication({ email: email.toUpperCase() })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await db()
      .select({ id: partners.id })
      .from(partners)
      .where(sql`lower(${partners.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = await storedCounts();
    const response = await post(
      '/api/partners/apply',
      newApplication({ companyWebsite: 'http://spam.example' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: PARTNER_APPLICATION_RECEIVED_MESSAGE,
    });
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses a third application from one address within 15 minutes', async () => {
    const limited = await createTestApp({ formRateLimit: 2 });
    try {
      const send = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/partners/apply',
          payload: newApplication({ email }),
        });
      expect((await send('one@firm.example')).statusCode).toBe(201);
      expect((await send('two@firm.example')).statusCode).toBe(201);
      const third = await send('three@firm.example');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      const stored = await limited.database.db.select({ email: partners.email }).from(partners);
      expect(stored.map((row) => row.email).sort()).toEqual([
        'one@firm.example',
        'two@firm.example',
      ]);
    } finally {
      await limited.close();
    }
  });
});

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const uploadTicket = (token: string, payload: object) =>
  post(`/api/partners/application/${token}/documents/upload`, payload);
const registerDocument = (token: string, payload: object) =>
  post(`/api/partners/application/${token}/documents`, payload);

/** Steps 1 and 2 of an upload: the signed address, and the bytes PUT to it. */
async function uploadPdf(token: string, fileName = 'business-license.pdf') {
  const ticket = await uploadTicket(token, {
    fileName,
    documentType: 'business-license',
    fileSize: PDF_BYTES.length,
  });
  expect(ticket.statusCode).toBe(200);
  const { uploadURL, contentType } = ticket.json();
  const put = await testApp.app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { 'content-type': contentType },
    payload: PDF_BYTES,
  });
  expect(put.statusCode).toBe(201);
  return { uploadURL: uploadURL as string, fileUrl: (uploadURL as string).split('?')[0]! };
}

describe('the Verification tab', () => {
  it('shows the status, uploads a license through the real upload address and registers it', async () => {
    const { form, applicationId, partnerId, token } = await apply();
    const status = await get(`/api/partners/application/${token}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      companyName: form.companyName,
      contactPerson: form.contactPerson,
      email: form.email,
      status: 'submitted',
      submittedAt: expect.any(String),
      reviewedAt: null,
      acceptsDocuments: true,
      documents: [],
    });

    const ticket = await uploadTicket(token, {
      fileName: 'business-license.pdf',
      documentType: 'business-license',
      fileSize: PDF_BYTES.length,
    });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json()).toEqual({
      uploadURL: expect.stringMatching(
        new RegExp(`^/api/uploads/partners/${partnerId}/[0-9a-f-]{36}/business-license\\.pdf\\?`),
      ),
      contentType: 'application/pdf',
      expiresAt: expect.any(String),
    });
    const uploadURL: string = ticket.json().uploadURL;
    const put = await testApp.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { 'content-type': 'application/pdf' },
      payload: PDF_BYTES,
    });
    expect(put.statusCode).toBe(201);

    const fileUrl = uploadURL.split('?')[0]!;
    const registered = await registerDocument(token, {
      fileName: 'business-license.pdf',
      documentType: 'business-license',
      fileUrl,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      documentType: 'business-license',
      fileName: 'business-license.pdf',
      fileSize: PDF_BYTES.length,
      uploadedAt: expect.any(String),
    });

    const key = fileUrl.slice('/api/uploads/'.length);
    const [document] = await db()
      .select()
      .from(partnerDocuments)
      .where(eq(partnerDocuments.id, registered.json().id));
    expect(document).toMatchObject({
      partnerId,
      filePath: key,
      mimeType: 'application/pdf',
      fileSize: PDF_BYTES.length,
    });
    const stored = await testApp.app.storage.readStart(key, 8);
    expect(stored.toString('latin1')).toBe('%PDF-1.4');
    const [partner] = await db().select().from(partners).where(eq(partners.id, partnerId));
    expect(partner!.verificationDocuments).toEqual([key]);
    const [application] = await db()
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    expect(application!.documents).toEqual([key]);
    const [audit] = await auditOf('partner_document.uploaded', document!.id);
    expect(audit).toMatchObject({ actorKind: 'partner', actorId: partnerId });

    const after = await get(`/api/partners/application/${token}`);
    expect(after.json().documents).toEqual([registered.json()]);

    const twice = await registerDocument(token, {
      fileName: 'business-license.pdf',
      documentType: 'business-license',
      fileUrl,
    });
    expect(twice.statusCode).toBe(409);
    const documents = await db()
      .select()
      .from(partnerDocuments)
      .where(eq(partnerDocuments.partnerId, partnerId));
    expect(documents).toHaveLength(1);
  });

  it('refuses a program and a file over 10 MB at step 1', async () => {
    const { token } = await apply();
    const program = await uploadTicket(token, {
      fileName: 'license.exe',
      documentType: 'business-license',
    });
    expect(program.statusCode).toBe(400);
    expect(program.json().message).toBe(fileTypeNotAllowedMessage(verificationDocumentExtensions));
    const large = await uploadTicket(token, {
      fileName: 'license.pdf',
      documentType: 'business-license',
      fileSize: 11 * 1024 * 1024,
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ code: 'FILE_TOO_LARGE', message: FILE_TOO_LARGE_MESSAGE });
  });

  it("refuses to register a file uploaded under another applicant's link", async () => {
    const first = await apply();
    const second = await apply();
    const { fileUrl } = await uploadPdf(first.token);
    const response = await registerDocument(second.token, {
      fileName: 'business-license.pdf',
      documentType: 'business-license',
      fileUrl,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('UPLOAD_NOT_FOR_OWNER');
  });

  it('refuses documents once the application is reviewed, and shows the review', async () => {
    const { applicationId, token } = await apply();
    const { fileUrl } = await uploadPdf(token);
    const reviewedAt = new Date();
    await db()
      .update(partnerApplications)
      .set({ status: 'approved', reviewedAt })
      .where(eq(partnerApplications.id, applicationId));

    const status = await get(`/api/partners/application/${token}`);
    expect(status.json()).toMatchObject({
      status: 'approved',
      reviewedAt: reviewedAt.toISOString(),
      acceptsDocuments: false,
    });
    const ticket = await uploadTicket(token, {
      fileName: 'insurance.pdf',
      documentType: 'insurance',
    });
    const late = await registerDocument(token, {
      fileName: 'business-license.pdf',
      documentType: 'business-license',
      fileUrl,
    });
    for (const response of [ticket, late]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'APPLICATION_ALREADY_REVIEWED',
        message: APPLICATION_ALREADY_REVIEWED_MESSAGE,
      });
    }
  });

  it('answers 404 for an unknown, expired or wrong-purpose link', async () => {
    const { partnerId, token } = await apply();
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const invite = generateToken();
    await db()
      .insert(authTokens)
      .values({
        tokenHash: hashToken(invite),
        purpose: 'partner_invite',
        principalKind: 'partner',
        principalId: partnerId,
        expiresAt: new Date(Date.now() + 60_000),
      });
    const upload = { fileName: 'license.pdf', documentType: 'business-license' };
    for (const link of ['not-a-real-token', token, invite]) {
      const answers = [
        await get(`/api/partners/application/${link}`),
        await uploadTicket(link, upload),
        await registerDocument(link, { ...upload, fileUrl: '/api/uploads/x' }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          code: 'VERIFICATION_LINK_INVALID',
          message: VERIFICATION_LINK_INVALID_MESSAGE,
        });
      }
    }
  });

  it('keeps the link out of the request log', () => {
    const logged = tokenSafeLogSerializers.req({
      method: 'GET',
      url: '/api/partners/application/secret-token',
      routeOptions: { url: '/api/partners/application/:token' },
      host: 'localhost',
      ip: '127.0.0.1',
    } as unknown as FastifyRequest);
    expect(logged).toEqual({
      method: 'GET',
      url: '/api/partners/application/:token',
      host: 'localhost',
      remoteAddress: '127.0.0.1',
    });
  });
});

async function insertInvite(partnerId: string, expiresAt = new Date(Date.now() + 72 * 3600_000)) {
  const token = generateToken();
  await db()
    .insert(authTokens)
    .values({
      tokenHash: hashToken(token),
      purpose: 'partner_invite',
      principalKind: 'partner',
      principalId: partnerId,
      expiresAt,
    });
  return token;
}

const login = (email: string, password: string) => post('/api/partners/login', { email, password });
const NEW_PASSWORD = 'harbour lights at dusk';

describe('setting the password from the invite', () => {
  it('checks the link, sets the password once, signs the partner out elsewhere and lets them in', async () => {
    const partner = await createPartnerAccount(db(), { passwordHash: null });
    expect((await login(partner.email, NEW_PASSWORD)).json().message).toBe(
      PARTNER_PASSWORD_NOT_SET_MESSAGE,
    );
    const token = await insertInvite(partner.id);

    const check = await get(`/api/partners/set-password/${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      valid: true,
      email: partner.email,
      companyName: partner.companyName,
      message: SET_PASSWORD_LINK_VALID_MESSAGE,
    });

    const set = await post('/api/partners/set-password', { token, password: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ message: PASSWORD_SET_MESSAGE });
    const [stored] = await db().select().from(partners).where(eq(partners.id, partner.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    const [audit] = await auditOf('partner.password_set', partner.id);
    expect(audit).toMatchObject({
      actorKind: 'partner',
      actorId: partner.id,
      entityType: 'partner',
      before: { hasPassword: false },
      after: { hasPassword: true },
    });
    // The session from before the change has ended.
    expect((await get('/api/partners/me', { headers: bearer(partner.token) })).statusCode).toBe(
      401,
    );

    const signedIn = await login(partner.email.toUpperCase(), NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().partner.id).toBe(partner.id);

    const again = await post('/api/partners/set-password', {
      token,
      password: 'another passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'SET_PASSWORD_LINK_INVALID',
      message: SET_PASSWORD_LINK_INVALID_MESSAGE,
    });
    expect((await get(`/api/partners/set-password/${token}`)).json()).toEqual({
      valid: false,
      message: SET_PASSWORD_LINK_INVALID_MESSAGE,
    });
    expect((await login(partner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link, a link of a partner who may not sign in, and an unknown one', async () => {
    const expiredFor = await createPartnerAccount(db(), { passwordHash: null });
    const expired = await insertInvite(expiredFor.id, new Date(Date.now() - 1000));
    const pending = await createPartnerAccount(db(), {
      passwordHash: null,
      verificationStatus: 'pending',
    });
    const inactive = await createPartnerAccount(db(), { passwordHash: null, isActive: false });
    const links = [
      expired,
      await insertInvite(pending.id),
      await insertInvite(inactive.id),
      'not-a-real-token',
    ];
    for (const token of links) {
      expect((await get(`/api/partners/set-password/${token}`)).json()).toEqual({
        valid: false,
        message: SET_PASSWORD_LINK_INVALID_MESSAGE,
      });
      const response = await post('/api/partners/set-password', { token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('SET_PASSWORD_LINK_INVALID');
    }
    const rows = await db()
      .select({ passwordHash: partners.passwordHash })
      .from(partners)
      .where(sql`${partners.id} in (${expiredFor.id}, ${pending.id}, ${inactive.id})`);
    expect(rows.every((row) => row.passwordHash === null)).toBe(true);
  });

  it('stops the other invites still out and ends a sign-in lockout', async () => {
    const partner = await createPartnerAccount(db(), { passwordHash: null });
    const older = await insertInvite(partner.id);
    const newer = await insertInvite(partner.id);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(partner.email, 'a wrong guess');
    expect((await login(partner.email, NEW_PASSWORD)).statusCode).toBe(429);

    const set = await post('/api/partners/set-password', { token: newer, password: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect((await login(partner.email, NEW_PASSWORD)).statusCode).toBe(200);
    const reuse = await post('/api/partners/set-password', {
      token: older,
      password: 'other words',
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses a short password with the password rule', async () => {
    const partner = await createPartnerAccount(db(), { passwordHash: null });
    const token = await insertInvite(partner.id);
    const response = await post('/api/partners/set-password', { token, password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect((await get(`/api/partners/set-password/${token}`)).json().valid).toBe(true);
  });
});

async function failedAttempts(email: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.principalKind, 'partner'),
        eq(loginAttempts.email, email.toLowerCase()),
        eq(loginAttempts.succeeded, false),
      ),
    );
  return row!.n;
}

describe('POST /api/partners/login', () => {
  it('signs a verified partner in with the profile, in any letter case', async () => {
    const partner = await createPartnerAccount(db());
    const response = await login(partner.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      partner: {
        id: partner.id,
        companyName: partner.companyName,
        contactPerson: 'Grace Lee',
        email: partner.email,
        locale: 'en',
      },
    });
    const me = await get('/api/partners/me', { headers: bearer(response.json().token) });
    expect(me.json()).toEqual({ partner: response.json().partner });
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const partner = await createPartnerAccount(db());
    for (const response of [
      await login(partner.email, 'not the password'),
      await login('nobody@firm.example', TEST_PASSWORD),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: INVALID_CREDENTIALS_MESSAGE,
      });
    }
  });

  it.each([
    ['pending', { verificationStatus: 'pending', passwordHash: null }, PARTNER_PENDING_MESSAGE],
    ['rejected', { verificationStatus: 'rejected', passwordHash: null }, PARTNER_REJECTED_MESSAGE],
    ['without a password', { passwordHash: null }, PARTNER_PASSWORD_NOT_SET_MESSAGE],
    ['deactivated (right password)', { isActive: false }, PARTNER_INACTIVE_MESSAGE],
  ] as const)(
    'tells a partner %s why they cannot sign in, counting it as a failure',
    async (_name, overrides, message) => {
      const partner = await createPartnerAccount(db(), overrides);
      const response = await login(partner.email, TEST_PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'PARTNER_NOT_ACTIVE', message });
      expect(await failedAttempts(partner.email)).toBe(1);
    },
  );

  it('tells a deactivated partner nothing without the right password', async () => {
    const partner = await createPartnerAccount(db(), { isActive: false });
    const response = await login(partner.email, 'not the password');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('locks the account after 5 failures, even for the right password', async () => {
    const partner = await createPartnerAccount(db());
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(partner.email, `wrong password ${attempt}`)).statusCode).toBe(401);
    }
    const locked = await login(partner.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 'LOGIN_LOCKED', message: LOGIN_LOCKED_MESSAGE });

    // A refusal that explains itself counts too.
    const pending = await createPartnerAccount(db(), { verificationStatus: 'pending' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(pending.email, TEST_PASSWORD)).statusCode).toBe(403);
    }
    expect((await login(pending.email, TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('GET /api/partners/me and POST /api/partners/logout', () => {
  it('ends only this session on logout', async () => {
    const partner = await createPartnerAccount(db());
    const other = (await login(partner.email, TEST_PASSWORD)).json().token as string;
    const me = await get('/api/partners/me', { headers: bearer(partner.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().partner).toMatchObject({ id: partner.id, email: partner.email });

    const out = await post('/api/partners/logout', undefined, { headers: bearer(partner.token) });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await get('/api/partners/me', { headers: bearer(partner.token) })).statusCode).toBe(
      401,
    );
    expect((await get('/api/partners/me', { headers: bearer(other) })).statusCode).toBe(200);
  });

  it('requires a partner sign-in', async () => {
    const refused = await refusedSignIns(db(), 'partner');
    const pending = await createPartnerAccount(db(), { verificationStatus: 'pending' });
    const inactive = await createPartnerAccount(db(), { isActive: false });
    refused.push(['a pending partner', bearer(pending.token)]);
    refused.push(['a deactivated partner', bearer(inactive.token)]);
    await expectSignInRequired(
      testApp.app,
      [
        { method: 'GET', url: '/api/partners/me' },
        { method: 'POST', url: '/api/partners/logout' },
      ],
      refused,
    );
  });
});

describe('OpenAPI', () => {
  it('describes the partner routes, with the bearer sign-in where one is needed', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(paths['/api/partners/apply'].post.tags).toEqual(['partners']);
    expect(paths['/api/partners/apply'].post.requestBody).toBeDefined();
    expect(paths['/api/partners/application/{token}/documents'].post.summary).toBeTruthy();
    expect(paths['/api/partners/set-password/{token}'].get.summary).toBeTruthy();
    expect(paths['/api/partners/login'].post.security).toBeUndefined();
    expect(paths['/api/partners/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/partners/logout'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});
