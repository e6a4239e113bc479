import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { embeddedChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import { abandonSilentConnections, allowSilence } from './connection-stalls';
import { acquireEmbeddedLock } from './embedded-lock';
import { MIGRATIONS_FOLDER, migrateEmbedded, openEmbeddedFolder } from './embedded-template';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /** How processes sharing this database tell each other about changes and due jobs. */
  changes: ChangeFeed;
  /** Connections in use and waited for (the embedded database is one connection, never idle). */
  connections(): ConnectionCounts;
  /**
   * The embedded database only: a consistent copy of its data folder as an uncompressed tar,
   * taken by the process that holds it (PGlite's own dump; never copy files of a live database).
   */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: its connection string, for pg_dump. */
  connectionString?: string;
  close(): Promise<void>;
}

export interface ConnectionCounts {
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small for the load. */
  waiting: number;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; `undefined` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** A new embedded database starts as a copy of this folder (`writeEmbeddedTemplate`), if any. */
  embeddedTemplate?: string;
  /** An in-memory embedded database starts from this dump (`dumpDataDir`) instead of empty. */
  embeddedDump?: Blob;
}

/** Arbitrary constant key for the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 725_110_001;

const PING_TIMEOUT_MS = 2000;

async function pingOnce(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health checks that arrive while a ping is on its way share its answer: a load balancer or a
 * burst of checks costs the database one query at a time, and no answer is older than a ping.
 */
function sharedPing(db: Database): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;
  return () =>
    (inFlight ??= pingOnce(db).finally(() => {
      inFlight = undefined;
    }));
}

function openPostgres(databaseUrl: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // A client checked out for a transaction has no pool listener, so a connection lost mid-
  // transaction would be an unhandled 'error' event that kills the process. The statement in
  // flight fails anyway (answered 503) and the pool drops the broken client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  abandonSilentConnections(pool);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    connectionString: databaseUrl,
    async migrate() {
      const client = await pool.connect();
      allowSilence(client);
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client, schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: sharedPing(db),
    changes: postgresChangeFeed(databaseUrl, pool),
    connections: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

async function openEmbedded(
  dataDir: string | undefined,
  template: string | undefined,
  dump: Blob | undefined,
): Promise<DatabaseHandle> {
  const release = dataDir ? acquireEmbeddedLock(dataDir) : () => {};
  try {
    const client = dataDir
      ? await openEmbeddedFolder(join(dataDir, 'pglite'), template)
      : new PGlite(dump ? { loadDataDir: dump } : {});
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: () => migrateEmbedded(client),
      ping: sharedPing(db),
      changes: embeddedChangeFeed(client),
      connections: () => ({ total: 1, idle: 0, waiting: 0 }),
      // PGlite's own dump waits only for the statement in hand, so it could fall inside a
      // transaction: taken under the transaction lock (one transaction at a time) instead,
      // after a checkpoint, it holds committed work with the data files current.
      async dumpDataDir() {
        await client.exec('checkpoint');
        return client._runExclusiveTransaction(() => client.dumpDataDir('none'));
      },
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openEmbedded(options.dataDir, options.embeddedTemplate, options.embeddedDump);
}
