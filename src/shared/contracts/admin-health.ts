import { z } from 'zod/mini';

/*
 * The service's health in words for administrators (the "Service health" card on /admin):
 * the same facts the /metrics endpoint gives a monitoring system, said plainly.
 */

/** The job type of a backup run; its last success is "backups last succeeded at". */
export const BACKUP_JOB_TYPE = 'backup.run';

export const adminHealthSchema = z.object({
  mail: z.object({
    /** When the oldest e-mail that has not gone out because sending failed was queued; null when mail is fine. */
    failingSince: z.nullable(z.string()),
    /** When an e-mail last went out; null when none has yet. */
    lastSentAt: z.nullable(z.string()),
  }),
  /** When a backup last finished; null when none has run yet. */
  lastBackupAt: z.nullable(z.string()),
  /** Space on the disk holding DATA_DIR; null when it could not be read. */
  disk: z.nullable(
    z.object({
      freeBytes: z.number(),
      totalBytes: z.number(),
      /** Below this the service will not start (MIN_FREE_DISK_MB). */
      minimumFreeBytes: z.number(),
    }),
  ),
  jobs: z.object({
    /** Jobs due now and not yet started. */
    waiting: z.number(),
    /** How long the oldest waiting job has waited, in seconds; 0 when none waits. */
    oldestWaitingSeconds: z.number(),
    /** Jobs that used all their attempts and wait for an administrator. */
    failed: z.number(),
  }),
});
export type AdminHealth = z.infer<typeof adminHealthSchema>;
