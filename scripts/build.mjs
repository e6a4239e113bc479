// Builds the client (Vite), the page renderer, the server bundle (esbuild) and the downloads, and
// prints the size of the JavaScript each public page loads first. `--if-stale` skips work when sources are unchanged.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const root = new URL('..', import.meta.url).pathname;
// Our config imports its plugin as TypeScript without extensions, which Vite's bundling config
// loader (the default) handles; its note about a future native loader is not for us yet.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const stampPath = join(root, 'dist', '.build-stamp');

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
    join(root, 'lingui.config.ts'),
    join(root, 'scripts', 'build.mjs'),
    ...filesUnder(join(root, 'scripts', 'i18n')),
  ].filter((path) => !path.endsWith('.test.ts') && !path.endsWith('.test.tsx'));
  for (const path of inputs.sort()) {
    hash.update(relative(root, path));
    hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

/** The languages of the app; each has a client build of its own (decision 030). */
const LOCALES = ['en', 'es'];
const clientDirOf = (locale) => join(root, 'dist', locale === 'en' ? 'client' : `client-${locale}`);

/** The client for one language: its modules carry that language's messages. */
async function buildClient(locale) {
  process.env.TRA_BUILD_LOCALE = locale;
  try {
    await viteBuild({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    delete process.env.TRA_BUILD_LOCALE;
  }
}

/** Each public page's first JavaScript against the budget (fails the build when over). */
function reportFirstJavaScript(locale) {
  console.log(`First JavaScript of the public pages in ${locale}:`);
  runTypeScript(
    'scripts/first-js-report.ts',
    clientDirOf(locale),
    'A public page loads more JavaScript first than its budget.',
  );
}

/**
 * The server renderer of public pages (dist/ssr): the same page code, built for Node.js, which
 * the server loads at start. Packages stay external (loaded from node_modules).
 */
async function buildPageRenderer() {
  await viteBuild({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: join(root, 'src/client/ssr/entry-server.tsx'),
      outDir: join(root, 'dist/ssr'),
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  });
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

function runTypeScript(script, argument, failure) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...[argument].flat()], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(failure);
}

/** The PDFs and workbook served at /attached_assets, generated from TypeScript content sources. */
function generateDownloads() {
  runTypeScript(
    'scripts/generate-downloads.ts',
    join(root, 'dist', 'downloads'),
    'Generating the downloads failed.',
  );
}

/** The empty, migrated embedded database a first start copies instead of creating one. */
function writeEmbeddedTemplate() {
  runTypeScript(
    'scripts/embedded-template.ts',
    join(root, 'dist', 'pglite-template'),
    'Writing the embedded database template failed.',
  );
}

/** Each page's chunks, which the server preloads with the page. */
function listPagePreloads(locale) {
  runTypeScript(
    'scripts/page-preloads.ts',
    [clientDirOf(locale), locale],
    'Listing the chunks of each page failed.',
  );
}

async function main() {
  const onlyIfStale = process.argv.includes('--if-stale');
  const fingerprint = sourceFingerprint();
  const upToDate =
    existsSync(stampPath) &&
    existsSync(join(root, 'dist/server/main.js')) &&
    existsSync(join(root, 'dist/client/index.html')) &&
    LOCALES.every((locale) => existsSync(join(clientDirOf(locale), 'page-preloads.json'))) &&
    existsSync(join(root, 'dist/ssr/entry-server.js')) &&
    existsSync(join(root, 'dist/downloads')) &&
    existsSync(join(root, 'dist/pglite-template')) &&
    readFileSync(stampPath, 'utf8') === fingerprint;
  if (onlyIfStale && upToDate) return;
  if (onlyIfStale)
    console.log('Building the application (sources changed since the last build)...');

  const started = Date.now();
  for (const locale of LOCALES) {
    await buildClient(locale);
    listPagePreloads(locale);
  }
  await buildPageRenderer();
  await buildServer();
  generateDownloads();
  writeEmbeddedTemplate();
  writeFileSync(stampPath, fingerprint);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  LOCALES.forEach(reportFirstJavaScript);
}

await main();
