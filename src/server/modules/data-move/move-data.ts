import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';
import { openDatabase } from '../../db/client';
import type { S3Storage } from '../../platform/storage/s3-storage';
import { copyTable, resetSequences } from './copy-tables';
import { alignTextOutput, runOnClient, runOnDatabase, type RunSql } from './sql-session';
import { fingerprintTable, type TableFingerprint } from './table-checksum';
import { tablesInForeignKeyOrder, type TableShape } from './table-order';
import { copyFilesToBucket, fileMatches, listLocalFiles, type FileCheck } from './upload-files';

export class MoveRefusedError extends Error {
  override name = 'MoveRefusedError';
}

export interface TableReport {
  table: string;
  source: TableFingerprint;
  target: TableFingerprint;
}

export interface MoveReport {
  tables: TableReport[];
  /** Undefined when the files stayed where they are (no bucket given). */
  files?: FileCheck[];
  /** How many local files there are, moved or not. */
  localFiles: number;
  sequencesReset: number;
}

export interface MoveOptions {
  /** The embedded database, opened (and so locked) by the caller and migrated to the latest. */
  source: DatabaseHandle;
  /** An empty PostgreSQL database. */
  targetUrl: string;
  /** DATA_DIR/uploads of the source. */
  uploadsDir: string;
  /** The bucket the files go to; without it they stay in the uploads folder. */
  bucket?: S3Storage;
  log?: (line: string) => void;
}

export const tableMatches = (report: TableReport) =>
  report.source.rows === report.target.rows && report.source.checksum === report.target.checksum;

/**
 * Copies the embedded database and its uploaded files to PostgreSQL and a bucket. The files
 * go first and are checked by digest; then every table is copied in one transaction on the
 * target, which commits only when each table's count and checksum equal the source's. A
 * failure at any step leaves the target database empty, so the move can simply be run again.
 */
export async function moveData(options: MoveOptions): Promise<MoveReport> {
  const log = options.log ?? (() => {});
  const source = runOnDatabase(options.source.db);
  await alignTextOutput(source);
  const tables = await tablesInForeignKeyOrder(source);

  await migrateTarget(options.targetUrl);
  const client = new pg.Client({ connectionString: options.targetUrl });
  await client.connect();
  try {
    const target = runOnClient(client);
    await alignTextOutput(target);
    await refuseUnlessEmpty(target, tables);

    const localFiles = await listLocalFiles(options.uploadsDir);
    let files: FileCheck[] | undefined;
    if (options.bucket) {
      log(`Copying ${localFiles.length} files to the bucket…`);
      files = await copyFilesToBucket(localFiles, options.bucket);
      const wrong = files.filter((check) => !fileMatches(check));
      if (wrong.length > 0) {
        throw new MoveRefusedError(
          `${wrong.length} files differ in the bucket from the local copy (first: ${wrong[0]!.key}); nothing was written to the database.`,
        );
      }
    }

    log(`Copying ${tables.length} tables…`);
    await target('begin');
    try {
      const reports: TableReport[] = [];
      for (const table of tables) {
        const copied = await copyTable(source, target, table);
        log(`  ${table.name}: ${copied} rows`);
      }
      const sequencesReset = await resetSequences(target);
      for (const table of tables) {
        reports.push({
          table: table.name,
          source: await fingerprintTable(source, table),
          target: await fingerprintTable(target, table),
        });
      }
      const wrong = reports.filter((report) => !tableMatches(report));
      if (wrong.length > 0) {
        throw new MoveRefusedError(
          `The copy of ${wrong.map((report) => report.table).join(', ')} differs from the source; nothing was kept in the database.`,
        );
      }
      await target('commit');
      return { tables: reports, files, localFiles: localFiles.length, sequencesReset };
    } catch (error) {
      await target('rollback').catch(() => {});
      throw error;
    }
  } finally {
    await client.end();
  }
}

/** The application's migrations on the target, exactly as the server runs them at start. */
async function migrateTarget(targetUrl: string): Promise<void> {
  const target = await openDatabase({ databaseUrl: targetUrl, poolSize: 1 });
  try {
    await target.migrate();
  } finally {
    await target.close();
  }
}

/**
 * A database that already holds rows (a server that ran on it, an earlier move) is never
 * written to: the copy keeps the source's ids, which would collide or mix two histories.
 */
async function refuseUnlessEmpty(target: RunSql, tables: TableShape[]): Promise<void> {
  const targetTables = new Set((await tablesInForeignKeyOrder(target)).map((table) => table.name));
  const missing = tables.filter((table) => !targetTables.has(table.name));
  if (missing.length > 0) {
    throw new MoveRefusedError(
      `The target lacks tables the source has (${missing.map((table) => table.name).join(', ')}): is it the same version of the application?`,
    );
  }
  for (const table of tables) {
    const { rows } = await fingerprintTable(target, table);
    if (rows > 0) {
      throw new MoveRefusedError(
        `The target database is not empty (${table.name} has ${rows} rows). Give an empty database: create a new one, or drop and recreate this one.`,
      );
    }
  }
}
