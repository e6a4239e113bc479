// Restores a backup archive into an empty data folder (embedded database) or an empty
// PostgreSQL database (DATABASE_URL), and its files into the configured storage.
// Usage: npm run restore -- FILE [--force]
// Refuses a target that holds data unless --force, a damaged archive, and one from a newer
// migration level. Honours DATA_DIR, DATABASE_URL and the storage variables like the server.
// Exit codes: 0 done, 1 refused or failed, 2 bad arguments.
import { resolve } from 'node:path';
import { loadConfig } from '../src/server/config';
import {
  openArchive,
  restoreArchive,
  RestoreRefusedError,
} from '../src/server/modules/backups/restore-backup';
import { createStorage } from '../src/server/platform/storage/create-storage';
import { inputOrExitCode, parseCommandLine, UsageError } from './lib/command-line';
import { runCommand } from './lib/run-command';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

function parseArguments(argv: string[]): { file: string; force: boolean } | 'help' {
  const { values, positionals } = parseCommandLine({
    args: argv,
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  if (positionals.length !== 1) throw new UsageError('Name exactly one backup archive.');
  return { file: positionals[0]!, force: values.force };
}

async function main(): Promise<number | void> {
  const input = inputOrExitCode('restore', USAGE, () => parseArguments(process.argv.slice(2)));
  if (typeof input === 'number') return input;
  const config = loadConfig();
  const archive = await openArchive(resolve(input.file));
  try {
    const { manifest } = archive;
    console.log(
      `Archive of ${manifest.createdAt} (${manifest.app.name} ${manifest.app.version}, migration level ${manifest.migrationLevel}): checksums match.`,
    );
    const restored = await restoreArchive(archive, {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      storage: createStorage(config.storage, config.dataDir),
      force: input.force ?? false,
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
