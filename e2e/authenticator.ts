import { mkdirSync, openSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';

/*
 * An authenticator app for the browser tests. The server accepts each 30-second step of an
 * account's codes once (replayed codes are refused), and two test workers may sign the same
 * account in within one step; so a worker claims the current step before using its code, by
 * creating a file named after it in the run's data folder, which only one process can create.
 * Only the current step is claimed: the server accepts a step only after the last one it
 * accepted, so a later step used first would make an earlier one fail.
 */

const PERIOD_MS = 30_000;

/** The demo administrator's authenticator secret in the browser tests (scripts/e2e-fixtures). */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function claimStep(secret: string, step: number): boolean {
  const folder = join(process.env.E2E_DATA_DIR ?? '.', 'authenticator-steps');
  mkdirSync(folder, { recursive: true });
  try {
    closeSync(openSync(join(folder, `${secret}-${step}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** A code of `secret` that no other test has used, waiting for the next step when all are taken. */
export async function freshCode(secret: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    if (claimStep(secret, current)) return totp.generate({ timestamp: now });
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * PERIOD_MS - now + 50));
  }
}
