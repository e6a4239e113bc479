import type { Database } from '../../db/client';
import { cases, type Case, type NewCase } from '../../db/schema';

/** Test data of the admin case tests. */

let caseCounter = 0;

/** A case of `client` written straight to the table, so its fields and times are exact. */
export async function insertCase(
  db: Database,
  client: { id: string },
  overrides: Partial<NewCase> = {},
): Promise<Case> {
  caseCounter += 1;
  const [row] = await db
    .insert(cases)
    .values({
      userId: client.id,
      caseNumber: `TRA-2025-${String(caseCounter).padStart(6, '0')}`,
      timeshareCompany: 'Sunny Shores Vacation Club',
      situation: 'The maintenance fees doubled this year.',
      ...overrides,
    })
    .returning();
  return row!;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment `days` days before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
