import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a database of its own that is created
 * here and dropped again by `close()`.
 *
 * Both start as a copy of the database the run's global setup migrated once (decision 016);
 * without it (a project with no global setup) they are created empty. Migrations run either
 * way, and cost next to nothing on a copy that is already current.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dumpPath = inject('embeddedDatabaseDump');
    const embeddedDump = dumpPath ? new Blob([await readFile(dumpPath)]) : undefined;
    const handle = await openDatabase({ embeddedDump });
    await handle.migrate();
    return handle;
  }

  const scratch = await createScratchDatabase(serverUrl, 'tra_test', inject('postgresTemplate'));
  const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

export interface ScratchDatabase {
  /** Connection string of the new, empty database. */
  url: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, named uniquely: empty, or a
 * copy of the database named `template` (which nobody may be connected to meanwhile).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'tra_test',
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const runOnServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await runOnServer(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnServer(`drop database if exists ${name} with (force)`),
  };
}
