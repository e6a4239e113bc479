// Writes the education centre's downloads (three PDFs and the calculator workbook) into a
// folder, from the content sources in src/server/downloads. `node scripts/build.mjs` runs it
// into dist/downloads, where the server serves them at /attached_assets/.
// Usage: tsx scripts/generate-downloads.ts <outDir>
// SOURCE_DATE_EPOCH (seconds), when set, fixes the files' creation date for repeatable output.
import { resolve } from 'node:path';
import { generateDownloads } from '../src/server/downloads/generate';

const outDir = process.argv[2];
if (!outDir || process.argv.length > 3) {
  console.error('Usage: tsx scripts/generate-downloads.ts <outDir>');
  process.exit(2);
}

const epoch = Number(process.env.SOURCE_DATE_EPOCH);
const createdAt = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : undefined;
const started = performance.now();
try {
  const files = await generateDownloads(resolve(outDir), { createdAt });
  const kb = files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
  console.log(
    `Generated ${files.length} downloads (${kb.toFixed(0)} KB) in ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(
    'Could not generate the downloads:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
}
