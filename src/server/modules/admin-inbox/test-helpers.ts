import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  auditLog,
  authTokens,
  contactSubmissions,
  intakeSubmissions,
  jobs,
  userAccounts,
} from '../../db/schema';
import { clearOutbox } from '../../testing/outbox';
import type { TestApp } from '../../testing/test-app';

/*
 * Test-only helpers of this module's tests: inbox items stored as the public forms store them,
 * and a clean slate between tests.
 */

export type NewIntake = Partial<typeof intakeSubmissions.$inferInsert>;
export type NewContact = Partial<typeof contactSubmissions.$inferInsert>;

/** An intake request as the "get help" form stores it; a unique address unless told. */
export async function storeIntake(db: Database, overrides: NewIntake = {}) {
  const [row] = await db
    .insert(intakeSubmissions)
    .values({
      firstName: 'Walter',
      lastName: 'Brennan',
      email: `walter-${randomUUID()}@example.com`,
      phone: '(555) 018-4410',
      timeshareCompany: 'Lakeside Pines Vacation Club',
      purchaseDate: 'over-10-years',
      situation: 'My children do not want to inherit the timeshare.',
      consent: 'true',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A contact message as the contact form stores it. */
export async function storeContact(db: Database, overrides: NewContact = {}) {
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      firstName: 'Patricia',
      lastName: 'Nguyen',
      email: `patricia-${randomUUID()}@example.com`,
      subject: 'Large print',
      message: 'Is there a version with bigger letters?',
      ...overrides,
    })
    .returning();
  return row!;
}

/** Removes the inbox, mail, audit rows, tokens and client accounts (and so their cases). */
export async function clearInbox(testApp: TestApp): Promise<void> {
  const db = testApp.database.db;
  clearOutbox(testApp);
  await db.delete(jobs);
  await db.delete(auditLog);
  await db.delete(authTokens);
  await db.delete(intakeSubmissions);
  await db.delete(contactSubmissions);
  await db.delete(userAccounts);
}

export const auditRows = (db: Database, action: string, entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
