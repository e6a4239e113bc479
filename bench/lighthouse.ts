// Lighthouse (default config: mobile form factor, simulated slow 4G and 4x CPU slowdown) on
// the built server with PGlite and demo data, in Debian's Chromium, for the public pages:
// home, resources, a guide (the newest of the demo data), legal, calculator and cancellation
// deadline, and the Spanish home and resources pages (issue 21: same targets as English). Prints the four category scores, LCP, CLS, TBT, the JavaScript bytes the page
// loaded; for each score under its target, by how much and the audits that cost the points;
// and every audit that keeps a category from 100.
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
/** `:guide` stands for the newest published guide of the demo data. */
const pagePatterns = [
  '/',
  '/resources',
  '/resources/:guide',
  '/legal',
  '/calculator',
  '/cancellation-deadline',
  '/es',
  '/es/resources',
];
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
  performance: 98,
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

/** The pages' paths, the guide's slug read from the running server. */
async function pagesOn(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/articles`);
  const [newest] = (await response.json()) as { slug: string }[];
  if (!newest) throw new Error('The demo data has no published guide.');
  return pagePatterns.map((page) => page.replace(':guide', newest.slug));
}

interface LostPoints {
  id: string;
  points: number;
  displayValue?: string;
}

/**
 * The audits that cost a category points, most first: each audit counts for its weight in
 * the category's weighted mean, so it loses weight × (1 − score) of the weights' total.
 */
function lostPoints(lhr: Result, category: string): LostPoints[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => ({
      id: ref.id,
      points: (100 * ref.weight * (1 - audit.score!)) / totalWeight,
      displayValue: audit.displayValue,
    }))
    .sort((a, b) => b.points - a.points);
}

/** One line per category under its target: the score, how far short, and what cost it. */
function missedTargets(lhr: Result): string[] {
  return categories
    .filter((category) => score(lhr, category) < targets[category])
    .map((category) => {
      const lost = lostPoints(lhr, category)
        .filter(({ points }) => points >= 0.05)
        .map(
          ({ id, points, displayValue }) =>
            `${id} −${points.toFixed(1)}${displayValue ? ` (${displayValue})` : ''}`,
        );
      return `  ${category} ${score(lhr, category)}, ${targets[category] - score(lhr, category)} under ${targets[category]}: ${lost.join(', ') || 'no single audit'}`;
    });
}

async function audit(base: string, port: number): Promise<PageResult[]> {
  const pages = await pagesOn(base);
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
    const targetsMissed = missedTargets(lhr);
    print();
    print(`${page}: ${targetsMissed.length ? 'under target' : 'every target met'}`);
    for (const line of targetsMissed) print(line);
    print(`${page}: ${missed.length ? 'audits below full marks' : 'no failing audits'}`);
    for (const line of missed) print(line);
    if (jsonFolder) {
      mkdirSync(jsonFolder, { recursive: true });
      const file = join(
        jsonFolder,
        `${page === '/' ? 'landing' : page.slice(1).replaceAll('/', '-')}.json`,
      );
      writeFileSync(file, JSON.stringify(lhr, null, 2));
      print(`  full report: ${file}`);
    }
  }
}

async function main(): Promise<void> {
  requireBuild();
  print(
    `Lighthouse (mobile, default config) on ${pagePatterns.join(', ')}: built server on PGlite with demo data`,
  );
  printMachine();
  print();
  const results = await withTempDir('lighthouse', async (dataDir) => {
    const server = await startServer({ port: PORT, dataDir, env: { DEMO_DATA: 'true' } });
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
