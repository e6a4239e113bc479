import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { projectRoot } from '../../src/server/platform/project-root';
import { sleep } from './lib/wait';

/*
 * A server whose log reader is gone (its parent died: stdout a pipe nobody reads, then a
 * closed one) keeps answering, and stops within its grace period on SIGTERM. Before, a full
 * pipe blocked the event loop in pino's write retries, so neither requests nor SIGTERM were
 * handled. The real server (`src/server/main.ts`) on the embedded database, logging at info
 * so that every request writes.
 */

const PORT = 5290;
const BASE = `http://127.0.0.1:${PORT}`;
/** The server's own limit is 10 s; the margin is for a busy machine. */
const EXIT_LIMIT_MS = 20_000;
const STARTUP_LIMIT_MS = 300_000;

const dataDir = mkdtempSync(join(tmpdir(), 'tra-lost-log-'));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const healthStatus = () =>
  fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(3000) })
    .then((response) => response.status)
    .catch(() => 0);

/** `count` requests, 8 at a time, each of which writes log lines; how many answered 200
 * (stopping at the first that does not). */
async function load(count: number): Promise<number> {
  let answered = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next++ < count) {
        if ((await healthStatus()) !== 200) return;
        answered += 1;
      }
    }),
  );
  return answered;
}

test('a server whose log output is gone still answers and stops on SIGTERM', async () => {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  const exited = new Promise<number>((resolve) => server.once('exit', () => resolve(Date.now())));
  let output = '';
  const keep = (text: Buffer) => (output = (output + text.toString()).slice(-4000));
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);

  const startedBy = Date.now() + STARTUP_LIMIT_MS;
  while ((await healthStatus()) !== 200) {
    if (server.exitCode !== null || Date.now() > startedBy) throw new Error(`No start:\n${output}`);
    await sleep(200);
  }

  // The parent stops reading: the pipe fills (64 KiB is a few hundred request lines).
  server.stdout!.removeAllListeners('data').pause();
  server.stderr!.removeAllListeners('data').pause();
  expect(await load(600)).toBe(600);

  // The parent is gone: its end of the pipe closes.
  server.stdout!.destroy();
  server.stderr!.destroy();
  expect(await load(200)).toBe(200);

  const signalledAt = Date.now();
  server.kill('SIGTERM');
  const exitedAt = await Promise.race([exited, sleep(EXIT_LIMIT_MS * 3).then(() => Infinity)]);
  expect(exitedAt - signalledAt).toBeLessThan(EXIT_LIMIT_MS);
});
