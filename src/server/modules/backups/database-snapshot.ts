import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';

const run = promisify(execFile);

/** What a dump holds, counted in the same snapshot the dump was taken from. */
export interface DumpContents {
  migrationLevel: number;
  tables: Record<string, number>;
}

interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

const TABLES_QUERY = `select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;

/** Rows per public table and the number of applied migrations. */
export async function countContents(client: Queryable): Promise<DumpContents> {
  const tables: Record<string, number> = {};
  const { rows } = await client.query<{ name: string }>(TABLES_QUERY);
  for (const { name } of rows) {
    const counted = await client.query<{ count: string | number }>(
      `select count(*) as count from public."${name.replace(/"/g, '""')}"`,
    );
    tables[name] = Number(counted.rows[0]!.count);
  }
  const migrated = await client.query<{ exists: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  const level = migrated.rows[0]!.exists
    ? await client.query<{ count: string | number }>(
        'select count(*) as count from drizzle.__drizzle_migrations',
      )
    : { rows: [{ count: 0 }] };
  return { migrationLevel: Number(level.rows[0]!.count), tables };
}

/** Counts what an embedded dump holds by opening it in memory (which also proves it opens). */
export async function countPgliteDump(dump: Blob): Promise<DumpContents> {
  const client = new PGlite({ loadDataDir: dump });
  try {
    await client.waitReady;
    return await countContents(client);
  } finally {
    await client.close();
  }
}

/**
 * Writes the database to `file`: the embedded one through the process holding it
 * (`dumpDataDir`), PostgreSQL with pg_dump from the same snapshot the rows are counted in.
 */
export async function dumpDatabase(database: DatabaseHandle, file: string): Promise<DumpContents> {
  if (database.kind === 'pglite') {
    const dump = await database.dumpDataDir!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return countPgliteDump(dump);
  }
  return dumpPostgres(database.connectionString!, file);
}

async function dumpPostgres(databaseUrl: string, file: string): Promise<DumpContents> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Counting and pg_dump share one exported snapshot, so the manifest matches the dump.
    await client.query('begin transaction isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const contents = await countContents(client);
    await runPgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-acl',
      `--snapshot=${rows[0]!.id}`,
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]);
    await client.query('commit');
    return contents;
  } finally {
    await client.end();
  }
}

/** Runs pg_dump or pg_restore (Debian's postgresql-client), with a clear error when missing. */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(
        `${tool} was not found: install PostgreSQL's client tools (postgresql-client).`,
      );
    }
    throw new Error(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
