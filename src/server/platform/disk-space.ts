import { statfs } from 'node:fs/promises';

export interface DiskSpace {
  /** Bytes an unprivileged process may still write. */
  freeBytes: number;
  totalBytes: number;
}

/** Space on the file system holding `path` (DATA_DIR: the embedded database, uploads, outbox). */
export async function diskSpace(path: string): Promise<DiskSpace> {
  const stats = await statfs(path);
  return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
}

export const MEGABYTE = 1024 * 1024;
