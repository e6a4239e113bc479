// Moves the embedded database (and, with --storage s3, the uploaded files) to PostgreSQL (and
// an S3-compatible bucket), checks every table and file, and prints the settings to use next.
// Usage: npm run migrate-data -- --to postgres://user:password@host:5432/database [--storage s3]
// Reads DATA_DIR like the server, and the S3_* settings with --storage s3. Exit codes: 0 moved
// and checked, 1 could not move (server still running, target not empty, a difference found),
// 2 bad arguments. Stop the server first.
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { MoveRefusedError, moveData } from '../src/server/modules/data-move/move-data';
import { formatNextSettings, formatSummary } from '../src/server/modules/data-move/move-report';
import { S3Storage } from '../src/server/platform/storage/s3-storage';
import { inputOrExitCode, parseCommandLine, UsageError } from './lib/command-line';
import { runCommand } from './lib/run-command';

const USAGE =
  'Usage: npm run migrate-data -- --to postgres://user:password@host:5432/database [--storage s3|local]';

interface MoveArguments {
  to: string;
  storage: 's3' | 'local';
}

function parseArguments(argv: string[]): MoveArguments | 'help' {
  const { values } = parseCommandLine({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      to: { type: 'string' },
      storage: { type: 'string', default: 'local' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  if (!values.to) throw new UsageError('Missing --to.');
  if (!/^postgres(ql)?:\/\//.test(values.to)) {
    throw new UsageError('--to: must be a PostgreSQL address such as postgres://host/database.');
  }
  if (values.storage !== 's3' && values.storage !== 'local') {
    throw new UsageError('--storage: must be s3 or local.');
  }
  return { to: values.to, storage: values.storage };
}

async function main(argv: string[]): Promise<number> {
  const input = inputOrExitCode('migrate-data', USAGE, () => parseArguments(argv));
  if (typeof input === 'number') return input;

  // The source is always the embedded database in DATA_DIR, whatever DATABASE_URL says, and
  // the files go where --storage says, whatever STORAGE_DRIVER says.
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: undefined,
    STORAGE_DRIVER: input.storage,
  });
  const bucketConfig = config.storage.driver === 's3' ? config.storage.s3 : undefined;
  const source = await openDatabase({ dataDir: config.dataDir });
  try {
    await source.migrate();
    console.log(`Moving the embedded database in ${config.dataDir}…`);
    const report = await moveData({
      source,
      targetUrl: input.to,
      uploadsDir: join(config.dataDir, 'uploads'),
      bucket: bucketConfig ? new S3Storage(bucketConfig) : undefined,
      log: (line) => console.log(line),
    });
    console.log('');
    console.log(formatSummary(report));
    console.log('');
    console.log('Moved and checked. Start the server with these settings:');
    console.log(formatNextSettings(input.to, config.dataDir, bucketConfig));
    return 0;
  } finally {
    await source.close();
  }
}

runCommand('migrate-data', () => main(process.argv.slice(2)), {
  explained: [MoveRefusedError],
  failure: 'could not move the data',
});
