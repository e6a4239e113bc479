// The built server as production runs it (`node dist/server/main.js`), started and stopped
// by the benchmarks, with the demo accounts they sign in with.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectRoot } from '../../src/server/platform/project-root';
import { stopChild, waitUntilOk } from './child';
import { onCleanup } from './cleanup';

const root = projectRoot();
/** BENCH_SERVER_ENTRY runs another bundle of the server, to compare a change before and after. */
const serverEntry = process.env.BENCH_SERVER_ENTRY
  ? resolve(process.env.BENCH_SERVER_ENTRY)
  : join(root, 'dist/server/main.js');

export const demoClient = { email: 'client@tra-demo.example', password: 'DemoClient2026!' };

/** Benchmarks measure the build, never the sources: stop with a clear line when it is missing. */
export function requireBuild(): void {
  if (existsSync(serverEntry) && existsSync(join(root, 'dist/client/index.html'))) return;
  console.error('dist/ is missing: run `node scripts/build.mjs` (npm run build) first.');
  process.exit(2);
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Extra environment, e.g. DEMO_DATA. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

export interface RunningServer {
  base: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 on /api/health. */
  readyMs: number;
  /** Resident memory now and at its peak, in KiB, from /proc/<pid>/status. */
  memory(): { rssKib: number; peakKib: number };
  /** SIGTERM, then SIGKILL if the process has not exited within 15 s. */
  stop(): Promise<number | null>;
}

function statusField(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) : NaN;
}

/** Spawns the built server and resolves once /api/health answers 200. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping: Promise<number | null> | undefined;
  const stop = () => (stopping ??= stopChild(child));
  const release = onCleanup(() => stop().then(() => {}));
  try {
    await waitUntilOk(`${base}/api/health`, child, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await release();
    throw error;
  }
  const readyMs = Number(process.hrtime.bigint() - started) / 1e6;

  const pid = child.pid!;
  return {
    base,
    pid,
    readyMs,
    memory: () => ({ rssKib: statusField(pid, 'VmRSS'), peakKib: statusField(pid, 'VmHWM') }),
    async stop() {
      await release();
      return stop();
    },
  };
}

/** Signs in the demo client and answers its bearer token. */
export async function signInDemoClient(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoClient),
  });
  if (response.status !== 200) {
    throw new Error(`demo client sign-in answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { token: string }).token;
}
