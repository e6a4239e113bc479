import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diskSpace, MEGABYTE } from './disk-space';

/** A start-up check that failed; its message is the one line the operator reads. */
export class StartupCheckError extends Error {
  override name = 'StartupCheckError';
}

/**
 * DATA_DIR holds the embedded database, uploads, the mail outbox and generated secrets: the
 * service refuses to start where it could not write them, rather than failing at the first
 * upload or e-mail. Writes and removes a probe file, then checks the free space.
 */
export async function checkDataDir(dataDir: string, minFreeMb: number): Promise<void> {
  const probe = join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new StartupCheckError(
      `DATA_DIR ${dataDir} is not writable (${reason}). Give the service's user write access to it, or set DATA_DIR to a folder it can write.`,
    );
  }
  const { freeBytes } = await diskSpace(dataDir);
  if (freeBytes < minFreeMb * MEGABYTE) {
    const freeMb = Math.floor(freeBytes / MEGABYTE);
    throw new StartupCheckError(
      `DATA_DIR ${dataDir} has only ${freeMb} MB free; the service needs at least ${minFreeMb} MB (MIN_FREE_DISK_MB). Free some space on that disk or move DATA_DIR to a larger one.`,
    );
  }
}
