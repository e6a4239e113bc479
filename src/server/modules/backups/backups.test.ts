import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { jobs } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs';
import { MAIL_JOB, type MailMessage } from '../../platform/mail';
import { LocalDiskStorage } from '../../platform/storage/local-storage';
import { createStaffAccount } from '../../testing/accounts';
import { createScratchDatabase } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { countPgliteDump } from './database-snapshot';
import { BACKUP_JOB, pruneBackups, scheduleBackups, takeBackup } from './index';
import { codeMigrationLevel, MANIFEST_NAME, type BackupManifest } from './manifest';
import { openArchive, restoreArchive, RestoreRefusedError } from './restore-backup';
import { archiveNameFor } from './take-backup';

const scratch = mkdtempSync(join(tmpdir(), 'tra-backups-test-'));
// A regular file where the backup folder's parent should be: every backup fails.
writeFileSync(join(scratch, 'in-the-way'), '');
const EVERY_MS = 12 * 60 * 60 * 1000;
const testApp = useTestApp({
  backups: { dir: join(scratch, 'in-the-way', 'backups'), everyMs: EVERY_MS, keep: 2 },
});
const db = () => testApp.database.db;
const DOCUMENT = Buffer.from('%PDF-1.4\n% kept byte for byte\n');
let archive: string;

function newFolder(): string {
  return mkdtempSync(join(scratch, 'folder-'));
}

beforeAll(async () => {
  await createStaffAccount(db(), 'admin', { email: 'first-admin@example.com' });
  await testApp.app.storage.write('cases/one/letter.pdf', DOCUMENT);
  archive = await takeBackup(
    {
      database: testApp.database,
      storage: testApp.app.storage,
      dataDir: testApp.config.dataDir,
    },
    newFolder(),
  );
});
afterEach(async () => {
  await db().delete(jobs);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The archive unpacked, changed by `change`, and packed again under a new name. */
async function tampered(change: (folder: string) => void): Promise<string> {
  const folder = newFolder();
  await tar.extract({ file: archive, cwd: folder });
  change(folder);
  const file = join(newFolder(), 'tampered.tar.gz');
  await tar.create({ gzip: true, cwd: folder, file }, readdirSync(folder));
  return file;
}

function editManifest(folder: string, edit: (manifest: BackupManifest) => void): void {
  const path = join(folder, MANIFEST_NAME);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  edit(manifest);
  writeFileSync(path, JSON.stringify(manifest));
}

describe('taking a backup', () => {
  it('writes one timestamped archive with a manifest of counts and checksums', async () => {
    expect(archive).toMatch(/tra-backup-\d{8}-\d{6}Z\.tar\.gz$/);
    expect(statSync(archive).mode & 0o077).toBe(0);
    const opened = await openArchive(archive);
    try {
      const { manifest } = opened;
      expect(manifest.database).toBe(testApp.database.kind);
      expect(manifest.migrationLevel).toBe(codeMigrationLevel());
      expect(manifest.tables.users).toBeGreaterThanOrEqual(1);
      expect(manifest.files).toBe(1);
      expect(Object.keys(manifest.checksums)).toContain('files/cases/one/letter.pdf');
      expect(Object.keys(manifest.checksums)).toContain('secrets/mfa-encryption-key');
    } finally {
      await opened.close();
    }
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'snapshots the embedded database between transactions, never inside one',
    async () => {
      let finish = () => {};
      const inProgress = db().transaction(async (tx) => {
        await enqueueJob(tx, 'backup.test-marker', {});
        await new Promise<void>((resolve) => (finish = resolve));
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const dumping = testApp.database.dumpDataDir!();
      finish();
      await inProgress;
      const contents = await countPgliteDump(await dumping);
      expect(contents.tables.jobs).toBe(1);
    },
  );

  it('names archives by the moment in UTC', () => {
    expect(archiveNameFor(new Date('2026-03-04T05:06:07.890Z'))).toBe(
      'tra-backup-20260304-050607Z.tar.gz',
    );
  });
});

describe('restoring', () => {
  it('restores into an empty target and refuses a non-empty one without --force', async () => {
    const dataDir = newFolder();
    const target = await emptyTarget(dataDir);
    try {
      const opened = await openArchive(archive);
      try {
        const restored = await restoreArchive(opened, { ...target, force: false });
        expect(restored.tables).toEqual(opened.manifest.tables);
        expect(restored.files).toBe(1);
        expect(readFileSync(join(dataDir, 'uploads/cases/one/letter.pdf'))).toEqual(DOCUMENT);
        await expect(restoreArchive(opened, { ...target, force: false })).rejects.toThrow(
          /is not empty.*--force/,
        );
        const again = await restoreArchive(opened, { ...target, force: true });
        expect(again.tables).toEqual(opened.manifest.tables);
      } finally {
        await opened.close();
      }
    } finally {
      await target.drop();
    }
  });

  it('refuses a damaged archive', async () => {
    const damaged = await tampered((folder) =>
      writeFileSync(join(folder, 'files/cases/one/letter.pdf'), 'changed'),
    );
    await expect(openArchive(damaged)).rejects.toThrow(/damaged \(checksum\)/);
  });

  it('refuses an archive from a newer migration level', async () => {
    const newer = await tampered((folder) =>
      editManifest(folder, (manifest) => {
        manifest.migrationLevel = codeMigrationLevel() + 1;
      }),
    );
    await expect(openArchive(newer)).rejects.toThrow(/newer version/);
  });

  it('refuses an archive without a manifest, and a file that is no archive', async () => {
    const bare = await tampered((folder) => rmSync(join(folder, MANIFEST_NAME)));
    await expect(openArchive(bare)).rejects.toThrow(/has no manifest.json/);
    const text = join(newFolder(), 'notes.tar.gz');
    writeFileSync(text, 'not an archive');
    await expect(openArchive(text)).rejects.toBeInstanceOf(RestoreRefusedError);
  });
});

/** An empty embedded data folder, or an empty PostgreSQL database when tests run on one. */
async function emptyTarget(dataDir: string) {
  const storage = new LocalDiskStorage(join(dataDir, 'uploads'), 'secret');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { dataDir, storage, drop: async () => {} };
  const database = await createScratchDatabase(serverUrl, 'tra_restore');
  return { dataDir, storage, databaseUrl: database.url, drop: database.drop };
}

describe('retention', () => {
  it('keeps the newest archives and deletes older ones', async () => {
    const folder = newFolder();
    const names = [1, 2, 3, 4].map((day) => archiveNameFor(new Date(Date.UTC(2026, 0, day))));
    for (const name of names) writeFileSync(join(folder, name), '');
    writeFileSync(join(folder, 'notes.txt'), '');
    expect(await pruneBackups(folder, 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(folder).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
  });
});

describe('the scheduled backup', () => {
  it('waits one interval, and is scheduled once however often the server starts', async () => {
    const from = new Date();
    await scheduleBackups(db(), testApp.config.backups, from);
    await scheduleBackups(db(), testApp.config.backups, from);
    const waiting = await db().select().from(jobs).where(eq(jobs.type, BACKUP_JOB));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt.getTime()).toBe(from.getTime() + EVERY_MS);
  });

  it('fails for good after its retries, stays failed and e-mails the administrators', async () => {
    await scheduleBackups(db(), testApp.config.backups, new Date(Date.now() - EVERY_MS));
    for (let round = 0; round < 20; round += 1) {
      await testApp.app.jobs.runDueJobs();
      const failed = await db().select().from(jobs).where(eq(jobs.status, 'failed'));
      if (failed.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const backupJobs = await db().select().from(jobs).where(eq(jobs.type, BACKUP_JOB));
    const failed = backupJobs.filter((job) => job.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.lastError).toMatch(/ENOTDIR|not a directory/i);
    // The schedule goes on: the next backup is waiting.
    expect(backupJobs.filter((job) => job.status === 'pending')).toHaveLength(1);
    const mail = await db().select().from(jobs).where(eq(jobs.type, MAIL_JOB));
    const letters = mail.map((job) => job.payload as MailMessage);
    expect(letters.map((letter) => letter.to)).toContain('first-admin@example.com');
    expect(letters[0]!.subject).toBe('The scheduled backup failed');
    expect(existsSync(join(scratch, 'in-the-way', 'backups'))).toBe(false);
  });
});

describe('configuration', () => {
  it('reads BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP, with defaults under DATA_DIR', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/tra' }).backups;
    expect(defaults).toEqual({ dir: '/srv/tra/backups', everyMs: 86_400_000, keep: 14 });
    const set = loadConfig({ BACKUP_DIR: '/mnt/b', BACKUP_EVERY: '12h', BACKUP_KEEP: '3' });
    expect(set.backups).toEqual({ dir: '/mnt/b', everyMs: 43_200_000, keep: 3 });
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ BACKUP_EVERY: 'daily' })).toThrow(ConfigError);
    expect(() => loadConfig({ BACKUP_EVERY: 'daily' })).toThrow(/BACKUP_EVERY="daily": must be/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP="0": must be at least 1/);
  });
});
