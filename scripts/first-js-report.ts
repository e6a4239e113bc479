// Prints, for each public page, the JavaScript it loads first (entry + its page chunks),
// gzip-compressed, and fails when one is over the budget.
// Usage: tsx scripts/first-js-report.ts <client build folder>
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../src/shared/page-preloads';
import {
  INDEXED_PAGE_PATHS,
  PUBLIC_PAGE_PATTERNS,
  UNINDEXED_PUBLIC_PAGE_PATHS,
} from '../src/shared/public-pages';

/** The most a public page may load first, gzip-compressed (issue 19), in every language: 100 KB. */
const PAGE_BUDGET_KB = 100;

const clientDir = resolve(process.argv[2] ?? 'dist/client');
const preloads = JSON.parse(
  readFileSync(join(clientDir, PAGE_PRELOADS_FILE), 'utf8'),
) as PagePreloads;
const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
};

const publicPatterns = [
  ...INDEXED_PAGE_PATHS,
  ...UNINDEXED_PUBLIC_PAGE_PATHS,
  ...PUBLIC_PAGE_PATTERNS,
];
let over = 0;
console.log('JavaScript each public page loads first (gzip):');
for (const pattern of publicPatterns) {
  const page = preloads.pages.find(({ path }) => path === pattern);
  const files = [...preloads.entry, ...(page?.files ?? [])];
  const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
  const overBudget = bytes > PAGE_BUDGET_KB * 1024;
  if (overBudget) over += 1;
  console.log(
    `  ${pattern.padEnd(36)} ${(bytes / 1024).toFixed(1).padStart(6)} KB in ${files.length} files (budget ${PAGE_BUDGET_KB} KB)${overBudget ? '  OVER' : ''}`,
  );
}
if (over > 0) {
  console.error(`${over} public page(s) load more JavaScript first than the budget.`);
  process.exit(1);
}
