// Cold start: time from spawning `node dist/server/main.js` to the first 200 on /api/health,
// median of BENCH_RUNS (default 5) runs per case. A fresh start migrates (and on PGlite seeds
// the demo data); a start on existing data finds both done. Each run is stopped with SIGTERM
// before the next, as a restart in production would be.
// Usage: npm run bench:cold-start (after npm run build). BENCH_DATABASE_URL for another server.
import { postgresUnavailable, withPostgresDatabase } from './lib/postgres-database';
import { median, print, printMachine, printTable, numberFromEnv } from './lib/report';
import { requireBuild, startServer } from './lib/server-process';
import { withTempDir } from './lib/temp-dir';

const PORT = 5120;
const runs = numberFromEnv('BENCH_RUNS', 5);
const TARGET_MS = 3000;

interface Case {
  label: string;
  timesMs: number[];
}
const cases: Case[] = [];

async function startOnce(dataDir: string, databaseUrl?: string): Promise<number> {
  const server = await startServer({ port: PORT, dataDir, databaseUrl });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the server exited with code ${code} on SIGTERM`);
  return server.readyMs;
}

async function measure(label: string, start: () => Promise<number>): Promise<void> {
  const timesMs: number[] = [];
  for (let run = 0; run < runs; run++) timesMs.push(await start());
  cases.push({ label, timesMs });
  print(`  ${label}: ${timesMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
}

async function pglite(): Promise<void> {
  await measure('PGlite, fresh DATA_DIR (migrate + demo data)', () =>
    withTempDir('cold', (dataDir) => startOnce(dataDir)),
  );
  await withTempDir('cold', async (dataDir) => {
    await startOnce(dataDir);
    await measure('PGlite, existing DATA_DIR', () => startOnce(dataDir));
  });
}

async function postgres(): Promise<void> {
  const unavailable = await postgresUnavailable();
  if (unavailable) {
    print(`PostgreSQL skipped: ${unavailable}`);
    return;
  }
  await withTempDir('cold', async (dataDir) => {
    await measure('PostgreSQL, empty database (migrate)', () =>
      withPostgresDatabase('cold', (url) => startOnce(dataDir, url)),
    );
    await withPostgresDatabase('cold', async (url) => {
      await startOnce(dataDir, url);
      await measure('PostgreSQL, existing database', () => startOnce(dataDir, url));
    });
  });
}

async function main(): Promise<void> {
  requireBuild();
  print(`Cold start: spawn to first 200 on /api/health, ${runs} runs each`);
  printMachine();
  print();
  await pglite();
  await postgres();
  print();
  printTable(
    ['case', 'median ms', 'min ms', 'max ms', `target < ${TARGET_MS} ms`],
    cases.map(({ label, timesMs }) => {
      const middle = median(timesMs);
      return [
        label,
        middle.toFixed(0),
        Math.min(...timesMs).toFixed(0),
        Math.max(...timesMs).toFixed(0),
        middle < TARGET_MS ? 'met' : `missed by ${(middle - TARGET_MS).toFixed(0)} ms`,
      ];
    }),
  );
}

await main();
