// Lighthouse (default config: mobile form factor, simulated slow 4G and 4x CPU slowdown) on
// the built server with PGlite and demo data, in Debian's Chromium, for the three public pages
// the issue names. Prints the four category scores, LCP, CLS, TBT, the JavaScript bytes the
// page loaded, and every audit that keeps a category from 100.
// Usage: npm run bench:lighthouse (after npm run build). CHROME_PATH (default
// /usr/bin/chromium); BENCH_LIGHTHOUSE_JSON=<folder> also writes each full report there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { print, printMachine, printTable } from './lib/report';
import { requireBuild, startServer } from './lib/server-process';
import { withTempDir } from './lib/temp-dir';
import { using } from './lib/cleanup';

const PORT = 5110;
const pages = ['/', '/resources', '/calculator'];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const targets: Record<(typeof categories)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const jsonFolder = process.env.BENCH_LIGHTHOUSE_JSON;

interface PageResult {
  page: string;
  lhr: Result;
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

function scriptBytes(lhr: Result): number {
  const items = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  return (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** Audits that cost a category points (for performance: those scoring under 0.9). */
function shortfalls(lhr: Result): string[] {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id]!)
      .filter(
        (audit) =>
          audit.score !== null &&
          ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) &&
          audit.score < (category === 'performance' ? 0.9 : 1),
      )
      .map(
        (audit) =>
          `  ${category}: ${audit.id} (score ${audit.score}) ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`,
      ),
  );
}

async function audit(base: string, port: number): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const page of pages) {
    results.push({ page, lhr: await auditPage(`${base}${page}`, port) });
    print(`  ${page}: done`);
  }
  return results;
}

/** Lighthouse asks to run again after a trace it could not record (NO_NAVSTART on a busy machine). */
async function auditPage(url: string, port: number, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    const error = runner ? runner.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (!error) return runner!.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    print(`  ${url}: ${error.code}, running it again`);
  }
}

function report(results: PageResult[]): void {
  print();
  printTable(
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'JS KiB'],
    results.map(({ page, lhr }) => [
      page,
      ...categories.map((category) => score(lhr, category)),
      numeric(lhr, 'largest-contentful-paint').toFixed(0),
      numeric(lhr, 'cumulative-layout-shift').toFixed(3),
      numeric(lhr, 'total-blocking-time').toFixed(0),
      (scriptBytes(lhr) / 1024).toFixed(1),
    ]),
  );
  print();
  print(
    `Targets: ${categories.map((category) => `${category} >= ${targets[category]}`).join(', ')}. JS KiB: transfer size of every script loaded.`,
  );
  print(
    `Lighthouse ${results[0]?.lhr.lighthouseVersion}, ${results[0]?.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, CPU benchmark index ${results[0]?.lhr.environment.benchmarkIndex}`,
  );
  for (const { page, lhr } of results) {
    const missed = shortfalls(lhr);
    print();
    print(`${page}: ${missed.length ? 'audits below full marks' : 'no failing audits'}`);
    for (const line of missed) print(line);
    if (jsonFolder) {
      mkdirSync(jsonFolder, { recursive: true });
      const file = join(jsonFolder, `${page === '/' ? 'landing' : page.slice(1)}.json`);
      writeFileSync(file, JSON.stringify(lhr, null, 2));
      print(`  full report: ${file}`);
    }
  }
}

async function main(): Promise<void> {
  requireBuild();
  print(`Lighthouse (mobile, default config) on ${pages.join(', ')}: built server on PGlite`);
  printMachine();
  print();
  const results = await withTempDir('lighthouse', async (dataDir) => {
    const server = await startServer({ port: PORT, dataDir });
    try {
      return await using(
        () => chromeLauncher.launch({ chromePath, chromeFlags }),
        (chrome) => chrome.kill(),
        (chrome) => audit(server.base, chrome.port),
      );
    } finally {
      await server.stop();
    }
  });
  report(results);
}

await main();
