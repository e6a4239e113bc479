export { BACKUP_JOB, backupJobHandler, pruneBackups, scheduleBackups } from './backup-job';
export { internalBackupRoutes } from './internal-route';
export { takeBackup } from './take-backup';
