import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<
  BuildAppOptions,
  'logStream' | 'startJobWorker' | 'now' | 'createPageRenderer'
> {
  /** Routes only the test has (e.g. one that answers who a guard let through). */
  extraRoutes?: (app: FastifyInstance) => void;
}

/**
 * The real app on a fresh database, with its own data folder and the job worker stopped
 * (tests run jobs with `app.jobs.runDueJobs()`) unless `startJobWorker` says otherwise.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tra-test-'));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    clientDir: undefined,
    jobRetryBaseMs: 1,
    ...overrides,
  };
  const database = await createTestDatabase();
  const { extraRoutes, ...buildOptions } = options;
  const app = await buildApp(config, { startJobWorker: false, ...buildOptions, database });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
