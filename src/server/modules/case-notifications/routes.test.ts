import { and, eq, max, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import { caseActivityNotices, cases, jobs, userAccounts, userPreferences } from '../../db/schema';
import { enqueueJob, JobWorker } from '../../platform/jobs';
import { MAIL_JOB, mailJobHandler } from '../../platform/mail';
import {
  bearer,
  createPartnerAccount,
  createStaffAccount,
  TEST_PASSWORD,
  type TestAccount,
} from '../../testing/accounts';
import { queuedMail, takeOutbox, type SentMail } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import { clearPartnerNetwork } from '../admin-partners/test-helpers';
import { createAssignedCase, samplePdf, uploadCaseDocument } from '../partner-cases/test-fixtures';
import { caseNoticeJobHandler } from './notice-job';
import { CASE_NOTICE_JOB, FIRST_NOTICE_DELAY_MS, NOTICE_WINDOW_MS } from './schedule';

/*
 * Issue 16 item 4: a new message, document request or client upload e-mails the case's other
 * sides through the job queue within a minute; several within ten minutes make one e-mail per
 * recipient; nothing the event says ever goes into an e-mail.
 */

const testApp = useTestApp();
const db = () => testApp.database.db;
const app = () => testApp.app;

let owner: TestAccount;
let otherStaff: TestAccount;
beforeAll(async () => {
  owner = await createStaffAccount(db(), 'admin', { firstName: 'Dana' });
  otherStaff = await createStaffAccount(db(), 'admin', { firstName: 'Omar' });
});
afterEach(() => clearPartnerNetwork(testApp));

/** Written into messages, requests and file names; must never reach an e-mail. */
const SECRET = 'NOTIFY-SECRET-4471';
const HOSTILE_BODY = `Account ${SECRET}: <script>alert("${SECRET}")</script> & "quotes"`;

type Side = 'client' | 'partner' | 'staff';

/**
 * Client Margaret's case, assigned to Lee & Park and owned by the staff member Dana; the
 * tokens of its three sides (staff writes as Omar, who does not own it: staff are one side).
 */
async function caseWithThreeSides(options: { clientFrequency?: string } = {}) {
  const firm = await createPartnerAccount(db(), { companyName: 'Lee & Park Consumer Law' });
  const assigned = await createAssignedCase(db(), testApp.config, firm.id);
  await db().update(cases).set({ assignedTo: owner.id }).where(eq(cases.id, assigned.caseId));
  if (options.clientFrequency) {
    await db().insert(userPreferences).values({
      userId: assigned.client.id,
      notificationFrequency: options.clientFrequency,
    });
  }
  const token: Record<Side, string> = {
    client: assigned.client.token,
    partner: firm.token,
    staff: otherStaff.token,
  };
  const address: Record<Side, string> = {
    client: assigned.client.email,
    partner: firm.email,
    staff: owner.email,
  };
  return { firm, ...assigned, token, address };
}

const caseUrl: Record<Side, (caseId: string) => string> = {
  client: (caseId) => `/api/cases/${caseId}`,
  partner: (caseId) => `/api/partners/cases/${caseId}`,
  staff: (caseId) => `/api/admin/cases/${caseId}`,
};

async function postMessage(side: Side, token: string, caseId: string, body = HOSTILE_BODY) {
  const answer = await app().inject({
    method: 'POST',
    url: `${caseUrl[side](caseId)}/messages`,
    headers: bearer(token),
    payload: { body },
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

async function askForDocument(side: 'partner' | 'staff', token: string, caseId: string) {
  const answer = await app().inject({
    method: 'POST',
    url: `${caseUrl[side](caseId)}/requests`,
    headers: bearer(token),
    payload: {
      title: `Contract page with ${SECRET}`,
      description: `The page that shows ${SECRET}.`,
      documentType: 'contract',
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<DocumentRequest>();
}

async function clientUpload(token: string, caseId: string, requestId?: string) {
  const steps = await uploadCaseDocument(
    app(),
    token,
    caseId,
    {
      fileName: `${SECRET}-contract.pdf`,
      bytes: samplePdf(4096, 'Q'),
      ...(requestId ? { requestId } : {}),
    },
    'client',
  );
  expect(steps.register?.statusCode, steps.register?.body).toBe(201);
}

/**
 * Time passes for the notices: everything they and the waiting jobs remember moves `ms` into
 * the past, which to the code is the clock moving `ms` on.
 */
async function passTime(ms: number) {
  const interval = sql`make_interval(secs => ${ms / 1000})`;
  await db()
    .update(caseActivityNotices)
    .set({
      createdAt: sql`${caseActivityNotices.createdAt} - ${interval}`,
      notifiedAt: sql`${caseActivityNotices.notifiedAt} - ${interval}`,
    });
  await db()
    .update(jobs)
    .set({ runAt: sql`${jobs.runAt} - ${interval}` })
    .where(eq(jobs.status, 'pending'));
}

/** Runs the notice jobs now due, then sends the e-mails they queued; answers those e-mails. */
async function deliver(): Promise<SentMail[]> {
  await app().jobs.runDueJobs();
  return takeOutbox(testApp);
}

const recipientsOf = (sent: SentMail[]) => sent.map((mail) => mail.to).sort();

/** The whole subject: a long one is folded over several header lines. */
function subjectOf(mail: SentMail): string {
  const folded = mail.body.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '';
  return folded.replace(/\r?\n[ \t]/g, ' ').trim();
}

/** The subject of the one e-mail sent to `to`. */
function subjectTo(sent: SentMail[], to: string): string {
  const mail = sent.find((each) => each.to === to);
  if (!mail) throw new Error(`No e-mail to ${to}.`);
  return subjectOf(mail);
}

/** No e-mail holds anything the event said: message text, request words, file names. */
async function expectNothingSaid(sent: SentMail[]) {
  for (const mail of sent) {
    expect(subjectOf(mail)).not.toContain(SECRET);
    expect(mail.body).not.toContain(SECRET);
    expect(mail.body).not.toContain('<script>');
    expect(mail.body).not.toContain('&lt;script&gt;');
    expect(mail.body).not.toContain('QQQQ');
  }
  // And nothing waiting in the queue either (text and HTML as queued).
  for (const message of await queuedMail(db())) {
    expect(JSON.stringify(message)).not.toContain(SECRET);
  }
}

const noticeJobs = (caseId: string) =>
  db()
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.type, CASE_NOTICE_JOB),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload}->>'caseId' = ${caseId}`,
      ),
    );

describe('who is told of a new message', () => {
  it('a client message reaches the firm and the staff owner within a minute, and nothing of it', async () => {
    const setting = await caseWithThreeSides();
    const before = Date.now();
    await postMessage('client', setting.token.client, setting.caseId);

    // Not at once: the notice waits a moment for more to come, and no longer than a minute.
    expect(await deliver()).toEqual([]);
    const waiting = await noticeJobs(setting.caseId);
    expect(waiting.map((job) => job.payload.recipient).sort()).toEqual(['partner', 'staff']);
    for (const job of waiting) {
      expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before + FIRST_NOTICE_DELAY_MS);
      expect(job.runAt.getTime()).toBeLessThan(before + 60_000);
    }

    await passTime(FIRST_NOTICE_DELAY_MS);
    const sent = await deliver();
    expect(recipientsOf(sent)).toEqual([setting.address.partner, setting.address.staff].sort());
    const toFirm = sent.find((mail) => mail.to === setting.address.partner)!;
    expect(subjectOf(toFirm)).toBe(`Case ${setting.caseNumber}: a new message`);
    expect(toFirm.body).toContain('Dear Grace Lee,');
    expect(toFirm.body).toContain(
      `Case ${setting.caseNumber} has a new message for Lee & Park Consumer Law in the partner portal.`,
    );
    expect(toFirm.body).toContain(`${testApp.config.publicUrl}/partner-dashboard`);
    const toOwner = sent.find((mail) => mail.to === setting.address.staff)!;
    expect(subjectOf(toOwner)).toBe(`Case ${setting.caseNumber}: a new message`);
    expect(toOwner.body).toContain('Dear Dana,');
    expect(toOwner.body).toContain(
      `${testApp.config.publicUrl}/admin/cases?q=${setting.caseNumber}`,
    );
    await expectNothingSaid(sent);

    // Told once: nothing more goes out later.
    await passTime(NOTICE_WINDOW_MS);
    expect(await deliver()).toEqual([]);
  });

  it("a firm's message reaches the client and the staff owner; the client's e-mail links to the case", async () => {
    const setting = await caseWithThreeSides();
    await postMessage('partner', setting.token.partner, setting.caseId);
    await passTime(FIRST_NOTICE_DELAY_MS);
    const sent = await deliver();

    expect(recipientsOf(sent)).toEqual([setting.address.client, setting.address.staff].sort());
    const toClient = sent.find((mail) => mail.to === setting.address.client)!;
    expect(subjectOf(toClient)).toBe(`You have a new message on your case ${setting.caseNumber}`);
    expect(toClient.body).toContain('Dear Margaret,');
    expect(toClient.body).toContain(
      `${testApp.config.publicUrl}/dashboard/cases/${setting.caseId}`,
    );
    await expectNothingSaid(sent);
  });

  it("staff's message reaches the client and the firm, not the staff owner", async () => {
    const setting = await caseWithThreeSides();
    await postMessage('staff', setting.token.staff, setting.caseId);
    await passTime(FIRST_NOTICE_DELAY_MS);
    const sent = await deliver();

    expect(recipientsOf(sent)).toEqual([setting.address.client, setting.address.partner].sort());
    await expectNothingSaid(sent);
  });

  it('a client who chose never gets no e-mail; the others still do', async () => {
    const setting = await caseWithThreeSides({ clientFrequency: 'never' });
    await postMessage('partner', setting.token.partner, setting.caseId);
    await askForDocument('staff', setting.token.staff, setting.caseId);
    await passTime(FIRST_NOTICE_DELAY_MS);
    const sent = await deliver();

    expect(recipientsOf(sent)).toEqual([setting.address.partner, setting.address.staff].sort());
    expect(subjectTo(sent, setting.address.partner)).toBe(
      `Case ${setting.caseNumber}: a new document request`,
    );
    expect(subjectTo(sent, setting.address.staff)).toBe(
      `Case ${setting.caseNumber}: a new message`,
    );
  });

  it('tells only the client on a case with no firm and no staff owner', async () => {
    const assigned = await createAssignedCase(db(), testApp.config, null);
    await postMessage('staff', otherStaff.token, assigned.caseId);
    await passTime(FIRST_NOTICE_DELAY_MS);
    expect(recipientsOf(await deliver())).toEqual([assigned.client.email]);

    // The client's own message has nobody to tell: nothing is recorded or scheduled.
    await postMessage('client', assigned.client.token, assigned.caseId);
    expect(await noticeJobs(assigned.caseId)).toEqual([]);
    const waiting = await db()
      .select()
      .from(caseActivityNotices)
      .where(
        and(
          eq(caseActivityNotices.caseId, assigned.caseId),
          sql`${caseActivityNotices.notifiedAt} is null`,
        ),
      );
    expect(waiting).toEqual([]);
  });
});

describe('who is told of a document request and of a client upload', () => {
  it("a firm's request reaches the client and the staff owner, without its words", async () => {
    const setting = await caseWithThreeSides();
    await askForDocument('partner', setting.token.partner, setting.caseId);
    await passTime(FIRST_NOTICE_DELAY_MS);
    const sent = await deliver();

    expect(recipientsOf(sent)).toEqual([setting.address.client, setting.address.staff].sort());
    expect(subjectTo(sent, setting.address.client)).toBe(
      `You have a new document request on your case ${setting.caseNumber}`,
    );
    await expectNothingSaid(sent);
  });

  it("staff's request reaches the client and the firm", async () => {
    const setting = await caseWithThreeSides();
    await askForDocument('staff', setting.token.staff, setting.caseId);
    await passTime(FIRST_NOTICE_DELAY_MS);
    const sent = await deliver();

    expect(recipientsOf(sent)).toEqual([setting.address.client, setting.address.partner].sort());
    await expectNothingSaid(sent);
  });

  it("a client's upload reaches the firm and the staff owner, without its name or contents", async () => {
    const setting = await caseWithThreeSides();
    await clientUpload(setting.token.client, setting.caseId);
    await passTime(FIRST_NOTICE_DELAY_MS);
    const sent = await deliver();

    expect(recipientsOf(sent)).toEqual([setting.address.partner, setting.address.staff].sort());
    expect(sent.map(subjectOf)).toEqual([
      `Case ${setting.caseNumber}: a new document`,
      `Case ${setting.caseNumber}: a new document`,
    ]);
    await expectNothingSaid(sent);
  });
});

describe('several events make one e-mail', () => {
  it('three events within ten minutes go out as one e-mail per recipient with the counts', async () => {
    const setting = await caseWithThreeSides();
    const request = await askForDocument('partner', setting.token.partner, setting.caseId);
    await postMessage('client', setting.token.client, setting.caseId);
    await clientUpload(setting.token.client, setting.caseId, request.id);
    await postMessage('client', setting.token.client, setting.caseId, 'And one more thing.');
    await postMessage('partner', setting.token.partner, setting.caseId);

    await passTime(FIRST_NOTICE_DELAY_MS);
    const sent = await deliver();

    expect(recipientsOf(sent)).toEqual(
      [setting.address.client, setting.address.partner, setting.address.staff].sort(),
    );
    expect(subjectTo(sent, setting.address.partner)).toBe(
      `Case ${setting.caseNumber}: 2 new messages and a new document`,
    );
    expect(subjectTo(sent, setting.address.staff)).toBe(
      `Case ${setting.caseNumber}: 3 new messages, a new document request and a new document`,
    );
    expect(subjectTo(sent, setting.address.client)).toBe(
      `You have a new message and a new document request on your case ${setting.caseNumber}`,
    );
    await expectNothingSaid(sent);
  });

  it('an event soon after an e-mail waits for the end of the ten minutes, then one e-mail tells of all since', async () => {
    const setting = await caseWithThreeSides();
    await postMessage('client', setting.token.client, setting.caseId);
    await passTime(FIRST_NOTICE_DELAY_MS);
    expect(await deliver()).toHaveLength(2);

    await passTime(60_000);
    await postMessage('client', setting.token.client, setting.caseId);
    await passTime(2 * 60_000);
    await clientUpload(setting.token.client, setting.caseId);
    const [held] = (await noticeJobs(setting.caseId)).filter(
      (job) => job.payload.recipient === 'partner',
    );
    const [told] = await db()
      .select({ at: max(caseActivityNotices.notifiedAt) })
      .from(caseActivityNotices)
      .where(eq(caseActivityNotices.recipient, 'partner'));
    expect(held!.runAt.getTime()).toBe(told!.at!.getTime() + NOTICE_WINDOW_MS);

    // A minute on, still within the ten minutes: nothing yet.
    await passTime(FIRST_NOTICE_DELAY_MS);
    expect(await deliver()).toEqual([]);

    await passTime(NOTICE_WINDOW_MS);
    const sent = await deliver();
    expect(recipientsOf(sent)).toEqual([setting.address.partner, setting.address.staff].sort());
    expect(sent.map(subjectOf)).toEqual([
      `Case ${setting.caseNumber}: a new message and a new document`,
      `Case ${setting.caseNumber}: a new message and a new document`,
    ]);
  });

  it('an event after the ten minutes makes a new e-mail within a minute', async () => {
    const setting = await caseWithThreeSides();
    await postMessage('partner', setting.token.partner, setting.caseId);
    await passTime(FIRST_NOTICE_DELAY_MS);
    expect(recipientsOf(await deliver())).toEqual(
      [setting.address.client, setting.address.staff].sort(),
    );

    await passTime(NOTICE_WINDOW_MS);
    await postMessage('partner', setting.token.partner, setting.caseId);
    await passTime(FIRST_NOTICE_DELAY_MS);
    const sent = await deliver();
    expect(recipientsOf(sent)).toEqual([setting.address.client, setting.address.staff].sort());
    expect(subjectTo(sent, setting.address.client)).toBe(
      `You have a new message on your case ${setting.caseNumber}`,
    );
    // Only the rows of the latest e-mail are kept.
    const kept = await db()
      .select()
      .from(caseActivityNotices)
      .where(eq(caseActivityNotices.caseId, setting.caseId));
    expect(kept).toHaveLength(2);
  });
});

describe('safe to repeat and to run at once', () => {
  it('messages posted at once leave one waiting job per side, and duplicate jobs on two workers send one e-mail each', async () => {
    const setting = await caseWithThreeSides();
    await Promise.all(
      [1, 2, 3].map((n) =>
        postMessage('client', setting.token.client, setting.caseId, `Message ${n}`),
      ),
    );
    const waiting = await noticeJobs(setting.caseId);
    expect(waiting.map((job) => job.payload.recipient).sort()).toEqual(['partner', 'staff']);

    // A job repeated (a retry, or a race that scheduled two) tells nothing twice.
    for (const job of waiting) await enqueueJob(db(), CASE_NOTICE_JOB, job.payload);
    await passTime(FIRST_NOTICE_DELAY_MS);
    const worker = () =>
      new JobWorker(
        db(),
        {
          [MAIL_JOB]: mailJobHandler(app().mailer),
          [CASE_NOTICE_JOB]: caseNoticeJobHandler({
            db: db(),
            publicUrl: testApp.config.publicUrl,
            site: testApp.config.site,
          }),
        },
        { pollIntervalMs: 1000, retryBaseMs: 1, log: app().log },
      );
    await Promise.all([worker().runDueJobs(), worker().runDueJobs()]);
    expect(await noticeJobs(setting.caseId)).toEqual([]);
    const sent = await takeOutbox(testApp);
    expect(recipientsOf(sent)).toEqual([setting.address.partner, setting.address.staff].sort());
    expect(sent.map(subjectOf)).toEqual([
      `Case ${setting.caseNumber}: 3 new messages`,
      `Case ${setting.caseNumber}: 3 new messages`,
    ]);
  });

  it('a job that names no case fails rather than guessing', async () => {
    await enqueueJob(db(), CASE_NOTICE_JOB, { caseId: 'not-a-case', recipient: 'client' });
    await app().jobs.runDueJobs();
    const [job] = await db().select().from(jobs).where(eq(jobs.type, CASE_NOTICE_JOB));
    expect(job!.lastError).toBe('The case notice job names no case and side.');
  });
});

describe('account deletion', () => {
  it("removes the client's waiting notices with the case; the job then sends nothing", async () => {
    const setting = await caseWithThreeSides();
    await postMessage('client', setting.token.client, setting.caseId);
    const deleted = await app().inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(setting.token.client),
      payload: { password: TEST_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      await db()
        .select()
        .from(caseActivityNotices)
        .where(eq(caseActivityNotices.caseId, setting.caseId)),
    ).toEqual([]);
    expect(
      await db().select().from(userAccounts).where(eq(userAccounts.id, setting.client.id)),
    ).toEqual([]);

    await passTime(FIRST_NOTICE_DELAY_MS);
    const sent = await deliver();
    // Only the deletion notices (decision 014), no message notice.
    expect(sent.map(subjectOf)).toEqual([
      `Case ${setting.caseNumber} was removed: the client deleted their account`,
      `Case ${setting.caseNumber} was removed: the client deleted their account`,
    ]);
  });
});
