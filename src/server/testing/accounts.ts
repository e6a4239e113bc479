import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@shared/domain-values';
import type { Database } from '../db/client';
import { partners, userAccounts, users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import { createSession } from '../platform/auth/sessions';

export const TEST_PASSWORD = 'correct horse battery';

let cachedHash: Promise<string> | undefined;
/** Hashing is deliberately slow, so test accounts share one hash of TEST_PASSWORD. */
const testPasswordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

export interface TestAccount {
  id: string;
  email: string;
  /** A bearer token of a live session. */
  token: string;
}

/** A client account signed in with TEST_PASSWORD; onboarding is complete unless told otherwise. */
export async function createClientAccount(
  db: Database,
  overrides: Partial<typeof userAccounts.$inferInsert> = {},
): Promise<TestAccount> {
  const [account] = await db
    .insert(userAccounts)
    .values({
      email: `client-${randomUUID()}@example.com`,
      firstName: 'Margaret',
      lastName: 'Okafor',
      passwordHash: await testPasswordHash(),
      hasCompletedOnboarding: true,
      ...overrides,
    })
    .returning({ id: userAccounts.id, email: userAccounts.email });
  const token = await createSession(db, { kind: 'client', id: account!.id });
  return { ...account!, token };
}

/** A staff member signed in with TEST_PASSWORD. */
export async function createStaffAccount(
  db: Database,
  role: StaffRole,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestAccount> {
  const [member] = await db
    .insert(users)
    .values({
      email: `staff-${randomUUID()}@example.com`,
      firstName: 'Dana',
      lastName: 'Reyes',
      role,
      passwordHash: await testPasswordHash(),
      ...overrides,
    })
    .returning({ id: users.id, email: users.email });
  const token = await createSession(db, { kind: 'staff', id: member!.id });
  return { ...member!, token };
}

/** A verified, active partner firm signed in with TEST_PASSWORD. */
export async function createPartnerAccount(
  db: Database,
  overrides: Partial<typeof partners.$inferInsert> = {},
): Promise<TestAccount & { companyName: string }> {
  const [partner] = await db
    .insert(partners)
    .values({
      companyName: 'Okafor & Lee Consumer Law',
      companyType: 'law-firm',
      contactPerson: 'Grace Lee',
      email: `partner-${randomUUID()}@example.com`,
      phone: '(555) 010-2000',
      jurisdiction: 'Florida',
      servicesOffered: ['Timeshare Cancellation'],
      agreementAccepted: true,
      verificationStatus: 'verified',
      verifiedAt: new Date(),
      passwordHash: await testPasswordHash(),
      ...overrides,
    })
    .returning({ id: partners.id, email: partners.email, companyName: partners.companyName });
  const token = await createSession(db, { kind: 'partner', id: partner!.id });
  return { ...partner!, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
