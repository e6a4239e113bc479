import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { DatabaseHandle } from '../../db/client';
import { projectRoot } from '../../platform/project-root';
import type { FileStorage } from '../../platform/storage/file-storage';
import { dumpDatabase } from './database-snapshot';
import {
  ARCHIVE_FORMAT,
  FILES_FOLDER,
  MANIFEST_NAME,
  PGLITE_MEMBER,
  POSTGRES_MEMBER,
  SECRETS_FOLDER,
  type BackupManifest,
} from './manifest';

/**
 * Secrets the server generates and keeps in DATA_DIR when none is configured: without them a
 * restored service could not read its two-step secrets or honour links it signed.
 */
export const DATA_DIR_SECRETS = ['mfa-encryption-key', 'link-secret', 'file-url-secret'] as const;

const ARCHIVE_NAME = /^tra-backup-\d{8}-\d{6}Z\.tar\.gz$/;

export interface BackupSource {
  database: DatabaseHandle;
  storage: FileStorage;
  dataDir: string;
}

/** `tra-backup-YYYYMMDD-HHMMSSZ.tar.gz` for a moment. */
export function archiveNameFor(moment: Date): string {
  const stamp = moment.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `tra-backup-${stamp}Z.tar.gz`;
}

export function isArchiveName(name: string): boolean {
  return ARCHIVE_NAME.test(name);
}

export async function sha256Of(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

function appVersion(): { name: string; version: string } {
  const { name, version } = JSON.parse(
    readFileSync(join(projectRoot(), 'package.json'), 'utf8'),
  ) as { name: string; version: string };
  return { name, version };
}

async function copyFiles(storage: FileStorage, staging: string): Promise<number> {
  let count = 0;
  for await (const key of storage.listKeys()) {
    const target = join(staging, FILES_FOLDER, ...key.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await pipeline(await storage.openRead(key), createWriteStream(target));
    count += 1;
  }
  return count;
}

async function copySecrets(dataDir: string, staging: string): Promise<void> {
  for (const name of DATA_DIR_SECRETS) {
    const source = join(dataDir, name);
    if (!existsSync(source)) continue;
    await mkdir(join(staging, SECRETS_FOLDER), { recursive: true });
    await copyFile(source, join(staging, SECRETS_FOLDER, name));
  }
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

/**
 * Takes one backup into `backupDir` and answers the archive's path: the database (dumped
 * first, consistently), then the uploaded files and DATA_DIR's generated secrets, with a
 * manifest of counts and checksums. Written under a temporary name and renamed when complete,
 * so an archive with its final name is always whole.
 */
export async function takeBackup(source: BackupSource, backupDir: string): Promise<string> {
  const name = archiveNameFor(new Date());
  const staging = join(backupDir, `.${name}.staging`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(join(staging, 'database'), { recursive: true });
  try {
    const member = source.database.kind === 'pglite' ? PGLITE_MEMBER : POSTGRES_MEMBER;
    const contents = await dumpDatabase(source.database, join(staging, member));
    const files = await copyFiles(source.storage, staging);
    await copySecrets(source.dataDir, staging);
    const members = await filesUnder(staging);
    const checksums: Record<string, string> = {};
    for (const path of members) checksums[path] = await sha256Of(join(staging, path));
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      app: appVersion(),
      createdAt: new Date().toISOString(),
      database: source.database.kind,
      migrationLevel: contents.migrationLevel,
      tables: contents.tables,
      files,
      checksums,
    };
    await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = join(backupDir, `.${name}.partial`);
    await tar.create({ gzip: true, cwd: staging, file: partial, portable: true }, [
      MANIFEST_NAME,
      ...members,
    ]);
    // It holds personal data and DATA_DIR's secrets: readable by the service's owner only.
    await chmod(partial, 0o600);
    const archive = join(backupDir, name);
    await rename(partial, archive);
    return archive;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
