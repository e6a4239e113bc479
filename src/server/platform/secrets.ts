import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';

/**
 * A signing secret: the configured one, or one generated once and kept (owner-only) in the
 * data folder under `fileName`, so what it signed stays valid after a restart. Processes that
 * do not share the data folder must be given the same configured secret.
 */
export function loadSecret(dataDir: string, fileName: string, configured?: string): string {
  if (configured) return configured;
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}

/** The secret that signs links in e-mails that work without a sign-in (LINK_SECRET). */
export function loadLinkSecret(config: Pick<AppConfig, 'dataDir' | 'linkSecret'>): string {
  return loadSecret(config.dataDir, 'link-secret', config.linkSecret);
}
