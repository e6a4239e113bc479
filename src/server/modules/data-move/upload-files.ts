import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { S3Storage } from '../../platform/storage/s3-storage';

/** Where LocalDiskStorage writes a body before linking it into place: never a stored file. */
const INCOMING_FOLDER = '.incoming';

export interface LocalFile {
  key: string;
  path: string;
  size: number;
}

export interface FileCheck {
  key: string;
  size: number;
  sourceSha256: string;
  /** Undefined when the object is not in the bucket. */
  targetSha256?: string;
}

/** Every stored file under the local uploads folder, by storage key (sorted). */
export async function listLocalFiles(uploadsDir: string): Promise<LocalFile[]> {
  if (!existsSync(uploadsDir)) return [];
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  const files: LocalFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(uploadsDir, path).split(sep).join('/');
    if (key.split('/')[0] === INCOMING_FOLDER) continue;
    files.push({ key, path, size: (await stat(path)).size });
  }
  return files.sort((a, b) => (a.key < b.key ? -1 : 1));
}

export async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
}

/**
 * Puts every local file into the bucket under the same key, then reads each one back from
 * the bucket and compares SHA-256 digests with the local file.
 */
export async function copyFilesToBucket(
  files: LocalFile[],
  bucket: S3Storage,
  onProgress: (done: number) => void = () => {},
): Promise<FileCheck[]> {
  for (const [index, file] of files.entries()) {
    await bucket.put(file.key, await readFile(file.path));
    onProgress(index + 1);
  }
  return checkFiles(files, bucket);
}

/** Each local file's digest beside the digest of the object stored under its key. */
export async function checkFiles(files: LocalFile[], storage: FileStorage): Promise<FileCheck[]> {
  const checks: FileCheck[] = [];
  for (const file of files) {
    const stored = await storage.head(file.key);
    checks.push({
      key: file.key,
      size: file.size,
      sourceSha256: await sha256Of(createReadStream(file.path)),
      targetSha256: stored ? await sha256Of(await storage.openRead(file.key)) : undefined,
    });
  }
  return checks;
}

export const fileMatches = (check: FileCheck) => check.sourceSha256 === check.targetSha256;
