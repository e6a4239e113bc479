import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of a PDF as a reader's software extracts it (poppler's pdftotext, from Debian's
 * poppler-utils), with runs of white space made single spaces: what a test can search.
 */
export function pdfText(bytes: Uint8Array): string {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
