import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../../src/server/platform/project-root';
import { sleep } from './wait';

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  smtpUrl: string;
  /** Reuse the data folder of an earlier process (a restart); a new one otherwise. */
  dataDir?: string;
  /** Settings that differ from the ones below (e.g. a small FORM_RATE_LIMIT under test). */
  env?: Record<string, string>;
}

const STARTUP_TIMEOUT_MS = 60_000;
const KEPT_OUTPUT_CHUNKS = 400;

/**
 * The real server in a process of its own (`node --import tsx src/server/main.ts`, so no
 * build is needed), as production runs it: the only way to test crashes, restarts and
 * several processes sharing one database.
 */
export class ServerProcess {
  /** Milliseconds from spawning the process to its first 200 on /api/health. */
  startupMs = 0;
  readonly output: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private exitedAlready = false;

  private constructor(
    readonly options: ServerOptions,
    readonly dataDir: string,
    private readonly child: ChildProcess,
  ) {
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (text: string) => this.keep(text));
    }
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.exitedAlready = true;
        resolve({ code, signal });
      }),
    );
  }

  static async start(options: ServerOptions): Promise<ServerProcess> {
    const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tra-reliability-'));
    const spawnedAt = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: projectRoot(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        SMTP_URL: options.smtpUrl,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        // The load comes from one address; the per-address form limit is not under test here.
        FORM_RATE_LIMIT: '1000000',
        // The traffic opens many cases per client; the limits are proved in the API tests.
        OPEN_CASES_LIMIT: '1000000',
        NEW_CASES_PER_HOUR: '1000000',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(options, dataDir, child);
    try {
      await server.waitUntilHealthy(STARTUP_TIMEOUT_MS);
    } catch (error) {
      await server.kill();
      throw error;
    }
    server.startupMs = Math.round(performance.now() - spawnedAt);
    return server;
  }

  get base(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  get alive(): boolean {
    return !this.exitedAlready;
  }

  async waitUntilHealthy(timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (!this.alive) throw new Error(`The server exited while starting:\n${this.recentOutput()}`);
      const status = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2000) })
        .then((response) => response.status)
        .catch(() => 0);
      if (status === 200) return;
      await sleep(50);
    }
    throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${this.recentOutput()}`);
  }

  /** SIGKILL: the process dies at once, mid-request, as in a crash or an out-of-memory kill. */
  kill(): Promise<unknown> {
    if (this.alive) this.child.kill('SIGKILL');
    return this.exited;
  }

  recentOutput(): string {
    return this.output.join('');
  }

  private keep(text: string): void {
    this.output.push(text);
    if (this.output.length > KEPT_OUTPUT_CHUNKS)
      this.output.splice(0, this.output.length - KEPT_OUTPUT_CHUNKS);
  }

  removeDataDir(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
