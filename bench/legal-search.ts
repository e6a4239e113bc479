// Legal database search benchmark (requirements §7 search; src/server/modules/legal/search.ts).
// Seeds 10,000 synthetic records over the five legal tables into (a) an in-memory PGlite and
// (b) a PostgreSQL database created for the run and dropped after it, migrates both with the
// app's own openDatabase/migrate, then times searches through the service function and, as a
// baseline, the same number of `select 1` round trips.
// Usage: npm run bench:legal-search   (BENCH_DATABASE_URL=postgres://... for another server)
import { sql } from 'drizzle-orm';
import type { LegalKind } from '@shared/legal-filters';
import { openDatabase, type Database, type DatabaseHandle } from '../src/server/db/client';
import {
  legalCases,
  legalForms,
  legalRegulations,
  legalResources,
  legalStatutes,
  type NewLegalCase,
  type NewLegalForm,
  type NewLegalRegulation,
  type NewLegalResource,
  type NewLegalStatute,
} from '../src/server/db/schema';
import { searchLegal } from '../src/server/modules/legal/search';
import { postgresUnavailable, withPostgresDatabase } from './lib/postgres-database';
import { print } from './lib/report';

const RECORDS = 10_000;
const SEARCHES = 200;
const WARM_UP = 20;
const BATCH = 500;

// ---------------------------------------------------------------------------------------------
// Synthetic records (deterministic)

let seed = 7_211_010;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const subjects = [
  'timeshare',
  'vacation ownership',
  'resale',
  'exit company',
  'maintenance fee',
  'developer',
  'purchase contract',
  'points program',
  'deed',
  'owners association',
  'sales presentation',
  'financing',
  'telemarketing',
  'cooling-off period',
  'rescission',
  'cancellation',
  'public offering statement',
  'escrow',
  'disclosure',
  'advertising',
  'debt collection',
  'credit report',
  'foreclosure',
  'interest rate',
  'closing costs',
  'transfer fee',
];
const verbs = [
  'cancel',
  'rescind',
  'void',
  'disclose',
  'refund',
  'register',
  'misrepresent',
  'collect',
  'advertise',
  'transfer',
  'terminate',
  'enforce',
  'waive',
  'notify',
  'review',
  'report',
];
const actors = [
  'the buyer',
  'the purchaser',
  'the developer',
  'a resale broker',
  'the seller',
  'a debt collector',
  'the association',
  'the lender',
  'a telemarketer',
  'the owner',
  'the attorney general',
  'the consumer',
  'an exit company',
];
const qualifiers = [
  'within 10 calendar days',
  'within 7 days of signing',
  'before closing',
  'in writing',
  'without penalty',
  'by certified mail',
  'after receiving the disclosure statement',
  'at any time',
  'within 3 business days',
  'once the contract is signed',
  'unless the right is waived',
  'under state law',
  'under federal law',
];
const jurisdictions = ['federal', 'florida', 'california', 'nevada', 'hawaii'] as const;
const caseJurisdictions = [...jurisdictions, '9th-circuit', '11th-circuit'] as const;
const categories = [
  'timeshare',
  'consumer-protection',
  'real-estate',
  'contract-law',
  'contract-disputes',
  'fraud',
  'financial-services',
] as const;
const statePrefix: Record<(typeof jurisdictions)[number], string> = {
  federal: '15 U.S.C. §',
  florida: 'Fla. Stat. §',
  california: 'Cal. Bus. & Prof. Code §',
  nevada: 'NRS',
  hawaii: 'Haw. Rev. Stat. §',
};

function sentence(): string {
  const text = `${pick(actors)} may ${pick(verbs)} the ${pick(subjects)} ${pick(qualifiers)}`;
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}
const paragraph = (sentences: number) => Array.from({ length: sentences }, sentence).join(' ');
const titleCase = (words: string) => words.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
const someDate = () =>
  `${between(1975, 2024)}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`;

function statute(index: number): NewLegalStatute {
  const jurisdiction = pick(jurisdictions);
  return {
    title: `${titleCase(pick(subjects))} ${pick(['Act', 'Law', 'Right', 'Rule', 'Protection'])} ${index}`,
    citation: `${statePrefix[jurisdiction]} ${between(1, 999)}.${index}`,
    jurisdiction,
    category: pick(categories),
    summary: paragraph(3),
    fullText: paragraph(12),
    effectiveDate: someDate(),
  };
}

function legalCase(index: number): NewLegalCase {
  return {
    caseName: `${titleCase(pick(['Smith', 'Garcia', 'Nguyen', 'Johnson', 'Patel', 'FTC', 'State']))} v. ${titleCase(pick(subjects))} ${pick(['Resorts', 'Holdings', 'Group', 'LLC'])} ${index}`,
    citation:
      random() < 0.8
        ? `${between(1, 999)} ${pick(['F.3d', 'So. 3d', 'Cal. App. 4th', 'P.3d', 'U.S.'])} ${index}`
        : null,
    court: pick(['supreme-court', 'circuit-court', 'district-court', 'state-court']),
    jurisdiction: pick(caseJurisdictions),
    decidedDate: random() < 0.9 ? someDate() : null,
    category: pick(categories),
    summary: paragraph(3),
    keyHolding: sentence(),
    relevanceToTimeshare: paragraph(4),
  };
}

function regulation(index: number): NewLegalRegulation {
  return {
    title: `${titleCase(pick(subjects))} ${pick(['Rule', 'Regulation', 'Standard', 'Order'])} ${index}`,
    agency: pick(['ftc', 'hud', 'cfpb', 'state-agency']),
    cfr:
      random() < 0.85
        ? `${pick(['12', '16', '24'])} CFR Part ${between(100, 1999)}.${index}`
        : null,
    federalRegister: random() < 0.4 ? `${between(40, 89)} FR ${between(1000, 99999)}` : null,
    jurisdiction: pick(jurisdictions),
    category: pick(categories),
    summary: paragraph(3),
    fullText: paragraph(12),
  };
}

function form(index: number): NewLegalForm {
  return {
    title: `${titleCase(pick(subjects))} ${pick(['Letter', 'Complaint', 'Notice', 'Checklist'])} ${index}`,
    formType: pick(['cancellation-letter', 'complaint', 'motion', 'contract-review']),
    jurisdiction: pick(jurisdictions),
    category: pick(categories),
    description: paragraph(2),
    template: `Dear {{recipient}}, ${paragraph(6)} Sincerely, {{ownerName}}`,
    requiredFields: ['recipient', 'ownerName'],
    isPublic: random() < 0.9,
  };
}

function resource(index: number): NewLegalResource {
  return {
    title: `${titleCase(pick(subjects))} ${pick(['Guide', 'Checklist', 'Analysis', 'Primer'])} ${index}`,
    resourceType: pick(['guide', 'checklist', 'template', 'analysis']),
    category: pick(categories),
    description: paragraph(2),
    content: paragraph(20),
    targetAudience: pick(['consumer', 'attorney', 'staff']),
    difficulty: pick(['beginner', 'intermediate', 'advanced']),
    tags: [pick(subjects)],
    isPublic: random() < 0.9,
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding and timing

async function insertInBatches<T>(
  count: number,
  make: (index: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) =>
      make(start + offset + 1),
    );
    await insert(rows);
  }
}

async function seedRecords(db: Database): Promise<void> {
  seed = 7_211_010;
  const share = RECORDS / 5;
  await insertInBatches(share, statute, (rows) => db.insert(legalStatutes).values(rows));
  await insertInBatches(share, legalCase, (rows) => db.insert(legalCases).values(rows));
  await insertInBatches(share, regulation, (rows) => db.insert(legalRegulations).values(rows));
  await insertInBatches(share, form, (rows) => db.insert(legalForms).values(rows));
  await insertInBatches(share, resource, (rows) => db.insert(legalResources).values(rows));
  await db.execute(sql`analyze`);
}

/** Varied queries: words, phrases, operators, citations, and one kind or all. */
const queries: { q: string; kind?: LegalKind }[] = [
  { q: 'rescission' },
  { q: 'cancel' },
  { q: 'telemarketing' },
  { q: 'maintenance fee' },
  { q: '"cooling-off period"' },
  { q: 'resale OR exit' },
  { q: 'developer -escrow' },
  { q: 'refund within 10 calendar days' },
  { q: 'debt collector', kind: 'cases' },
  { q: 'disclosure statement', kind: 'statutes' },
  { q: 'advertising', kind: 'regulations' },
  { q: 'cancellation letter', kind: 'forms' },
  { q: 'guide for owners', kind: 'resources' },
  { q: '721.10' },
  { q: '§ 512.101' },
  { q: '16 CFR 429' },
  { q: '15 U.S.C. § 45' },
  { q: 'Fla. Stat. 721' },
  { q: 'foreclosure "interest rate"' },
  { q: 'the' },
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function time(count: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index++) {
    const start = process.hrtime.bigint();
    await run(index);
    durations.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return durations.sort((a, b) => a - b);
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function bench(name: string, handle: DatabaseHandle): Promise<void> {
  const db = handle.db;
  let started = Date.now();
  await handle.migrate();
  await seedRecords(db);
  const seededIn = Date.now() - started;

  const search = (index: number) => {
    const { q, kind } = queries[index % queries.length]!;
    return searchLegal(db, q, { kind });
  };
  for (let index = 0; index < WARM_UP; index++) await search(index);
  let hits = 0;
  const byQuery = new Map<string, number[]>();
  started = Date.now();
  const searches = await time(SEARCHES, async (index) => {
    const start = process.hrtime.bigint();
    hits += (await search(index)).results.length;
    const { q, kind } = queries[index % queries.length]!;
    const label = kind ? `${q} (${kind})` : q;
    byQuery.set(label, [
      ...(byQuery.get(label) ?? []),
      Number(process.hrtime.bigint() - start) / 1e6,
    ]);
  });
  const searchWall = Date.now() - started;
  const baseline = await time(SEARCHES, () => db.execute(sql`select 1`));

  const p50 = percentile(searches, 50);
  const base50 = percentile(baseline, 50);
  print(`${name}`);
  print(`  seeded ${RECORDS} records and migrated in ${(seededIn / 1000).toFixed(1)} s`);
  print(
    `  search   (${SEARCHES}): p50 ${ms(p50)}  p95 ${ms(percentile(searches, 95))}  max ${ms(searches.at(-1)!)}  total ${searchWall} ms, ${(hits / SEARCHES).toFixed(1)} hits each`,
  );
  print(`  select 1 (${SEARCHES}): p50 ${ms(base50)}  p95 ${ms(percentile(baseline, 95))}`);
  print(`  ratio search p50 / baseline p50: ${(p50 / base50).toFixed(1)}x`);
  const slowest = [...byQuery]
    .map(
      ([label, durations]) =>
        [
          label,
          percentile(
            durations.sort((a, b) => a - b),
            50,
          ),
        ] as const,
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  print(`  slowest queries (p50): ${slowest.map(([label, p]) => `${label} ${ms(p)}`).join('; ')}`);
  print();
}

async function benchPglite(): Promise<void> {
  const handle = await openDatabase({});
  try {
    await bench('PGlite (in memory)', handle);
  } finally {
    await handle.close();
  }
}

async function benchPostgres(): Promise<void> {
  const unavailable = await postgresUnavailable();
  if (unavailable) {
    print(`PostgreSQL: skipped, ${unavailable}`);
    return;
  }
  await withPostgresDatabase('search', async (databaseUrl) => {
    const handle = await openDatabase({ databaseUrl, poolSize: 4 });
    try {
      const [version] = (
        (await handle.db.execute(sql`show server_version`)) as unknown as {
          rows: { server_version: string }[];
        }
      ).rows;
      await bench(
        `PostgreSQL ${version?.server_version ?? ''} at ${new URL(databaseUrl).host}`,
        handle,
      );
    } finally {
      await handle.close();
    }
  });
}

print(
  `Legal search benchmark: ${RECORDS} records, ${SEARCHES} searches over ${queries.length} queries (after ${WARM_UP} warm-up searches)`,
);
print();
await benchPglite();
await benchPostgres();
