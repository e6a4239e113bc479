// A PostgreSQL database of the benchmark's own: created with a unique name for one run and
// dropped after it (also on failure or Ctrl+C), so no other database is ever touched.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { using } from './cleanup';

/** The server that benchmarks create their databases on (BENCH_DATABASE_URL). */
export const postgresServerUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({
    connectionString: postgresServerUrl,
    connectionTimeoutMillis: 3000,
  });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Why the server cannot be used, or undefined when it answers. */
export async function postgresUnavailable(): Promise<string | undefined> {
  try {
    await adminQuery('select 1');
    return undefined;
  } catch (error) {
    return `PostgreSQL at ${new URL(postgresServerUrl).host} is not reachable (${(error as Error).message})`;
  }
}

/** Runs `run` with the URL of a new, empty database that is dropped afterwards. */
export function withPostgresDatabase<R>(
  label: string,
  run: (databaseUrl: string) => Promise<R>,
): Promise<R> {
  return using(
    async () => {
      const name = `tra_bench_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`;
      await adminQuery(`create database ${name}`);
      return name;
    },
    (name) => adminQuery(`drop database if exists ${name} with (force)`),
    (name) => {
      const url = new URL(postgresServerUrl);
      url.pathname = `/${name}`;
      return run(url.toString());
    },
  );
}
