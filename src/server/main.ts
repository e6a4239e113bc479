import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError } from './db/embedded-lock';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in progress');
    // If something hangs, do not keep the process (and the database lock) forever.
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
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
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port already in use: ${(error as Error).message}. Set PORT to another value.`);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
