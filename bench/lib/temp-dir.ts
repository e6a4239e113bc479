// Temporary folders (a fresh DATA_DIR, nginx's files) removed after the run, also on Ctrl+C.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { using } from './cleanup';

export function withTempDir<R>(prefix: string, run: (dir: string) => Promise<R>): Promise<R> {
  return using(
    () => mkdtempSync(join(tmpdir(), `tra-bench-${prefix}-`)),
    (dir) => rmSync(dir, { recursive: true, force: true }),
    run,
  );
}
