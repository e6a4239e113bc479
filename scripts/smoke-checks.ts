// The start-up smoke checks of `npm run test:smoke`, for any server settings: serves the
// landing page and the API, stores a submission, stops cleanly on SIGTERM and keeps the
// submission across a restart. Also run on a server moved to PostgreSQL and S3
// (tests/operations/migrate-data.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';

export interface SmokeResult {
  name: string;
  ok: boolean;
  detail?: string;
}

export interface SmokeServer {
  port: number;
  /** Settings beside the current environment (DATA_DIR, DATABASE_URL, STORAGE_DRIVER, …). */
  env: Record<string, string>;
  /** The built server by default, as `npm start` runs it. */
  entry?: string;
}

export function startServer(server: SmokeServer): ChildProcess {
  return spawn(process.execPath, [server.entry ?? 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(server.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...server.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitForHealth(base: string, timeoutMs = 30_000): Promise<void> {
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

export function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

const SMOKE_EMAIL = 'smoke@example.com';

async function submitContact(base: string): Promise<string> {
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

/**
 * Runs the checks on a server started with `server.env` (which must name DATA_DIR), printing
 * one line per check; answers every check's result. The server is stopped in every case.
 */
export async function runSmokeChecks(label: string, server: SmokeServer): Promise<SmokeResult[]> {
  const base = `http://127.0.0.1:${server.port}`;
  const results: SmokeResult[] = [];
  const check = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
      results.push({ name, ok: true });
      console.log(`  ok   ${name}`);
    } catch (error) {
      results.push({ name, ok: false, detail: String(error) });
      console.log(`  FAIL ${name}: ${String(error)}`);
    }
  };

  let child = startServer(server);
  try {
    await check(`${label}: serves the landing page and the API`, async () => {
      await waitForHealth(base);
      const page = await fetch(`${base}/`);
      expect(page.status === 200, `/ answered ${page.status}`);
      expect((await page.text()).includes('id="site-config"'), 'page lacks the site configuration');
    });
    await check(`${label}: stores a submission`, async () => {
      await submitContact(base);
    });
    await check(`${label}: stops cleanly on SIGTERM`, async () => {
      const code = await stop(child);
      expect(code === 0, `exit code ${code}`);
    });
    child = startServer(server);
    await check(`${label}: keeps the submission after a restart`, async () => {
      await waitForHealth(base);
      const code = await stop(child);
      expect(code === 0, `exit code ${code}`);
      const stored = await countContacts(server.env.DATABASE_URL, server.env.DATA_DIR!);
      expect(stored === 1, `found ${stored} stored messages`);
    });
  } finally {
    await stop(child);
  }
  return results;
}
