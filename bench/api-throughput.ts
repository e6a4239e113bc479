// API and page throughput and latency of the built server under 64 connections (wrk, one
// thread), on PostgreSQL (a database created for the run, with demo data) and on PGlite (a
// fresh DATA_DIR), each endpoint beside nginx and bare Fastify serving the same bytes in the
// same run, and the signed-in reads beside bare Fastify running the same queries with
// node-postgres; then the server's memory.
// Usage: npm run bench:api (after npm run build). Environment: BENCH_DURATION (seconds per
// measurement, default 10), BENCH_WARMUP (default 2), BENCH_CONNECTIONS (default 64),
// BENCH_GZIP=true (both sides compress; default off on both), BENCH_DATABASE_URL,
// BENCH_DATABASES (default postgres,pglite), BENCH_ONLY (comma-separated parts of endpoint
// paths to run), BENCH_SERVER_ENTRY (another server bundle, for before/after comparisons),
// BENCH_BARE_FASTIFY=false (skip the Fastify baselines: bare Fastify answering from memory,
// and with node-postgres).
import { withBareFastify } from './lib/bare-fastify';
import { capture, type CapturedResponse } from './lib/captured-response';
import { load, requireWrk, type LoadFigures } from './lib/load';
import { requireNginx, withNginx } from './lib/nginx';
import { postgresUnavailable, withPostgresDatabase } from './lib/postgres-database';
import { print, printMachine, printTable, numberFromEnv } from './lib/report';
import {
  requireBuild,
  signInDemoClient,
  startServer,
  type RunningServer,
} from './lib/server-process';
import { withTempDir } from './lib/temp-dir';

const SERVER_PORT = 5100;
const NGINX_PORT = 5101;
const FASTIFY_PORT = 5102;
const FASTIFY_PG_PORT = 5103;
const seconds = numberFromEnv('BENCH_DURATION', 10);
const warmUpSeconds = numberFromEnv('BENCH_WARMUP', 2);
const connections = numberFromEnv('BENCH_CONNECTIONS', 64);
const gzip = process.env.BENCH_GZIP === 'true';
const bareFastify = process.env.BENCH_BARE_FASTIFY !== 'false';

const listFromEnv = (name: string) =>
  process.env[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const only = listFromEnv('BENCH_ONLY');
const databases = listFromEnv('BENCH_DATABASES') ?? ['postgres', 'pglite'];

/** Messages in the thread the message endpoint reads (issue: a thread of 200 on PostgreSQL). */
const THREAD_LENGTH = 200;

interface Endpoint {
  /** As printed; `:id` stands for the demo client's first case. */
  path: string;
  signedIn?: boolean;
  /** A page of the site, asked for as a browser does (`Accept: text/html`). */
  page?: boolean;
  /** Prepares the data the endpoint reads and answers the path to load. */
  prepare?: (base: string, token: string) => Promise<string>;
}

const endpoints = (
  [
    { path: '/api/health' },
    { path: '/api/legal/statutes' },
    { path: '/api/legal/search?q=rescission' },
    { path: '/api/articles' },
    { path: '/', page: true },
    { path: '/resources/:slug', page: true, prepare: demoGuide },
    { path: '/api/cases', signedIn: true },
    { path: '/api/cases/:id', signedIn: true, prepare: demoCase },
    { path: '/api/cases/:id/messages', signedIn: true, prepare: threadOfDemoCase },
  ] satisfies Endpoint[] as Endpoint[]
).filter(({ path }) => !only || only.some((part) => path.includes(part)));

/** An API call of the demo client's, as JSON; anything but 2xx stops the benchmark. */
function demoClientApi(base: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return async (path: string, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, { headers, ...init });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
}

/** The page of the newest published guide of the demo data. */
async function demoGuide(base: string): Promise<string> {
  const response = await fetch(`${base}/api/articles`);
  const [newest] = (await response.json()) as { slug: string }[];
  if (!newest) throw new Error('The demo data has no published guide.');
  return `/resources/${newest.slug}`;
}

/** The demo client's first case. */
async function demoCase(base: string, token: string): Promise<string> {
  const [firstCase] = (await demoClientApi(base, token)('/api/cases')) as { id: string }[];
  if (!firstCase) throw new Error('The demo client has no case.');
  return `/api/cases/${firstCase.id}`;
}

/** Fills the demo client's first case's conversation up to THREAD_LENGTH messages. */
async function threadOfDemoCase(base: string, token: string): Promise<string> {
  const answer = demoClientApi(base, token);
  const path = `${await demoCase(base, token)}/messages`;
  const { messages } = (await answer(path)) as { messages: unknown[] };
  for (let n = messages.length + 1; n <= THREAD_LENGTH; n += 1) {
    const body = `Message ${n} of the thread: a question or an answer of ordinary length, written by the client to the firm about the case.`;
    await answer(path, { method: 'POST', body: JSON.stringify({ body }) });
  }
  return path;
}

type Side = 'server' | 'nginx' | 'fastify' | 'fastifyPg';

interface Row {
  endpoint: string;
  database: string;
  bytes: number;
  figures: Partial<Record<Side, LoadFigures>>;
}

const rows: Row[] = [];
const memory: { database: string; rssKib: number; peakKib: number }[] = [];

interface Baselines {
  nginx: string;
  fastify?: string;
  /** Only for the signed-in reads, and only on PostgreSQL. */
  fastifyPg?: string;
}

/**
 * The bare Fastify baselines do not compress, so they run only without gzip; the one with
 * node-postgres needs the server's PostgreSQL database and the signed-in reads' answers.
 */
function withBaselines(
  captured: CapturedResponse[],
  signedIn: { captured: CapturedResponse[]; databaseUrl?: string; token: string },
  run: (bases: Baselines) => Promise<void>,
) {
  return withNginx(captured, { port: NGINX_PORT, gzip }, (nginx) => {
    if (gzip || !bareFastify) return run({ nginx });
    return withBareFastify(captured, FASTIFY_PORT, (fastify) => {
      if (!signedIn.databaseUrl || !signedIn.captured.length) return run({ nginx, fastify });
      return withBareFastify(
        signedIn.captured,
        FASTIFY_PG_PORT,
        (fastifyPg) => run({ nginx, fastify, fastifyPg }),
        {
          databaseUrl: signedIn.databaseUrl,
          headers: { authorization: `Bearer ${signedIn.token}` },
        },
      );
    });
  });
}

async function measure(
  database: string,
  databaseUrl: string | undefined,
  server: RunningServer,
): Promise<void> {
  const token = await signInDemoClient(server.base);
  const prepared = await Promise.all(
    endpoints.map(async (endpoint) => ({
      ...endpoint,
      path: endpoint.prepare ? await endpoint.prepare(server.base, token) : endpoint.path,
      label: endpoint.path,
    })),
  );
  const requests = prepared.map((endpoint) => ({
    ...endpoint,
    headers: {
      ...(endpoint.signedIn ? { authorization: `Bearer ${token}` } : {}),
      ...(endpoint.page ? { accept: 'text/html' } : {}),
      ...(gzip ? { 'accept-encoding': 'gzip' } : {}),
    },
  }));
  // Uncompressed bytes; with BENCH_GZIP nginx compresses them itself, as the server does.
  const captured = await Promise.all(
    requests.map(({ path, headers }) => capture(server.base, path, headers)),
  );
  const signedIn = {
    captured: captured.filter((_, index) => requests[index]!.signedIn),
    databaseUrl,
    token,
  };
  await withBaselines(captured, signedIn, async (baselines) => {
    for (const [index, { path, label, headers, signedIn }] of requests.entries()) {
      const { fastifyPg, ...others } = baselines;
      const bases: Partial<Record<Side, string>> = {
        server: server.base,
        ...others,
        ...(signedIn && fastifyPg ? { fastifyPg } : {}),
      };
      const figures: Row['figures'] = {};
      // One after the other, each warmed first (JIT, the database's caches, the pool).
      for (const [side, base] of Object.entries(bases) as [Side, string][]) {
        await load(`${base}${path}`, { connections, seconds: warmUpSeconds, headers });
        figures[side] = await load(`${base}${path}`, { connections, seconds, headers });
      }
      rows.push({ endpoint: label, database, bytes: captured[index]!.body.length, figures });
      print(
        `  ${database} ${label}: ${(Object.entries(figures) as [Side, LoadFigures][])
          .map(([side, { requestsPerSecond }]) => `${side} ${requestsPerSecond.toFixed(0)}`)
          .join(', ')} req/s`,
      );
    }
  });
  memory.push({ database, ...server.memory() });
}

async function onDatabase(database: string, databaseUrl: string | undefined): Promise<void> {
  await withTempDir('data', async (dataDir) => {
    const server = await startServer({
      port: SERVER_PORT,
      dataDir,
      databaseUrl,
      env: { DEMO_DATA: 'true' },
    });
    try {
      await measure(database, databaseUrl, server);
    } finally {
      await server.stop();
    }
  });
}

const formatStatuses = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

const perSecond = (figures: LoadFigures | undefined) =>
  figures ? figures.requestsPerSecond.toFixed(0) : '-';
const percentOf = (part: LoadFigures | undefined, whole: LoadFigures | undefined) =>
  part && whole
    ? `${((100 * part.requestsPerSecond) / whole.requestsPerSecond).toFixed(0)} %`
    : '-';

function printResults(): void {
  print();
  printTable(
    [
      'endpoint',
      'database',
      'body B',
      'req/s',
      'p50 ms',
      'p99 ms',
      'nginx req/s',
      'nginx p99',
      'server/nginx',
      'bare Fastify req/s',
      'server/Fastify',
      'Fastify+pg req/s',
      'server/(Fastify+pg)',
    ],
    rows.map(({ endpoint, database, bytes, figures: { server, nginx, fastify, fastifyPg } }) => [
      endpoint,
      database,
      bytes,
      perSecond(server),
      server!.p50Ms.toFixed(1),
      server!.p99Ms.toFixed(1),
      perSecond(nginx),
      nginx!.p99Ms.toFixed(1),
      percentOf(server, nginx),
      perSecond(fastify),
      percentOf(server, fastify),
      perSecond(fastifyPg),
      percentOf(server, fastifyPg),
    ]),
  );
  print();
  const failures = rows.flatMap((row) =>
    (Object.entries(row.figures) as [Side, LoadFigures][])
      .filter(([, figures]) => Object.keys(figures.non2xx).length || figures.errors)
      .map(
        ([side, figures]) =>
          `  ${row.endpoint} on ${row.database} (${side}): ${formatStatuses(figures.non2xx) || 'no non-2xx'}, ${figures.errors} connection errors or timeouts, of ${figures.total}`,
      ),
  );
  print(
    failures.length
      ? `Answers other than 2xx:\n${failures.join('\n')}`
      : 'Every answer was 2xx, with no connection errors.',
  );
  print();
  print('Server memory after the load (from /proc/<pid>/status):');
  printTable(
    ['database', 'VmRSS MiB', 'VmHWM (peak) MiB'],
    memory.map(({ database, rssKib, peakKib }) => [
      database,
      (rssKib / 1024).toFixed(0),
      (peakKib / 1024).toFixed(0),
    ]),
  );
}

async function main(): Promise<void> {
  requireBuild();
  requireNginx();
  requireWrk();
  print(
    `API throughput: wrk, 1 thread, ${connections} connections, ${seconds} s per measurement after ${warmUpSeconds} s warm-up, gzip ${gzip ? 'on' : 'off'} on both sides (${gzip ? 'accept-encoding: gzip' : 'no accept-encoding'}), nginx with 1 worker; baselines answer the same bytes and headers`,
  );
  printMachine();
  print();
  if (databases.includes('postgres')) {
    const unavailable = await postgresUnavailable();
    if (unavailable) print(`PostgreSQL skipped: ${unavailable}`);
    else await withPostgresDatabase('api', (url) => onDatabase('postgres', url));
  }
  if (databases.includes('pglite')) await onDatabase('pglite', undefined);
  printResults();
}

await main();
