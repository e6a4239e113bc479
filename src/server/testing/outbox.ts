import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema';
import { MAIL_JOB, type MailMessage } from '../platform/mail';
import type { TestApp } from './test-app';

/*
 * The e-mail of a test app: queued as jobs until the worker runs (`app.jobs.runDueJobs()`),
 * then written as .eml files to <dataDir>/outbox, since tests have no SMTP server.
 */

/** The e-mails queued and not yet sent (the mail jobs' payloads). */
export async function queuedMail(db: Executor): Promise<MailMessage[]> {
  const rows = await db.select().from(jobs).where(eq(jobs.type, MAIL_JOB));
  return rows.map((row) => row.payload as MailMessage);
}

export interface SentMail {
  to: string;
  subject: string;
  /** The whole message: its headers as written, its text and HTML parts with quoted-printable undone. */
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The message's own headers as written (they are never quoted-printable), the rest decoded. */
function readable(eml: string): string {
  const end = eml.search(/\r?\n\r?\n/);
  if (end === -1) return eml;
  return eml.slice(0, end) + decodeQuotedPrintable(eml.slice(end));
}

function header(eml: string, name: string): string {
  const match = eml.match(new RegExp(`^${name}: (.*)$`, 'm'));
  return match?.[1]?.trim() ?? '';
}

const outboxDir = (testApp: TestApp) => join(testApp.config.dataDir, 'outbox');

/** The e-mails the worker has written to the outbox, oldest first. */
export function readOutbox(testApp: TestApp): SentMail[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir(testApp)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const eml = readFileSync(join(outboxDir(testApp), name), 'utf8');
    return {
      to: header(eml, 'To'),
      subject: header(eml, 'Subject'),
      body: readable(eml),
    };
  });
}

export function clearOutbox(testApp: TestApp): void {
  rmSync(outboxDir(testApp), { recursive: true, force: true });
}

/** Sends every queued e-mail to the outbox, returns them and empties the outbox. */
export async function takeOutbox(testApp: TestApp): Promise<SentMail[]> {
  await testApp.app.jobs.runDueJobs();
  const sent = readOutbox(testApp);
  clearOutbox(testApp);
  return sent;
}
