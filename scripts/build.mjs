// Builds the client (Vite), the server bundle (esbuild) and the downloads, and prints the size of the
// JavaScript the landing page loads first. `--if-stale` skips work when sources are unchanged.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const stampPath = join(root, 'dist', '.build-stamp');
/** Performance budget for the landing page's first JavaScript, gzip-compressed. */
export const LANDING_JS_BUDGET_BYTES = 150 * 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

function sourceFingerprint() {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(join(root, 'src')),
    join(root, 'package-lock.json'),
    join(root, 'vite.config.ts'),
    join(root, 'scripts', 'build.mjs'),
  ].filter((path) => !path.endsWith('.test.ts') && !path.endsWith('.test.tsx'));
  for (const path of inputs.sort()) {
    hash.update(relative(root, path));
    hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

/** Follows static imports from the entry and the landing route chunk through the manifest. */
export function landingJavaScript(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const landingKey = Object.keys(manifest).find((key) => key.endsWith('routes/landing.tsx'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(landingKey);
  return [...files];
}

function reportLandingSize() {
  const clientDir = join(root, 'dist', 'client');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const files = landingJavaScript(manifest);
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length,
    0,
  );
  const kb = (gzipBytes / 1024).toFixed(1);
  console.log(
    `Landing page JavaScript loaded first: ${kb} KB gzip in ${files.length} files (budget ${LANDING_JS_BUDGET_BYTES / 1024} KB)`,
  );
  if (gzipBytes > LANDING_JS_BUDGET_BYTES) {
    console.error(
      `Over the budget by ${((gzipBytes - LANDING_JS_BUDGET_BYTES) / 1024).toFixed(1)} KB.`,
    );
    process.exit(1);
  }
}

async function buildServer() {
  await esbuild({
    entryPoints: [join(root, 'src/server/main.ts')],
    outfile: join(root, 'dist/server/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
}

/** The PDFs and workbook served at /attached_assets, generated from TypeScript content sources. */
function generateDownloads() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/generate-downloads.ts', join(root, 'dist', 'downloads')],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('Generating the downloads failed.');
}

async function main() {
  const onlyIfStale = process.argv.includes('--if-stale');
  const fingerprint = sourceFingerprint();
  const upToDate =
    existsSync(stampPath) &&
    existsSync(join(root, 'dist/server/main.js')) &&
    existsSync(join(root, 'dist/client/index.html')) &&
    existsSync(join(root, 'dist/downloads')) &&
    readFileSync(stampPath, 'utf8') === fingerprint;
  if (onlyIfStale && upToDate) return;
  if (onlyIfStale)
    console.log('Building the application (sources changed since the last build)...');

  const started = Date.now();
  await viteBuild({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  await buildServer();
  generateDownloads();
  writeFileSync(stampPath, fingerprint);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  reportLandingSize();
}

await main();
