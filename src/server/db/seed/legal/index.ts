import type { Database } from '../../client';
import { seedLegalCases } from './cases';
import { seedLegalForms } from './forms';
import { seedLegalRegulations } from './regulations';
import { seedLegalResources } from './resources';
import { seedLegalStatutes } from './statutes';

/**
 * The legal database's seed data (requirements §3), taken only from /shared/legal-facts.md: its
 * `high` rows, and `medium` ones with verifyWithSource set; nothing `LOW / UNCONFIRMED`.
 * Every summary, holding and note is written for this product, and an unknown date, citation
 * or URL stays empty. Idempotent: it inserts what is missing and never overwrites a row.
 */
export async function seedLegalDatabase(db: Database): Promise<void> {
  await seedLegalStatutes(db);
  await seedLegalRegulations(db);
  await seedLegalCases(db);
  await seedLegalForms(db);
  await seedLegalResources(db);
}
