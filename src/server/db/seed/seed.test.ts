import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { caseUpdates, cases, categories, userAccounts, users } from '../schema';
import { createTestDatabase } from '../../testing/test-database';
import { demoClient } from './demo-accounts';
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
  return {
    accounts: accounts!.n,
    staff: staff!.n,
    cases: caseRows!.n,
    updates: updates!.n,
    categories: categoryRows!.n,
  };
}

describe('demo data', () => {
  it('adds demo accounts for clients and both staff roles, and is idempotent', async () => {
    await seedDemoData(database.db);
    const first = await counts();
    expect(first).toMatchObject({ accounts: 2, staff: 2, cases: 2 });
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
});
