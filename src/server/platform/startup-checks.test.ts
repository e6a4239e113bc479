import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDataDir, StartupCheckError } from './startup-checks';

const folders: string[] = [];
function scratchFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'tra-startup-check-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('checkDataDir', () => {
  it('accepts a writable folder with room, creating it, and leaves nothing behind', async () => {
    const dataDir = join(scratchFolder(), 'data');
    await checkDataDir(dataDir, 1);
    expect(existsSync(dataDir)).toBe(true);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('names the folder and what to do when it cannot be written', async () => {
    // A path under a file: not writable even for root, which ignores permissions.
    const file = join(scratchFolder(), 'a-file');
    writeFileSync(file, '');
    const dataDir = join(file, 'data');
    const check = checkDataDir(dataDir, 1);
    await expect(check).rejects.toBeInstanceOf(StartupCheckError);
    await expect(check).rejects.toThrow(
      `DATA_DIR ${dataDir} is not writable (ENOTDIR). Give the service's user write access to it, or set DATA_DIR to a folder it can write.`,
    );
  });

  it('names the folder, the space free and the space needed when the disk is too full', async () => {
    const dataDir = scratchFolder();
    const tooMuch = 1024 * 1024 * 1024; // a petabyte, in megabytes
    await expect(checkDataDir(dataDir, tooMuch)).rejects.toThrow(
      new RegExp(
        `^DATA_DIR ${dataDir} has only \\d+ MB free; the service needs at least ${tooMuch} MB \\(MIN_FREE_DISK_MB\\)\\. Free some space`,
      ),
    );
  });
});

describe('starting the server', () => {
  it('exits with one clear line when DATA_DIR is not usable', async () => {
    const dataDir = scratchFolder();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, MIN_FREE_DISK_MB: String(1024 ** 3), PORT: '5540' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => server.on('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^DATA_DIR ${dataDir} has only \\d+ MB free`)),
    ]);
  });
});
