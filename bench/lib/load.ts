// One wrk run against one URL (Debian's wrk, C: one thread, so the load generator is not the
// limit even for nginx), reduced to the figures the tables print.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const WRK_BINARY = '/usr/bin/wrk';
const summaryScript = join(import.meta.dirname, 'wrk-summary.lua');

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Answers outside 2xx and 3xx (wrk counts them without telling the codes apart). */
  non2xx: Record<string, number>;
  /** Connection errors, timeouts included (no answer at all). */
  errors: number;
}

interface WrkSummary {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
}

export function requireWrk(): void {
  if (existsSync(WRK_BINARY)) return;
  console.error(
    `${WRK_BINARY} is missing: the load generator is Debian's wrk. Install it with: apt-get install -y wrk`,
  );
  process.exit(2);
}

/** wrk's own text, then the line wrk-summary.lua writes. */
function summaryOf(stdout: string): WrkSummary {
  const line = stdout.split('\n').find((text) => text.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  return JSON.parse(line.slice('WRK_JSON '.length)) as WrkSummary;
}

export async function load(url: string, options: LoadOptions): Promise<LoadFigures> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const { stdout } = await promisify(execFile)(
    WRK_BINARY,
    [
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--latency',
      '-s',
      summaryScript,
      ...headers,
      url,
    ],
    { maxBuffer: 1024 * 1024 },
  );
  const summary = summaryOf(stdout);
  return {
    requestsPerSecond: summary.requests / (summary.durationUs / 1e6),
    p50Ms: summary.p50Us / 1000,
    p99Ms: summary.p99Us / 1000,
    total: summary.requests,
    non2xx: summary.status ? { 'not 2xx/3xx': summary.status } : {},
    errors: summary.connect + summary.read + summary.write + summary.timeout,
  };
}
