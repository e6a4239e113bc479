import type pg from 'pg';
import type { Database } from '../../db/client';

export type Row = Record<string, unknown>;

/** One SQL statement with positional parameters on one session, answering its rows. */
export type RunSql = (text: string, params?: unknown[]) => Promise<Row[]>;

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * Plain SQL on the connection under a Drizzle database. Used for the embedded source, whose
 * PGlite client is one session, so session settings hold for every later statement.
 */
export function runOnDatabase(db: Database): RunSql {
  const client = (db as unknown as { $client: RawClient }).$client;
  return async (text, params) => (await client.query(text, params)).rows;
}

export function runOnClient(client: pg.Client): RunSql {
  return async (text, params) => (await client.query<Row>(text, params)).rows;
}

/**
 * The same text output on both sides, whatever each server's defaults: rows are compared by
 * their text form, and a time zone or float setting of its own would change it.
 */
export async function alignTextOutput(run: RunSql): Promise<void> {
  for (const setting of [
    `set timezone to 'UTC'`,
    `set datestyle to 'ISO, YMD'`,
    `set intervalstyle to 'postgres'`,
    `set extra_float_digits to 1`,
    `set bytea_output to 'hex'`,
  ]) {
    await run(setting);
  }
}

/** A double-quoted SQL identifier. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
