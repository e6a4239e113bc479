import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { ASSIGNED_UPDATE_TITLE } from '@shared/contracts/admin-cases';
import {
  caseDocumentRequests,
  caseMessages,
  caseUpdates,
  cases,
  categories,
  contactSubmissions,
  intakeSubmissions,
  partnerApplications,
  partnerReferrals,
  partners,
  userAccounts,
  users,
} from '../schema';
import { verifyPassword } from '../../platform/auth/passwords';
import { createTestDatabase } from '../../testing/test-database';
import { demoApplicant, demoClient, demoPartner } from './demo-accounts';
import { seedDemoData } from './index';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function counts() {
  const db = database.db;
  const [accounts] = await db.select({ n: count() }).from(userAccounts);
  const [staff] = await db.select({ n: count() }).from(users);
  const [caseRows] = await db.select({ n: count() }).from(cases);
  const [updates] = await db.select({ n: count() }).from(caseUpdates);
  const [categoryRows] = await db.select({ n: count() }).from(categories);
  const [partnerRows] = await db.select({ n: count() }).from(partners);
  const [applications] = await db.select({ n: count() }).from(partnerApplications);
  const [referrals] = await db.select({ n: count() }).from(partnerReferrals);
  const [intake] = await db.select({ n: count() }).from(intakeSubmissions);
  const [contact] = await db.select({ n: count() }).from(contactSubmissions);
  return {
    intake: intake!.n,
    contact: contact!.n,
    partners: partnerRows!.n,
    applications: applications!.n,
    referrals: referrals!.n,
    accounts: accounts!.n,
    staff: staff!.n,
    cases: caseRows!.n,
    updates: updates!.n,
    categories: categoryRows!.n,
  };
}

describe('demo data', () => {
  it('adds demo accounts for clients, both staff roles and partners, and is idempotent', async () => {
    await seedDemoData(database.db);
    const first = await counts();
    expect(first).toMatchObject({
      accounts: 2,
      staff: 2,
      cases: 2,
      partners: 2,
      applications: 2,
      referrals: 1,
      intake: 4,
      contact: 3,
    });
    await seedDemoData(database.db);
    expect(await counts()).toEqual(first);
  });

  it('gives the demo client cases with public and private updates and real case numbers', async () => {
    const [account] = await database.db
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.email, demoClient.email));
    expect(account!.hasCompletedOnboarding).toBe(true);
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    const rows = await database.db.select().from(cases).where(eq(cases.userId, account!.id));
    for (const row of rows) expect(row.caseNumber).toMatch(/^TRA-\d{4}-\d{6}$/);
    const updates = await database.db.select().from(caseUpdates);
    expect(updates.some((update) => !update.isPublic)).toBe(true);
  });

  it("has a verified demo partner who can sign in, working on the demo client's first case", async () => {
    const db = database.db;
    const [partner] = await db.select().from(partners).where(eq(partners.email, demoPartner.email));
    expect(partner).toMatchObject({
      companyName: 'Harbor Point Consumer Law',
      companyType: 'law-firm',
      contactPerson: 'Priya Natarajan',
      jurisdiction: 'Florida',
      verificationStatus: 'verified',
      isActive: true,
      agreementAccepted: true,
    });
    expect(partner!.servicesOffered).toEqual([
      'Timeshare Cancellation',
      'Contract Review',
      'Consumer Protection',
    ]);
    expect(await verifyPassword(partner!.passwordHash, demoPartner.password)).toBe(true);
    const [application] = await db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.partnerId, partner!.id));
    expect(application).toMatchObject({ status: 'approved', applicationType: 'partnership' });
    expect(application!.reviewedAt).not.toBeNull();

    const clientCases = await db
      .select({ id: cases.id, assignedPartnerId: cases.assignedPartnerId })
      .from(cases)
      .innerJoin(userAccounts, eq(userAccounts.id, cases.userId))
      .where(eq(userAccounts.email, demoClient.email))
      .orderBy(asc(cases.createdAt));
    expect(clientCases.map((row) => row.assignedPartnerId)).toEqual([partner!.id, null]);
    const [referral] = await db.select().from(partnerReferrals);
    expect(referral).toMatchObject({
      partnerId: partner!.id,
      caseId: clientCases[0]!.id,
      clientEmail: demoClient.email,
      clientName: 'Dorothy Miller',
      referralType: 'case-assignment',
      status: 'accepted',
    });
    const assigned = await db
      .select()
      .from(caseUpdates)
      .where(eq(caseUpdates.title, ASSIGNED_UPDATE_TITLE));
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({ caseId: clientCases[0]!.id, isPublic: true });
  });

  it("puts a short conversation and one open document request on the demo partner's case", async () => {
    const db = database.db;
    const [firstCase] = await db
      .select({ id: cases.id, clientId: cases.userId, partnerId: cases.assignedPartnerId })
      .from(cases)
      .innerJoin(userAccounts, eq(userAccounts.id, cases.userId))
      .where(eq(userAccounts.email, demoClient.email))
      .orderBy(asc(cases.createdAt))
      .limit(1);
    const messages = await db
      .select()
      .from(caseMessages)
      .where(eq(caseMessages.caseId, firstCase!.id))
      .orderBy(asc(caseMessages.createdAt));
    expect(messages.map((message) => message.authorKind)).toEqual(['partner', 'client', 'partner']);
    expect(messages[1]).toMatchObject({
      authorClientId: firstCase!.clientId,
      authorName: 'Dorothy Miller',
    });
    const requests = await db
      .select()
      .from(caseDocumentRequests)
      .where(eq(caseDocumentRequests.caseId, firstCase!.id));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      status: 'open',
      documentType: 'contract',
      askedByPartnerId: firstCase!.partnerId,
      askedBy: demoPartner.companyName,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(requests[0]!.dueDate! > today).toBe(true);
  });

  it('has a pending applicant without a password, so the applications queue is not empty', async () => {
    const db = database.db;
    const [applicant] = await db
      .select()
      .from(partners)
      .where(eq(partners.email, demoApplicant.email));
    expect(applicant).toMatchObject({
      companyName: 'Gulf Coast Legal Aid',
      companyType: 'legal-aid',
      verificationStatus: 'pending',
      passwordHash: null,
    });
    const [application] = await db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.partnerId, applicant!.id));
    expect(application).toMatchObject({ status: 'submitted', reviewedAt: null });
  });
});

describe('demo inbox', () => {
  it('has new, in-progress and handled requests and messages', async () => {
    const db = database.db;
    const intake = await db.select().from(intakeSubmissions);
    const contact = await db.select().from(contactSubmissions);
    for (const rows of [intake, contact]) {
      const statuses = new Set(rows.map((row) => row.status));
      expect(statuses.has('new')).toBe(true);
      expect(statuses.has('handled')).toBe(true);
    }
    expect(intake.some((row) => row.status === 'in_progress' && row.internalNote)).toBe(true);
  });

  it('has a time-critical request from a recent Florida buyer, with its earliest last day', async () => {
    const intake = await database.db.select().from(intakeSubmissions);
    const urgent = intake.filter((row) => row.timeCritical);
    expect(urgent).toHaveLength(1);
    expect(urgent[0]).toMatchObject({ signedState: 'florida', status: 'new' });
    expect(urgent[0]!.rescissionLastDay! > urgent[0]!.signedOn!).toBe(true);
    expect(intake.every((row) => /^HR-/.test(row.reference ?? ''))).toBe(true);
  });

  it("links the demo client's request to her account and her first case, as an invitation does", async () => {
    const db = database.db;
    const [request] = await db
      .select()
      .from(intakeSubmissions)
      .where(eq(intakeSubmissions.email, demoClient.email));
    const [account] = await db
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(eq(userAccounts.email, demoClient.email));
    const [firstCase] = await db
      .select({ id: cases.id, createdAt: cases.createdAt })
      .from(cases)
      .where(eq(cases.userId, account!.id))
      .orderBy(asc(cases.createdAt))
      .limit(1);
    expect(request).toMatchObject({ clientId: account!.id, caseId: firstCase!.id });
    expect(request!.invitedAt!.getTime()).toBeLessThan(firstCase!.createdAt.getTime());
    expect(request!.createdAt.getTime()).toBeLessThan(request!.invitedAt!.getTime());
  });
});
