import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { writeEmbeddedTemplate } from './embedded-template';

let folder: string;
let template: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tra-template-'));
  template = join(folder, 'template');
  await writeEmbeddedTemplate(template);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function migrationsAndTablesIn(dataDir: string, embeddedTemplate: string) {
  const database = await openDatabase({ dataDir, embeddedTemplate });
  const countOf = async (query: ReturnType<typeof sql>) => {
    const result = (await database.db.execute(query)) as unknown as { rows: { count: number }[] };
    return result.rows[0]!.count;
  };
  try {
    const tables = await countOf(
      sql`select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
    );
    await database.migrate();
    const migrations = await countOf(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    return { tables, migrations };
  } finally {
    await database.close();
  }
}

describe('embedded database template', () => {
  it('starts a new DATA_DIR already migrated, and keeps what is stored there after', async () => {
    const dataDir = join(folder, 'from-template');
    const first = await migrationsAndTablesIn(dataDir, template);
    expect(first.tables).toBeGreaterThan(10);
    expect(first.migrations).toBeGreaterThan(0);

    const database = await openDatabase({ dataDir, embeddedTemplate: template });
    await database.db.execute(sql`create table kept (id int)`);
    await database.close();
    // An existing folder is opened as it is; the template is for new ones only.
    const reopened = await migrationsAndTablesIn(dataDir, template);
    expect(reopened.tables).toBe(first.tables + 1);
  });

  it('creates the database the slow way when the template is unusable', async () => {
    const broken = join(folder, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, 'PG_VERSION'), 'not a database');
    const result = await migrationsAndTablesIn(join(folder, 'from-broken'), broken);
    // Empty when opened; migrating it then works as on any new database.
    expect(result.tables).toBe(0);
    expect(result.migrations).toBeGreaterThan(0);
  });
});
