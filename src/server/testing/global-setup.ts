import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateEmbedded } from '../db/embedded-template';
import { createScratchDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated in-memory database each test file's PGlite starts from. */
    embeddedDatabaseDump: string | undefined;
    /** Name of a migrated PostgreSQL database each test file's database is copied from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Vitest global setup (decision 016): migrates one database per run and hands it to every test
 * file, which then starts from a copy instead of creating and migrating its own. Creating a
 * cluster in PGlite's WebAssembly takes seconds per file; loading a dump takes about one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, 'tra_template');
    const handle = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    project.provide('embeddedDatabaseDump', undefined);
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }

  const folder = mkdtempSync(join(tmpdir(), 'tra-test-template-'));
  const dumpPath = join(folder, 'migrated.tar');
  const client = new PGlite();
  try {
    await client.waitReady;
    await migrateEmbedded(client);
    const dump = await client.dumpDataDir('none');
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('embeddedDatabaseDump', dumpPath);
  project.provide('postgresTemplate', undefined);
  return async () => rmSync(folder, { recursive: true, force: true });
}
