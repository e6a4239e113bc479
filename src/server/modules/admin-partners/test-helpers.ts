import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import {
  auditLog,
  authTokens,
  cases,
  jobs,
  partnerApplications,
  partners,
  userAccounts,
  type NewPartner,
  type NewPartnerApplication,
} from '../../db/schema';
import { takeOutbox, type SentMail } from '../../testing/outbox';
import type { TestApp } from '../../testing/test-app';

/*
 * Test-only helpers of this module's tests and the admin-cases tests: a clean slate between
 * tests, pending applications stored directly, and the set-password link in an e-mail.
 */

/**
 * Removes what a test made: mail (queued or sent), audit rows, tokens, cases, partners and
 * clients. Staff accounts made once for the file stay.
 */
export async function clearPartnerNetwork(testApp: TestApp): Promise<void> {
  const db = testApp.database.db;
  await takeOutbox(testApp);
  await db.delete(jobs);
  await db.delete(auditLog);
  await db.delete(authTokens);
  await db.delete(cases);
  await db.delete(partners);
  await db.delete(userAccounts);
}

/** A complete partner application as the public form sends it. */
export function applicationForm(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Brennan Consumer Law',
    companyType: 'law-firm',
    contactPerson: 'Walter Brennan',
    email: `applicant-${randomUUID()}@example.com`,
    phone: '(555) 010-3000',
    website: 'https://brennan-law.example',
    businessLicense: 'BL-4411',
    barNumber: 'FL-99812',
    jurisdiction: 'Florida',
    servicesOffered: ['Timeshare Cancellation', 'Contract Review'],
    agreementAccepted: true,
    ...overrides,
  };
}

export interface StoredApplication {
  applicationId: string;
  partnerId: string;
  email: string;
}

/** A pending firm with a submitted application, written straight to the tables. */
export async function insertApplication(
  db: Database,
  overrides: {
    partner?: Partial<NewPartner>;
    application?: Partial<NewPartnerApplication>;
  } = {},
): Promise<StoredApplication> {
  const [partner] = await db
    .insert(partners)
    .values({
      companyName: 'Hollis Legal Aid',
      companyType: 'legal-aid',
      contactPerson: 'June Hollis',
      email: `pending-${randomUUID()}@example.com`,
      phone: '(555) 010-4000',
      jurisdiction: 'Nevada',
      servicesOffered: ['Consumer Protection'],
      agreementAccepted: true,
      verificationStatus: 'pending',
      ...overrides.partner,
    })
    .returning();
  const [application] = await db
    .insert(partnerApplications)
    .values({
      partnerId: partner!.id,
      applicationType: 'partnership',
      applicationData: { companyName: partner!.companyName },
      status: 'submitted',
      ...overrides.application,
    })
    .returning();
  return { applicationId: application!.id, partnerId: partner!.id, email: partner!.email };
}

/** The token of the set-password link in an e-mail. */
export function setPasswordToken(mail: SentMail, publicUrl: string): string {
  const match = mail.body.match(/\/partner-login\/set-password\?token=([A-Za-z0-9_-]+)/);
  if (!match || !mail.body.includes(`${publicUrl}/partner-login/set-password?token=`)) {
    throw new Error(`No set-password link in the e-mail "${mail.subject}"`);
  }
  return match[1]!;
}
