import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError } from './db/embedded-lock';
import { standardOutput } from './platform/log-output';
import { checkDataDir, StartupCheckError } from './platform/startup-checks';

const SHUTDOWN_GRACE_MS = 10_000;
/** How long the last log lines may take to reach a slow reader before the process exits. */
const LOG_FLUSH_MS = 1000;

/** Logging is best effort: a log line that cannot be written never stops what comes after. */
function tryToLog(write: () => void): void {
  try {
    write();
  } catch {
    // Nowhere left to report it.
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  await checkDataDir(config.dataDir, config.minFreeDiskMb);
  const output = standardOutput();
  const app = await buildApp(config, { logStream: output });

  let closing = false;
  const exit = (code: number) => {
    void output.flushWithin(LOG_FLUSH_MS).finally(() => process.exit(code));
  };
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    // Armed first, so nothing below can keep the process (and the database lock) forever.
    setTimeout(() => {
      tryToLog(() => app.log.error('shutdown took too long; exiting'));
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    tryToLog(() => app.log.info({ signal }, 'shutting down: finishing requests in progress'));
    app.close().then(
      () => exit(0),
      (error: unknown) => {
        tryToLog(() => app.log.error({ err: error }, 'error during shutdown'));
        exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `TRA is running at ${config.publicUrl} (database: ${app.database.kind}, mail: ${config.smtpUrl ? 'SMTP' : 'outbox folder'})`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof StartupCheckError
  ) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port already in use: ${(error as Error).message}. Set PORT to another value.`);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
