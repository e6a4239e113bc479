// Starts the built server the way `npm start` does, on the embedded database and on
// PostgreSQL, and checks it serves, stores, stops cleanly on SIGTERM and keeps its data.
// Usage: npm run test:smoke (after npm run build). Prints "N passed, N failed".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runSmokeChecks, type SmokeResult } from './smoke-checks';

const PORT = 5077;
const postgresServer =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const results: SmokeResult[] = [];

async function scenario(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tra-smoke-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  try {
    results.push(...(await runSmokeChecks(label, { port: PORT, env })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgresDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const name = `tra_smoke_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    const dropper = new pg.Client({ connectionString: postgresServer });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

async function main(): Promise<void> {
  console.log('Smoke test of the built server');
  await scenario('embedded database', undefined);
  await withPostgresDatabase((url) => scenario('PostgreSQL', url));
  const failed = results.filter((result) => !result.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

await main();
