import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import { link, mkdir, open, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { loadSecret } from '../secrets';
import { isValidKey, type FileStorage, type StoredObject } from './file-storage';
import { signUpload } from './signed-url';

/** Local upload addresses: PUT `${UPLOAD_PATH_PREFIX}<key>?expires=…&signature=…`. */
export const UPLOAD_PATH_PREFIX = '/api/uploads/';

export class UploadTooLargeError extends Error {
  override name = 'UploadTooLargeError';
}
export class UploadExistsError extends Error {
  override name = 'UploadExistsError';
}

/**
 * The secret that signs upload addresses: configured (FILE_URL_SECRET), or generated once and
 * kept in the data folder so addresses survive a restart.
 */
export function loadUrlSecret(dataDir: string, configured?: string): string {
  return loadSecret(dataDir, 'file-url-secret', configured);
}

export class LocalDiskStorage implements FileStorage {
  readonly driver = 'local' as const;

  constructor(
    private readonly root: string,
    readonly urlSecret: string,
  ) {}

  private pathOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(this.root, ...key.split('/'));
  }

  async createUploadUrl(key: string, contentType: string, expiresAt: Date): Promise<string> {
    const expires = expiresAt.getTime();
    const query = new URLSearchParams({
      expires: String(expires),
      signature: signUpload(this.urlSecret, key, contentType, expires),
    });
    return `${UPLOAD_PATH_PREFIX}${key}?${query.toString()}`;
  }

  keyFromUrl(fileUrl: string): string | undefined {
    let pathname: string;
    try {
      pathname = new URL(fileUrl, 'http://local.invalid').pathname;
    } catch {
      return undefined;
    }
    if (!pathname.startsWith(UPLOAD_PATH_PREFIX)) return undefined;
    const key = pathname.slice(UPLOAD_PATH_PREFIX.length);
    return isValidKey(key) ? key : undefined;
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const stats = await stat(this.pathOf(key));
      return stats.isFile() ? { size: stats.size } : undefined;
    } catch {
      return undefined;
    }
  }

  async readStart(key: string, length: number): Promise<Buffer> {
    const handle = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async openRead(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    await stat(path);
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async *listKeys(): AsyncIterable<string> {
    if (!existsSync(this.root)) return;
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
      // Uploads still arriving (.incoming) are not stored files yet.
      if (isValidKey(key)) yield key;
    }
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { mode: 0o600 });
  }

  /**
   * Stores the bytes of one upload: written to a temporary file, refused past `maxBytes`, then
   * linked into place only if nothing is stored under the key yet (so an address works once).
   * Returns the size and the leading bytes for the caller's content check.
   */
  async writeUpload(
    key: string,
    body: Readable,
    maxBytes: number,
    sniffBytes: number,
  ): Promise<{ size: number; leadingBytes: Buffer }> {
    const finalPath = this.pathOf(key);
    if (existsSync(finalPath)) throw new UploadExistsError();
    const incoming = join(this.root, '.incoming');
    await mkdir(incoming, { recursive: true });
    const temporary = join(incoming, randomBytes(16).toString('hex'));
    let size = 0;
    const leading: Buffer[] = [];
    let leadingLength = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) {
          done(new UploadTooLargeError());
          return;
        }
        if (leadingLength < sniffBytes) {
          leading.push(chunk.subarray(0, sniffBytes - leadingLength));
          leadingLength += Math.min(chunk.length, sniffBytes - leadingLength);
        }
        done(null, chunk);
      },
    });
    const file = createWriteStream(temporary, { mode: 0o600 });
    try {
      await pipeline(body, meter, file);
      await mkdir(dirname(finalPath), { recursive: true });
      await link(temporary, finalPath).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new UploadExistsError() : error;
      });
    } finally {
      // A refusal can come before the file is even open; it is created and closed after that,
      // so removing it must wait for the close or a busy disk keeps an empty leftover.
      if (!file.closed) await once(file, 'close').catch(() => undefined);
      await unlink(temporary).catch(() => undefined);
    }
    return { size, leadingBytes: Buffer.concat(leading) };
  }
}
