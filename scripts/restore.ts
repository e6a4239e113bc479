// Restores a backup archive into an empty data folder (embedded database) or an empty
// PostgreSQL database (DATABASE_URL), and its files into the configured storage.
// Usage: npm run restore -- FILE [--force]
// Refuses a target that holds data unless --force, a damaged archive, and one from a newer
// migration level. Honours DATA_DIR, DATABASE_URL and the storage variables like the server.
// Exit codes: 0 done, 1 refused or failed, 2 bad arguments.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import {
  openArchive,
  restoreArchive,
  RestoreRefusedError,
} from '../src/server/modules/backups/restore-backup';
import { createStorage } from '../src/server/platform/storage/create-storage';
import { runCommand } from './lib/run-command';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: {
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (parsed.values.help || parsed.positionals.length !== 1) {
    console.error(USAGE);
    process.exit(parsed.values.help ? 0 : 2);
  }
  const config = loadConfig();
  const archive = await openArchive(resolve(parsed.positionals[0]!));
  try {
    const { manifest } = archive;
    console.log(
      `Archive of ${manifest.createdAt} (${manifest.app.name} ${manifest.app.version}, migration level ${manifest.migrationLevel}): checksums match.`,
    );
    const restored = await restoreArchive(archive, {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      storage: createStorage(config.storage, config.dataDir),
      force: parsed.values.force ?? false,
    });
    for (const [table, rows] of Object.entries(restored.tables)) {
      const expected = manifest.tables[table];
      console.log(
        `  ${table}: ${rows} rows${expected === rows ? '' : ` (the manifest says ${expected ?? 'none'})`}`,
      );
    }
    console.log(`  files: ${restored.files}`);
    console.log(
      `Restored into ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir}. Start the server to use it.`,
    );
  } finally {
    await archive.close();
  }
}

runCommand('restore', main, {
  explained: [RestoreRefusedError],
  failure: 'could not restore the backup',
});
