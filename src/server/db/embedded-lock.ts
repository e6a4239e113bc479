import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockPathOf = (dataDir: string) => join(dataDir, 'database.lock');

/** The pid of the live process holding the embedded database in dataDir, if one does. */
export function embeddedLockHolder(dataDir: string): number | undefined {
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(lockPathOf(dataDir), 'utf8'), 10);
  } catch {
    return undefined;
  }
  return Number.isInteger(holder) && isProcessAlive(holder) ? holder : undefined;
}

/**
 * The embedded database belongs to one process at a time. Takes the lock file in dataDir
 * (replacing one left by a process that no longer runs) and returns its release function.
 */
export function acquireEmbeddedLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = embeddedLockHolder(dataDir);
      if (holder !== undefined && holder !== process.pid) {
        throw new DatabaseLockedError(
          `The embedded database in ${dataDir} is in use by another process (pid ${holder}); stop that process first or set DATABASE_URL.`,
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DatabaseLockedError(`Could not take the database lock in ${dataDir}.`);
}
