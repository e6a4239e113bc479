// Writes page-preloads.json (for the server) and page-files.<locale>.json (for the browser)
// from the Vite manifest and the client's page table.
// Usage: tsx scripts/page-preloads.ts <client build folder> <locale>
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pageRoutes } from '../src/client/app/page-routes';
import {
  chunkClosure,
  PAGE_PRELOADS_FILE,
  pageFilesFile,
  pagePreloadsOf,
  type PageFiles,
  type ViteManifest,
} from '../src/shared/page-preloads';

const clientDir = resolve(process.argv[2] ?? 'dist/client');
const locale = process.argv[3] ?? 'en';
const manifest = JSON.parse(
  readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
) as ViteManifest;
const preloads = pagePreloadsOf(manifest, pageRoutes);
// A page without a chunk would be a renamed or removed module: fail the build, not the preload.
const missing = pageRoutes.filter(({ page }) => !manifest[`routes/${page}.tsx`]);
if (missing.length > 0) {
  console.error(`No chunk in the build for: ${missing.map(({ page }) => page).join(', ')}`);
  process.exit(1);
}
writeFileSync(join(clientDir, PAGE_PRELOADS_FILE), JSON.stringify(preloads));
const pageFiles: PageFiles = Object.fromEntries(
  pageRoutes.map(({ page }) => [page, chunkClosure(manifest, [`routes/${page}.tsx`])]),
);
writeFileSync(join(clientDir, pageFilesFile(locale)), JSON.stringify(pageFiles));
