// Takes one backup (database, uploaded files, DATA_DIR's generated secrets) and prints the
// archive's path as its last line.
// Usage: npm run backup
// Honours DATA_DIR, DATABASE_URL, PORT and BACKUP_DIR (default DATA_DIR/backups) like the
// server. When a running server holds the embedded database, that server takes the snapshot
// (through its loopback-only internal call); otherwise this process opens the database itself.
// Exit codes: 0 done, 1 failed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type AppConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { embeddedLockHolder } from '../src/server/db/embedded-lock';
import { takeBackup } from '../src/server/modules/backups';
import { BACKUP_TOKEN_FILE } from '../src/server/modules/backups/internal-route';
import { createStorage } from '../src/server/platform/storage/create-storage';
import { runCommand } from './lib/run-command';

async function askRunningServer(config: AppConfig, pid: number): Promise<string> {
  const tokenFile = join(config.dataDir, BACKUP_TOKEN_FILE);
  if (!existsSync(tokenFile)) {
    throw new Error(
      `The server (pid ${pid}) holds the database but wrote no ${tokenFile}; is it an older version?`,
    );
  }
  const response = await fetch(`http://127.0.0.1:${config.port}/api/internal/backup`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${readFileSync(tokenFile, 'utf8').trim()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ dir: config.backups.dir }),
  }).catch((error: Error) => {
    throw new Error(
      `The server (pid ${pid}) holds the database but did not answer on port ${config.port} (set PORT to its port): ${error.message}`,
    );
  });
  const answer = (await response.json()) as { path?: string; message?: string };
  if (!response.ok || !answer.path) {
    throw new Error(
      `The server (pid ${pid}) could not take the backup: ${answer.message ?? response.status}`,
    );
  }
  return answer.path;
}

async function backUpDirectly(config: AppConfig): Promise<string> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    return await takeBackup(
      {
        database,
        storage: createStorage(config.storage, config.dataDir),
        dataDir: config.dataDir,
      },
      config.backups.dir,
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const pid = config.databaseUrl ? undefined : embeddedLockHolder(config.dataDir);
  if (pid !== undefined) console.log(`The server (pid ${pid}) is taking the snapshot.`);
  const path =
    pid !== undefined ? await askRunningServer(config, pid) : await backUpDirectly(config);
  console.log(path);
}

runCommand('backup', main, { failure: 'could not take the backup' });
