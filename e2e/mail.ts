import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from './test';

/** The browser-test server writes its e-mail here (playwright.config.ts shares the folder). */
const outboxDir = join(process.env.E2E_DATA_DIR!, 'outbox');

let counter = 0;
/** A fresh address per test (and per project), so lockouts, resets and duplicates never collide. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** Undoes quoted-printable: soft line breaks and encoded characters (=3D is "="). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message in the outbox, decoded, newest first. */
async function outboxMessages(): Promise<string[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    // Names start with an ISO timestamp, so the newest sorts last.
    .sort()
    .reverse();
  return Promise.all(
    names.map(async (name) => decodeQuotedPrintable(await readFile(join(outboxDir, name), 'utf8'))),
  );
}

/** Waits for an e-mail that mentions `text` to reach the outbox. */
export async function expectMailMentioning(text: string): Promise<void> {
  await expect
    .poll(async () => (await outboxMessages()).some((message) => message.includes(text)), {
      timeout: 15_000,
      message: `an e-mail mentioning ${text}`,
    })
    .toBe(true);
}

/**
 * Waits for the newest e-mail to `email` with a link to `pathname?…token=…` (or another
 * `param` carrying the token) and returns that link's path and query.
 */
export async function tokenLinkFor(
  email: string,
  pathname: string,
  param = 'token',
): Promise<string> {
  const pattern = new RegExp(
    `${pathname.replace(/[/-]/g, '\\$&')}\\?((?:[A-Za-z0-9_=-]+&)*)${param}=([A-Za-z0-9_\\-%.~]+)`,
  );
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const message of await outboxMessages()) {
          if (!message.toLowerCase().includes(email.toLowerCase())) continue;
          const match = pattern.exec(message);
          if (match) {
            link = `${pathname}?${match[1]}${param}=${match[2]}`;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an e-mail to ${email} with a ${pathname} link` },
    )
    .toBe(true);
  return link!;
}
