// Starts the built server the way `npm start` does, on the embedded database and on
// PostgreSQL, and checks it serves, stores, stops cleanly on SIGTERM and keeps its data.
// Usage: npm run test:smoke (after npm run build). Prints "N passed, N failed".
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PORT = 5077;
const base = `http://127.0.0.1:${PORT}`;
const postgresServer =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const results: { name: string; ok: boolean; detail?: string }[] = [];

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForHealth(timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer /api/health in time');
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function check(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
    results.push({ name, ok: true });
    console.log(`  ok   ${name}`);
  } catch (error) {
    results.push({ name, ok: false, detail: String(error) });
    console.log(`  FAIL ${name}: ${String(error)}`);
  }
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

const SMOKE_EMAIL = 'smoke@example.com';

async function submitContact(): Promise<string> {
  const response = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Smoke',
      lastName: 'Test',
      email: SMOKE_EMAIL,
      subject: 'Start-up check',
      message: 'Stored across restarts?',
    }),
  });
  expect(response.status === 201, `contact answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

async function countContacts(databaseUrl: string | undefined, dataDir: string): Promise<number> {
  const { openDatabase } = await import('../src/server/db/client');
  const { contactSubmissions } = await import('../src/server/db/schema');
  const { eq } = await import('drizzle-orm');
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    // Only the smoke test's own message: demo data brings contact messages of its own.
    const stored = await handle.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, SMOKE_EMAIL));
    return stored.length;
  } finally {
    await handle.close();
  }
}

async function scenario(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tra-smoke-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  try {
    let server = startServer(env);
    await check(`${label}: serves the landing page and the API`, async () => {
      await waitForHealth();
      const page = await fetch(`${base}/`);
      expect(page.status === 200, `/ answered ${page.status}`);
      expect((await page.text()).includes('id="site-config"'), 'page lacks the site configuration');
    });
    await check(`${label}: stores a submission`, async () => {
      await submitContact();
    });
    await check(`${label}: stops cleanly on SIGTERM`, async () => {
      const code = await stop(server);
      expect(code === 0, `exit code ${code}`);
    });
    server = startServer(env);
    await check(`${label}: keeps the submission after a restart`, async () => {
      await waitForHealth();
      const code = await stop(server);
      expect(code === 0, `exit code ${code}`);
      const stored = await countContacts(databaseUrl, dataDir);
      expect(stored === 1, `found ${stored} stored messages`);
    });
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
