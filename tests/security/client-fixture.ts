import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';
import { downloads } from '@shared/downloads';

/*
 * A stand-in for `npm run build`'s output, so pages, assets and downloads are served without
 * a build: the real page template (src/client/index.html), one asset and one download, next to
 * a file outside the served folders that traversal must never reach.
 */

export const ASSET_PATH = '/assets/app-3f9a.js';
export const DOWNLOAD = downloads[0]!;
export const OUTSIDE_SECRET = 'outside-the-served-folders';

export function useClientFixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'tra-security-client-'));
  const clientDir = join(root, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  mkdirSync(join(root, 'downloads'));
  copyFileSync(resolve('src/client/index.html'), join(clientDir, 'index.html'));
  writeFileSync(join(clientDir, ASSET_PATH), 'console.log("app");');
  writeFileSync(join(root, 'downloads', DOWNLOAD.fileName), '%PDF-1.4 download');
  writeFileSync(join(root, 'secret.txt'), OUTSIDE_SECRET);
  writeFileSync(join(root, 'package.json'), `{"name":"${OUTSIDE_SECRET}"}`);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return clientDir;
}
