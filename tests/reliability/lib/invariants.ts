import { eq, inArray, sql } from 'drizzle-orm';
import { CASE_SUBMITTED_TITLE } from '@shared/contracts/cases';
import { defaultSiteConfig } from '@shared/site-config';
import type { Database } from '../../../src/server/db/client';
import {
  caseUpdates,
  cases,
  contactSubmissions,
  intakeSubmissions,
  jobs,
  userAccounts,
} from '../../../src/server/db/schema';
import { caseOpenedLetter } from '../../../src/server/modules/cases/notifications';
import { MAIL_JOB, messageIdFor } from '../../../src/server/platform/mail';
import type { SmtpSink } from './smtp-sink';
import { timeUntil } from './wait';
import type { Acknowledged } from './writes';

/** What the server answered 201 for: the stored row's id and the unique address sent. */
export interface Receipt {
  id: string;
  email: string;
}

type FormTable = typeof intakeSubmissions | typeof contactSubmissions;

/** Every queued e-mail job with its status and the headers the checks match on. */
export async function queuedMail(db: Database) {
  return db
    .select({
      id: jobs.id,
      status: jobs.status,
      attempts: jobs.attempts,
      to: sql<string>`${jobs.payload}->>'to'`,
      replyTo: sql<string | null>`${jobs.payload}->>'replyTo'`,
      subject: sql<string>`${jobs.payload}->>'subject'`,
    })
    .from(jobs)
    .where(eq(jobs.type, MAIL_JOB));
}

function countBy<T>(items: T[], key: (item: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = key(item);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/**
 * Every acknowledged public form (intake or contact) is stored exactly once, under the id the
 * server answered, with exactly one forwarding e-mail queued. Answers what is wrong.
 */
export async function formProblems(
  db: Database,
  table: FormTable,
  acknowledged: Receipt[],
): Promise<string[]> {
  if (acknowledged.length === 0) return [];
  const emails = acknowledged.map((receipt) => receipt.email);
  const rows = await db
    .select({ id: table.id, email: table.email })
    .from(table)
    .where(inArray(table.email, emails));
  const rowsByEmail = countBy(rows, (row) => row.email);
  const ids = new Set(rows.map((row) => row.id));
  const mailsByReplyTo = countBy(await queuedMail(db), (mail) => mail.replyTo);
  const problems: string[] = [];
  for (const receipt of acknowledged) {
    const stored = rowsByEmail.get(receipt.email) ?? 0;
    if (stored !== 1 || !ids.has(receipt.id)) {
      problems.push(`${receipt.email} (id ${receipt.id}) is stored ${stored} times`);
    }
    const mails = mailsByReplyTo.get(receipt.email) ?? 0;
    if (mails !== 1) problems.push(`${receipt.email} has ${mails} forwarding e-mails queued`);
  }
  return problems;
}

/** What is wrong with the acknowledged writes: each form stored once with its e-mail, each case whole. */
export async function acknowledgedWriteProblems(
  db: Database,
  acknowledged: Acknowledged,
): Promise<string[]> {
  return [
    ...(await formProblems(db, intakeSubmissions, acknowledged.intakes)),
    ...(await formProblems(db, contactSubmissions, acknowledged.contacts)),
    ...(await caseProblems(db, acknowledged.cases)),
  ];
}

/** Every stored form as a receipt, acknowledged or not, to check that none is half-written. */
export async function storedReceipts(db: Database, table: FormTable): Promise<Receipt[]> {
  return db.select({ id: table.id, email: table.email }).from(table);
}

/**
 * Every acknowledged case exists, and no case is half-written: each one, acknowledged or not,
 * has exactly one first public update and exactly one confirmation e-mail to its client.
 */
export async function caseProblems(db: Database, acknowledgedIds: string[]): Promise<string[]> {
  const stored = await db
    .select({ id: cases.id, caseNumber: cases.caseNumber, email: userAccounts.email })
    .from(cases)
    .innerJoin(userAccounts, eq(userAccounts.id, cases.userId));
  const firstUpdates = countBy(
    await db
      .select({ caseId: caseUpdates.caseId })
      .from(caseUpdates)
      .where(eq(caseUpdates.title, CASE_SUBMITTED_TITLE)),
    (update) => update.caseId,
  );
  const confirmations = countBy(await queuedMail(db), (mail) => `${mail.to} ${mail.subject}`);
  const problems: string[] = [];
  const storedIds = new Set(stored.map((row) => row.id));
  for (const id of acknowledgedIds) {
    if (!storedIds.has(id)) problems.push(`acknowledged case ${id} is missing`);
  }
  for (const row of stored) {
    const updates = firstUpdates.get(row.id) ?? 0;
    if (updates !== 1) problems.push(`case ${row.caseNumber} has ${updates} first updates`);
    const mails = confirmations.get(`${row.email} ${confirmationSubject(row.caseNumber)}`) ?? 0;
    if (mails !== 1) problems.push(`case ${row.caseNumber} has ${mails} confirmation e-mails`);
  }
  return problems;
}

function confirmationSubject(caseNumber: string): string {
  const context = { publicUrl: '', site: defaultSiteConfig };
  return caseOpenedLetter(
    { email: '', firstName: '', locale: 'en' },
    { caseNumber, timeshareCompany: '' },
    context,
  ).subject;
}

export async function jobStatus(db: Database, id: string): Promise<string | undefined> {
  const [job] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
  return job?.status;
}

/** Every queued mail arrived at the mail server exactly once (by Message-ID), and nothing else. */
export async function deliveryProblems(db: Database, sink: SmtpSink): Promise<string[]> {
  const expected = new Set((await queuedMail(db)).map((mail) => messageIdFor(mail.id)));
  const deliveries = sink.deliveriesById();
  const problems: string[] = [];
  for (const id of expected) {
    const count = deliveries.get(id) ?? 0;
    if (count !== 1) problems.push(`${id} was delivered ${count} times`);
  }
  for (const id of deliveries.keys()) {
    if (!expected.has(id)) problems.push(`${id} was delivered but never queued`);
  }
  return problems;
}

export type JobStatuses = Partial<Record<string, number>>;

/** Mail jobs by status, to wait for delivery and to report what is left. */
export async function mailJobStatuses(db: Database): Promise<JobStatuses> {
  return Object.fromEntries(countBy(await queuedMail(db), (mail) => mail.status));
}

/** Waits (up to `limitMs`) until the mail queue is `settled`; answers the statuses then. */
export async function waitForMailQueue(
  db: Database,
  limitMs: number,
  settled: (statuses: JobStatuses) => boolean = (statuses) =>
    !statuses.pending && !statuses.running,
): Promise<JobStatuses> {
  let statuses = await mailJobStatuses(db);
  await timeUntil(async () => settled((statuses = await mailJobStatuses(db))), limitMs);
  return statuses;
}
