import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  articles,
  callbackRequests,
  authTokens,
  caseDocumentRequests,
  caseDocuments,
  caseMessages,
  categories,
  jobs,
  legalCases,
  legalForms,
  legalRegulations,
  legalResources,
  legalStatutes,
  partnerDocuments,
  pendingUploads,
} from '@server/db/schema';
import { seedLegalDatabase } from '@server/db/seed/legal';
import { insertCase } from '@server/modules/admin-cases/case-fixtures';
import { insertApplication } from '@server/modules/admin-partners/test-helpers';
import { storeContact, storeIntake } from '@server/modules/admin-inbox/test-helpers';
import { INTAKE_INVITE } from '@server/modules/admin-inbox/intake-links';
import { STAFF_INVITE } from '@server/modules/admin-people/staff-invite';
import { unsubscribeTokenFor } from '@server/modules/guide-digest/test-fixtures';
import { PARTNER_INVITE } from '@server/modules/partners/set-password-link';
import { PARTNER_VERIFICATION } from '@server/modules/partners/verification-link';
import { createSession } from '@server/platform/auth/sessions';
import { issueToken, type TokenKind } from '@server/platform/auth/single-use-tokens';
import { MAIL_JOB } from '@server/platform/mail';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  type TestAccount,
} from '@server/testing/accounts';
import { sessionOf } from '@server/testing/sessions';
import type { TestApp } from '@server/testing/test-app';

/*
 * The fixtures every security test works on: the eight principals of the authorization
 * matrix and, around them, one of everything a route can address (A's case assigned to
 * partner X, its documents and messages, an article, an application, links sent by e-mail, a
 * failed job). A world is cheap enough to build one per state-changing request, so no call
 * spoils the next.
 */

export const principals = [
  'anonymous',
  'clientA',
  'clientB',
  'partnerX',
  'partnerY',
  'editor',
  'admin',
  /** An admin signed in with the password only, before setting up two-step sign-in (020). */
  'enrollingAdmin',
] as const;
export type Principal = (typeof principals)[number];

export const PDF_BYTES = Buffer.from('%PDF-1.4\n% a tiny test document\n%%EOF\n');

/** A file that was PUT to its signed address but not yet registered (upload step 3 pending). */
export interface PendingUpload {
  fileName: string;
  fileUrl: string;
}

export interface World {
  accounts: Record<Exclude<Principal, 'anonymous'>, TestAccount>;
  /** Client A's case, assigned to partner X. */
  caseA: string;
  /** Client B's own case, assigned to no partner. */
  caseB: string;
  /** On case A: shared with the client, and private to the partner. */
  publicDocA: string;
  privateDocA: string;
  pendingCaseUpload: PendingUpload;
  /** A signed address on case A that nothing has been PUT to yet. */
  freshUploadUrl: string;
  /** An open document request on case A, asked by partner X. */
  openRequestA: string;
  draftArticle: { id: string; slug: string };
  emptyCategory: string;
  intake: string;
  contact: string;
  callback: string;
  /** A firm's submitted application with one license document, and its Verification link. */
  application: {
    id: string;
    partnerId: string;
    documentId: string;
    verificationToken: string;
    pendingUpload: PendingUpload;
  };
  /** Links sent by e-mail, each still usable. */
  links: {
    clientAReset: string;
    clientAEmailChange: string;
    partnerSetPassword: string;
    staffSetPassword: string;
    intakeInvitation: string;
    /** The unsubscribe link of a guide digest to client A (no sign-in needed). */
    clientADigestUnsubscribe: string;
  };
  /** The public ids of the sessions the principals call with (their session lists' ids). */
  sessions: { clientA: string; partnerX: string; editor: string };
  /** Staff member invited but without a password yet. */
  invitedStaff: string;
  failedJob: string;
  legal: LegalIds;
}

export interface LegalIds {
  statute: string;
  case: string;
  regulation: string;
  form: string;
  resource: string;
  /** A form and a PUT body that keeps its texts as they are, for the CMS edit route. */
  formEdit: { id: string; body: object };
}

export function headersOf(world: World, principal: Principal): Record<string, string> {
  return principal === 'anonymous' ? {} : bearer(world.accounts[principal].token);
}

/** An admin whose session is limited to setting up two-step sign-in, as the password step gives it. */
async function enrollingAdmin(db: Database): Promise<TestAccount> {
  const admin = await createStaffAccount(db, 'admin');
  const token = await createSession(db, { kind: 'staff', id: admin.id }, { stage: 'enrolment' });
  return { ...admin, token };
}

/** A signed upload address, recorded as handed out the way step 1 does (decision 013). */
async function uploadAddress(testApp: TestApp, key: string): Promise<string> {
  const expiresAt = new Date(Date.now() + 600_000);
  const [prefix, ownerId] = key.split('/');
  await testApp.database.db.insert(pendingUploads).values({
    ownerKind: prefix === 'cases' ? 'case' : 'partner',
    ownerId: ownerId!,
    storageKey: key,
    expiresAt,
  });
  return testApp.app.storage.createUploadUrl(key, 'application/pdf', expiresAt);
}

/** Puts bytes into storage the way a browser does: a PUT to a signed upload address. */
async function upload(testApp: TestApp, key: string, bytes: Buffer): Promise<string> {
  const url = await uploadAddress(testApp, key);
  const response = await testApp.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/pdf' },
    payload: bytes,
  });
  if (response.statusCode !== 201) throw new Error(`Fixture upload failed: ${response.body}`);
  return response.json<{ fileUrl: string }>().fileUrl;
}

/** A stored file recorded as a document directly: its upload is no longer pending. */
async function uploadRegistered(testApp: TestApp, key: string, bytes: Buffer): Promise<void> {
  await upload(testApp, key, bytes);
  await testApp.database.db.delete(pendingUploads).where(eq(pendingUploads.storageKey, key));
}

async function pendingUpload(testApp: TestApp, keyPrefix: string): Promise<PendingUpload> {
  const fileName = 'signed-contract.pdf';
  const fileUrl = await upload(testApp, `${keyPrefix}/${randomUUID()}/${fileName}`, PDF_BYTES);
  return { fileName, fileUrl };
}

async function caseDocument(testApp: TestApp, caseId: string, isPublic: boolean) {
  const key = `cases/${caseId}/${randomUUID()}/letter.pdf`;
  await uploadRegistered(testApp, key, PDF_BYTES);
  const [row] = await testApp.database.db
    .insert(caseDocuments)
    .values({
      caseId,
      fileName: 'letter.pdf',
      fileType: 'application/pdf',
      fileSize: PDF_BYTES.length,
      documentType: 'correspondence',
      uploadedBy: 'Okafor & Lee Consumer Law',
      isPublic,
      storageKey: key,
    })
    .returning({ id: caseDocuments.id });
  return row!.id;
}

async function openRequest(db: Database, caseId: string, partner: TestAccount): Promise<string> {
  const [row] = await db
    .insert(caseDocumentRequests)
    .values({
      caseId,
      title: 'Signed purchase contract',
      documentType: 'contract',
      askedByPartnerId: partner.id,
      askedBy: 'Okafor & Lee Consumer Law',
    })
    .returning({ id: caseDocumentRequests.id });
  return row!.id;
}

const HOUR = 60 * 60 * 1000;
const RESET_LINK: TokenKind = { purpose: 'password_reset', principalKind: 'client' };
const EMAIL_CHANGE: TokenKind = { purpose: 'email_change', principalKind: 'client' };

async function link(db: Database, kind: TokenKind, principalId: string): Promise<string> {
  const issued = await issueToken(db, kind, { principalId, lifetimeMs: HOUR, now: new Date() });
  return issued.token;
}

async function application(testApp: TestApp): Promise<World['application']> {
  const db = testApp.database.db;
  const stored = await insertApplication(db);
  const key = `partners/${stored.partnerId}/${randomUUID()}/license.pdf`;
  await uploadRegistered(testApp, key, PDF_BYTES);
  const [document] = await db
    .insert(partnerDocuments)
    .values({
      partnerId: stored.partnerId,
      documentType: 'business-license',
      fileName: 'license.pdf',
      filePath: key,
      fileSize: PDF_BYTES.length,
      mimeType: 'application/pdf',
    })
    .returning({ id: partnerDocuments.id });
  return {
    id: stored.applicationId,
    partnerId: stored.partnerId,
    documentId: document!.id,
    verificationToken: await link(db, PARTNER_VERIFICATION, stored.partnerId),
    pendingUpload: await pendingUpload(testApp, `partners/${stored.partnerId}`),
  };
}

async function idOf(rows: Promise<{ id: string }[]>): Promise<string> {
  const [row] = await rows;
  if (!row) throw new Error('The legal database fixture is empty.');
  return row.id;
}

async function unchangedFormEdit(db: TestApp['database']['db']): Promise<LegalIds['formEdit']> {
  const [form] = await db.select().from(legalForms).where(isNull(legalForms.purpose)).limit(1);
  if (!form) throw new Error('The legal database fixture has no form without a purpose.');
  const { title, description, instructions, template, isPublic } = form;
  return { id: form.id, body: { title, description, instructions, template, isPublic } };
}

const legalByApp = new WeakMap<TestApp['app'], Promise<LegalIds>>();

/** The legal database is read-only to every route, so each app seeds it once. */
function legalIds(testApp: TestApp): Promise<LegalIds> {
  let ids = legalByApp.get(testApp.app);
  if (!ids) {
    const db = testApp.database.db;
    ids = seedLegalDatabase(db).then(async () => ({
      statute: await idOf(db.select({ id: legalStatutes.id }).from(legalStatutes).limit(1)),
      case: await idOf(db.select({ id: legalCases.id }).from(legalCases).limit(1)),
      regulation: await idOf(
        db.select({ id: legalRegulations.id }).from(legalRegulations).limit(1),
      ),
      form: await idOf(db.select({ id: legalForms.id }).from(legalForms).limit(1)),
      resource: await idOf(db.select({ id: legalResources.id }).from(legalResources).limit(1)),
      formEdit: await unchangedFormEdit(db),
    }));
    legalByApp.set(testApp.app, ids);
  }
  return ids;
}

export async function createWorld(testApp: TestApp): Promise<World> {
  const db = testApp.database.db;
  const [clientA, clientB, partnerX, partnerY, editor, admin, enrolling] = await Promise.all([
    createClientAccount(db),
    createClientAccount(db, { firstName: 'Bernard', hasCompletedOnboarding: false }),
    createPartnerAccount(db),
    createPartnerAccount(db, { companyName: 'Unrelated Firm LLP' }),
    createStaffAccount(db, 'editor'),
    createStaffAccount(db, 'admin'),
    enrollingAdmin(db),
  ]);
  const caseA = (await insertCase(db, clientA, { assignedPartnerId: partnerX.id })).id;
  const caseB = (await insertCase(db, clientB)).id;
  // A conversation on each case, so reading one returns something.
  await db.insert(caseMessages).values([
    {
      caseId: caseA,
      authorKind: 'partner',
      authorPartnerId: partnerX.id,
      authorName: 'Firm X',
      body: 'We wrote to the resort.',
    },
    {
      caseId: caseB,
      authorKind: 'client',
      authorClientId: clientB.id,
      authorName: 'Bernard B',
      body: 'Mine alone.',
    },
  ]);

  const slug = `draft-${randomUUID()}`;
  const [draft] = await db
    .insert(articles)
    .values({ title: 'A draft guide', slug, content: 'Not published yet.', status: 'draft' })
    .returning({ id: articles.id });
  const [category] = await db
    .insert(categories)
    .values({ name: 'Empty', slug: `empty-${randomUUID()}` })
    .returning({ id: categories.id });

  const intake = await storeIntake(db);
  const invitedPartner = await createPartnerAccount(db, { passwordHash: null });
  const invitedStaff = await createStaffAccount(db, 'editor', { passwordHash: null });
  const emailChange = await link(db, EMAIL_CHANGE, clientA.id);
  await db
    .update(authTokens)
    .set({ payload: { email: `changed-${randomUUID()}@example.com` } })
    .where(eq(authTokens.principalId, clientA.id));
  const [job] = await db
    .insert(jobs)
    .values({
      type: MAIL_JOB,
      payload: { to: clientA.email, subject: 'Your case', text: 'Hello' },
      status: 'failed',
      attempts: 10,
      lastError: 'SMTP unreachable',
    })
    .returning({ id: jobs.id });

  return {
    accounts: { clientA, clientB, partnerX, partnerY, editor, admin, enrollingAdmin: enrolling },
    caseA,
    caseB,
    publicDocA: await caseDocument(testApp, caseA, true),
    privateDocA: await caseDocument(testApp, caseA, false),
    pendingCaseUpload: await pendingUpload(testApp, `cases/${caseA}`),
    freshUploadUrl: await uploadAddress(testApp, `cases/${caseA}/${randomUUID()}/scan.pdf`),
    openRequestA: await openRequest(db, caseA, partnerX),
    draftArticle: { id: draft!.id, slug },
    emptyCategory: category!.id,
    intake: intake.id,
    contact: (await storeContact(db)).id,
    callback: await callbackRequest(db),
    application: await application(testApp),
    links: {
      clientAReset: await link(db, RESET_LINK, clientA.id),
      clientAEmailChange: emailChange,
      partnerSetPassword: await link(db, PARTNER_INVITE, invitedPartner.id),
      staffSetPassword: await link(db, STAFF_INVITE, invitedStaff.id),
      intakeInvitation: await link(db, INTAKE_INVITE, intake.id),
      clientADigestUnsubscribe: await unsubscribeTokenFor(testApp, clientA.id),
    },
    sessions: {
      clientA: (await sessionOf(db, clientA.token))!.id,
      partnerX: (await sessionOf(db, partnerX.token))!.id,
      editor: (await sessionOf(db, editor.token))!.id,
    },
    invitedStaff: invitedStaff.id,
    failedJob: job!.id,
    legal: await legalIds(testApp),
  };
}

/** A callback request in the admin inbox. */
async function callbackRequest(db: Database): Promise<string> {
  const [row] = await db
    .insert(callbackRequests)
    .values({
      reference: `CB-${randomUUID().slice(0, 8).toUpperCase()}`,
      name: 'Ruth Adler',
      phone: '(555) 010-2000',
      preferredTimes: 'Weekday mornings',
      timeZone: 'America/New_York',
    })
    .returning({ id: callbackRequests.id });
  return row!.id;
}
