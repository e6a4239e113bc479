import type { Database } from '../client';
import { seedContentCategories } from './content-categories';
import { seedDemoAccounts, seedDemoPartners } from './demo-accounts';
import { seedGuides } from './guides';
import { seedSpanishGuides } from './guides-es';
import { seedDemoInbox } from './inbox';
import { seedLegalDatabase } from './legal';

/**
 * Demo data seeders, run in order at start-up when demo data is on. Each one is idempotent:
 * it inserts what is missing (keyed on a natural key) and never overwrites what staff changed.
 */
const seeders: { name: string; run: (db: Database) => Promise<void> }[] = [
  { name: 'content categories', run: seedContentCategories },
  { name: 'education guides', run: seedGuides },
  // After the English guides: each Spanish one is linked to its original.
  { name: 'education guides in Spanish', run: seedSpanishGuides },
  { name: 'demo accounts', run: seedDemoAccounts },
  // After the accounts: the demo partner works on the demo client's first case.
  { name: 'demo partners', run: seedDemoPartners },
  { name: 'legal database', run: seedLegalDatabase },
  // After the accounts: one request is linked to the demo client's first case.
  { name: 'demo inbox', run: seedDemoInbox },
];

export async function seedDemoData(db: Database): Promise<void> {
  for (const seeder of seeders) await seeder.run(db);
}
