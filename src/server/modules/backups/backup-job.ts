import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { BACKUP_JOB_TYPE } from '@shared/contracts/admin-health';
import type { BackupConfig } from '../../config';
import type { Database } from '../../db/client';
import { jobs, users } from '../../db/schema';
import { ensureJobScheduled, type JobHandler } from '../../platform/jobs';
import { enqueueMail } from '../../platform/mail';
import { isArchiveName, takeBackup, type BackupSource } from './take-backup';

/** The scheduled backup's job type; the admin overview reads the last one done by it. */
export const BACKUP_JOB = BACKUP_JOB_TYPE;

/** A failing backup is retried a few times, then fails for good and administrators hear. */
const BACKUP_ATTEMPTS = 3;

export async function scheduleBackups(db: Database, config: BackupConfig, from = new Date()) {
  await ensureJobScheduled(db, BACKUP_JOB, new Date(from.getTime() + config.everyMs), {
    maxAttempts: BACKUP_ATTEMPTS,
  });
}

/** Deletes all but the newest `keep` archives in the folder (names sort by time). */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(backupDir)).filter(isArchiveName).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await unlink(join(backupDir, name));
  return old;
}

async function mailAdministrators(db: Database, message: string): Promise<void> {
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  await db.transaction(async (tx) => {
    for (const admin of admins) {
      await enqueueMail(tx, {
        to: admin.email,
        subject: 'The scheduled backup failed',
        text: [
          'The scheduled backup of the TRA service failed after every retry:',
          '',
          message,
          '',
          'It stays listed as failed on the Jobs page of the admin console (/admin/jobs), where it can be retried once the cause is fixed. The next scheduled backup will run as usual.',
        ].join('\n'),
      });
    }
  });
}

/**
 * Schedules the next run first (so a failure does not end the schedule), takes a backup and
 * prunes old archives. The last failed attempt e-mails every active administrator.
 */
export function backupJobHandler(
  source: BackupSource & { db: Database },
  config: BackupConfig,
): JobHandler {
  return async (_payload, job) => {
    await scheduleBackups(source.db, config);
    try {
      await takeBackup(source, config.dir);
      await pruneBackups(config.dir, config.keep);
    } catch (error) {
      const [row] = await source.db
        .select({ attempts: jobs.attempts, maxAttempts: jobs.maxAttempts })
        .from(jobs)
        .where(eq(jobs.id, job.id));
      if (row && row.attempts >= row.maxAttempts) {
        await mailAdministrators(source.db, error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  };
}
