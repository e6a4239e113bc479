import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../db/client';
import {
  partnerApplications,
  partners,
  type NewPartner,
  type NewPartnerApplication,
} from '../../db/schema';
import type { TestApp } from '../../testing/test-app';

/*
 * Test-only helpers of this module's tests: pending applications stored directly, and the
 * e-mail the job worker wrote to the outbox.
 */

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

export interface SentMail {
  to: string;
  subject: string;
  /** The whole message with quoted-printable undone (text and HTML parts). */
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function header(eml: string, name: string): string {
  const match = eml.match(new RegExp(`^${name}: (.*)$`, 'm'));
  return match?.[1]?.trim() ?? '';
}

/** Sends every queued e-mail to the outbox, returns them and empties the outbox. */
export async function takeOutbox(testApp: TestApp): Promise<SentMail[]> {
  await testApp.app.jobs.runDueJobs();
  const outbox = join(testApp.config.dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const sent = names.sort().map((name) => {
    const eml = readFileSync(join(outbox, name), 'utf8');
    return {
      to: header(eml, 'To'),
      subject: header(eml, 'Subject'),
      body: decodeQuotedPrintable(eml),
    };
  });
  rmSync(outbox, { recursive: true, force: true });
  return sent;
}

/** The token of the set-password link in an e-mail. */
export function setPasswordToken(mail: SentMail, publicUrl: string): string {
  const match = mail.body.match(/\/partner-login\/set-password\?token=([A-Za-z0-9_-]+)/);
  if (!match || !mail.body.includes(`${publicUrl}/partner-login/set-password?token=`)) {
    throw new Error(`No set-password link in the e-mail "${mail.subject}"`);
  }
  return match[1]!;
}
