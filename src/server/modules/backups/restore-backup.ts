import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as tar from 'tar';
import { acquireEmbeddedLock } from '../../db/embedded-lock';
import type { FileStorage } from '../../platform/storage/file-storage';
import { countContents, runPgTool, type DumpContents } from './database-snapshot';
import {
  FILES_FOLDER,
  MANIFEST_NAME,
  PGLITE_MEMBER,
  POSTGRES_MEMBER,
  SECRETS_FOLDER,
  codeMigrationLevel,
  manifestSchema,
  type BackupManifest,
} from './manifest';
import { DATA_DIR_SECRETS, sha256Of } from './take-backup';

/** A restore refused before anything was changed; the message says why and what to do. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreTarget {
  /** PostgreSQL to restore into; the embedded database in dataDir when absent. */
  databaseUrl?: string;
  dataDir: string;
  storage: FileStorage;
  /** Restore over a target that already holds data. */
  force: boolean;
}

export interface OpenedArchive {
  manifest: BackupManifest;
  /** Where the archive was unpacked; removed by `close`. */
  folder: string;
  close(): Promise<void>;
}

/** Unpacks an archive and checks its manifest, every checksum and its migration level. */
export async function openArchive(file: string): Promise<OpenedArchive> {
  if (!existsSync(file)) throw new RestoreRefusedError(`No such backup archive: ${file}`);
  const folder = await mkdtemp(join(tmpdir(), 'tra-restore-'));
  const close = () => rm(folder, { recursive: true, force: true });
  try {
    await tar.extract({ file, cwd: folder, strict: true }).catch((error: Error) => {
      throw new RestoreRefusedError(`${file} is not a readable backup archive: ${error.message}`);
    });
    const manifestPath = join(folder, MANIFEST_NAME);
    if (!existsSync(manifestPath)) {
      throw new RestoreRefusedError(`${file} has no ${MANIFEST_NAME}; it is not a TRA backup.`);
    }
    let parsed;
    try {
      parsed = manifestSchema.safeParse(JSON.parse(await readFile(manifestPath, 'utf8')));
    } catch {
      throw new RestoreRefusedError(`The manifest of ${file} is not valid JSON.`);
    }
    if (!parsed.success) {
      throw new RestoreRefusedError(
        `The manifest of ${file} is not one this version reads: ${parsed.error.issues[0]!.message} at ${parsed.error.issues[0]!.path.join('.')}`,
      );
    }
    const manifest = parsed.data;
    for (const [member, expected] of Object.entries(manifest.checksums)) {
      const path = join(folder, member);
      if (!existsSync(path) || (await sha256Of(path)) !== expected) {
        throw new RestoreRefusedError(`${member} in ${file} is missing or damaged (checksum).`);
      }
    }
    const databaseMember = manifest.database === 'pglite' ? PGLITE_MEMBER : POSTGRES_MEMBER;
    if (!manifest.checksums[databaseMember]) {
      throw new RestoreRefusedError(`${file} lists no ${databaseMember}.`);
    }
    const ours = codeMigrationLevel();
    if (manifest.migrationLevel > ours) {
      throw new RestoreRefusedError(
        `${file} comes from a newer version (migration level ${manifest.migrationLevel}; this code has ${ours}). Restore it with that version or later.`,
      );
    }
    return { manifest, folder, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const notEmpty = (what: string) =>
  new RestoreRefusedError(
    `${what} is not empty; restore into an empty one, or add --force to restore over it.`,
  );

async function hasAnyFile(storage: FileStorage): Promise<boolean> {
  for await (const _key of storage.listKeys()) return true;
  return false;
}

/**
 * Restores an opened archive into the target: the database (the archive's kind must match the
 * target's), then the files and the DATA_DIR secrets. Answers what the restored database holds.
 */
export async function restoreArchive(
  archive: OpenedArchive,
  target: RestoreTarget,
): Promise<DumpContents & { files: number }> {
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (archive.manifest.database !== wanted) {
    throw new RestoreRefusedError(
      `This archive holds a ${archive.manifest.database === 'pglite' ? 'embedded' : 'PostgreSQL'} database; restore it ${archive.manifest.database === 'pglite' ? 'without' : 'with'} DATABASE_URL.`,
    );
  }
  if (!target.force && (await hasAnyFile(target.storage))) throw notEmpty('The file storage');
  const contents = target.databaseUrl
    ? await restorePostgres(archive, target.databaseUrl, target.force)
    : await restoreEmbedded(archive, target.dataDir, target.force);
  let files = 0;
  for (const member of Object.keys(archive.manifest.checksums)) {
    if (!member.startsWith(`${FILES_FOLDER}/`)) continue;
    const key = member.slice(FILES_FOLDER.length + 1);
    await target.storage.write(key, await readFile(join(archive.folder, member)));
    files += 1;
  }
  await restoreSecrets(archive, target.dataDir, target.force);
  return { ...contents, files };
}

async function restoreSecrets(archive: OpenedArchive, dataDir: string, force: boolean) {
  await mkdir(dataDir, { recursive: true });
  for (const name of DATA_DIR_SECRETS) {
    const source = join(archive.folder, SECRETS_FOLDER, name);
    const target = join(dataDir, name);
    if (!archive.manifest.checksums[`${SECRETS_FOLDER}/${name}`]) continue;
    if (existsSync(target) && !force) continue;
    await writeFile(target, await readFile(source), { mode: 0o600 });
    await chmod(target, 0o600);
  }
}

async function restoreEmbedded(
  archive: OpenedArchive,
  dataDir: string,
  force: boolean,
): Promise<DumpContents> {
  // Held for the whole restore: no server may open the folder while it is being written.
  const release = acquireEmbeddedLock(dataDir);
  try {
    const folder = join(dataDir, 'pglite');
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      if (!force) throw notEmpty(`The embedded database in ${folder}`);
      await rm(folder, { recursive: true, force: true });
    }
    const dump = new Blob([await readFile(join(archive.folder, PGLITE_MEMBER))]);
    const client = new PGlite(folder, { loadDataDir: dump });
    try {
      await client.waitReady;
      return await countContents(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function restorePostgres(
  archive: OpenedArchive,
  databaseUrl: string,
  force: boolean,
): Promise<DumpContents> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) as count from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0]!.count) > 0) {
      if (!force) throw notEmpty('The database');
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema public cascade');
      await client.query('create schema public');
    }
    await runPgTool('pg_restore', [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      `--dbname=${databaseUrl}`,
      join(archive.folder, POSTGRES_MEMBER),
    ]);
    return await countContents(client);
  } finally {
    await client.end();
  }
}
