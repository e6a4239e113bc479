import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import { addDays, formatLongDate } from '@shared/rescission/dates';
import { caseDocumentRequests, cases, jobs, userPreferences } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs';
import { bearer, createPartnerAccount } from '../../testing/accounts';
import { clearOutbox, takeOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import { createAssignedCase, samplePdf, uploadCaseDocument } from '../partner-cases/test-fixtures';
import { dayInUtc } from './days';
import { REQUEST_REMINDER_INTERVAL_MS, REQUEST_REMINDER_JOB } from './reminders';

/*
 * Issue 16 item 3: the client gets one reminder e-mail two days before a request's due day,
 * through the job queue, unless they chose to receive no e-mail. It names the case and what is
 * asked and links to the dashboard; nothing else of the case is in it.
 */

const testApp = useTestApp();
const db = () => testApp.database.db;
const app = () => testApp.app;

afterEach(async () => {
  await db().delete(jobs);
  await db().delete(cases);
  clearOutbox(testApp);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => dayInUtc(new Date());

async function caseWithFirm() {
  const firm = await createPartnerAccount(db(), { companyName: 'Okafor & Lee Consumer Law' });
  return { firm, ...(await createAssignedCase(db(), testApp.config, firm.id)) };
}

/** A request asked through the route, then dated `askedDaysAgo` days back. */
async function requestDue(
  token: string,
  caseId: string,
  dueDate: string,
  options: { title?: string; askedDaysAgo?: number } = {},
): Promise<DocumentRequest> {
  const answer = await app().inject({
    method: 'POST',
    url: `/api/partners/cases/${caseId}/requests`,
    headers: bearer(token),
    payload: {
      title: options.title ?? 'Signed purchase contract',
      description: 'The page with the account number 4471-0092 on it.',
      documentType: 'contract',
      dueDate,
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const request = answer.json<DocumentRequest>();
  await db()
    .update(caseDocumentRequests)
    .set({ createdAt: new Date(Date.now() - (options.askedDaysAgo ?? 5) * DAY_MS) })
    .where(eq(caseDocumentRequests.id, request.id));
  return request;
}

/** Runs the reminder job as the job worker does, as of `asOf`, and sends what it queued. */
async function runReminders(asOf?: Date) {
  await enqueueJob(db(), REQUEST_REMINDER_JOB, asOf ? { asOf: asOf.toISOString() } : {});
  await app().jobs.runDueJobs();
  return takeOutbox(testApp);
}

const reminderSentAt = async (id: string) =>
  (
    await db()
      .select({ at: caseDocumentRequests.reminderSentAt })
      .from(caseDocumentRequests)
      .where(eq(caseDocumentRequests.id, id))
  )[0]!.at;

describe('the due-date reminder', () => {
  it('e-mails the client exactly once, two days before the due day', async () => {
    const { firm, client, caseId, caseNumber } = await caseWithFirm();
    const dueDate = addDays(today(), 2);
    const request = await requestDue(firm.token, caseId, dueDate);

    const sent = await runReminders();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe(client.email);
    expect(mail!.subject).toBe(`Reminder: your case ${caseNumber} needs a document from you`);
    expect(mail!.body).toContain(
      `Okafor & Lee Consumer Law asked you for a document for your case ${caseNumber}: Signed purchase contract (Contract). It is due on ${formatLongDate(dueDate)}.`,
    );
    expect(mail!.body).toContain(`${testApp.config.publicUrl}/dashboard`);
    // What the firm wrote beyond the title stays in the portal.
    expect(mail!.body).not.toContain('4471-0092');
    expect(await reminderSentAt(request.id)).toBeInstanceOf(Date);

    // The next run is scheduled an hour on, and sends nothing more.
    const [next] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, REQUEST_REMINDER_JOB), eq(jobs.status, 'pending')));
    expect(next!.runAt.getTime()).toBeGreaterThan(
      Date.now() + REQUEST_REMINDER_INTERVAL_MS - 60_000,
    );
    expect(await runReminders()).toEqual([]);
    expect(await runReminders(new Date(Date.now() + DAY_MS))).toEqual([]);
  });

  it('never carries the contents of a file of the case', async () => {
    const { firm, client, caseId } = await caseWithFirm();
    const secret = 'CONFIDENTIAL-CONTRACT-TEXT';
    const upload = await uploadCaseDocument(
      app(),
      client.token,
      caseId,
      { fileName: 'first-page.pdf', bytes: samplePdf(4096, secret) },
      'client',
    );
    expect(upload.register?.statusCode).toBe(201);
    await requestDue(firm.token, caseId, addDays(today(), 2), { title: 'The second page' });
    const [mail, ...others] = await runReminders();
    expect(others).toEqual([]);
    expect(mail!.body).toContain('The second page');
    expect(mail!.body).not.toContain(secret);
    expect(mail!.body).not.toContain('first-page.pdf');
  });

  it('reminds only open requests due within two days that were asked before the reminder day', async () => {
    const { firm, client, caseId } = await caseWithFirm();
    const inThree = await requestDue(firm.token, caseId, addDays(today(), 3), {
      title: 'in three',
    });
    const justAsked = await requestDue(firm.token, caseId, addDays(today(), 2), {
      title: 'just asked',
      askedDaysAgo: 0,
    });
    const cancelled = await requestDue(firm.token, caseId, addDays(today(), 2), {
      title: 'cancelled',
    });
    await app().inject({
      method: 'POST',
      url: `/api/partners/cases/${caseId}/requests/${cancelled.id}/cancel`,
      headers: bearer(firm.token),
    });
    const fulfilled = await requestDue(firm.token, caseId, addDays(today(), 2), {
      title: 'fulfilled',
    });
    const upload = await uploadCaseDocument(
      app(),
      client.token,
      caseId,
      { fileName: 'sent.pdf', bytes: samplePdf(), requestId: fulfilled.id },
      'client',
    );
    expect(upload.register?.statusCode).toBe(201);
    // A run missed yesterday is made up while the due day has not passed.
    const tomorrow = await requestDue(firm.token, caseId, addDays(today(), 1), {
      title: 'due tomorrow',
    });
    const overdue = await requestDue(firm.token, caseId, today(), { title: 'overdue' });
    await db()
      .update(caseDocumentRequests)
      .set({ dueDate: addDays(today(), -1) })
      .where(eq(caseDocumentRequests.id, overdue.id));

    const sent = await runReminders();
    expect(sent.map((mail) => mail.subject)).toHaveLength(1);
    expect(sent[0]!.body).toContain('due tomorrow');
    expect(await reminderSentAt(tomorrow.id)).toBeInstanceOf(Date);
    for (const request of [inThree, justAsked, cancelled, fulfilled, overdue]) {
      expect(await reminderSentAt(request.id), request.title).toBeNull();
    }

    // A day later, the one due in three days is due in two.
    const dayLater = await runReminders(new Date(Date.now() + DAY_MS));
    expect(dayLater).toHaveLength(1);
    expect(dayLater[0]!.body).toContain('in three');
  });

  it('sends nothing to a client who chose to receive no e-mail, and does not try again', async () => {
    const { firm, client, caseId } = await caseWithFirm();
    await db()
      .insert(userPreferences)
      .values({ userId: client.id, notificationFrequency: 'never' });
    const request = await requestDue(firm.token, caseId, addDays(today(), 2));
    expect(await runReminders()).toEqual([]);
    expect(await reminderSentAt(request.id)).toBeInstanceOf(Date);

    await db()
      .update(userPreferences)
      .set({ notificationFrequency: 'weekly' })
      .where(eq(userPreferences.userId, client.id));
    expect(await runReminders()).toEqual([]);
  });

  it('sends one e-mail per request, to the client of each case', async () => {
    const first = await caseWithFirm();
    const second = await caseWithFirm();
    await requestDue(first.firm.token, first.caseId, addDays(today(), 2), { title: 'deed' });
    await requestDue(first.firm.token, first.caseId, addDays(today(), 2), { title: 'fees' });
    await requestDue(second.firm.token, second.caseId, addDays(today(), 2), { title: 'letter' });
    const sent = await runReminders();
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      [first.client.email, first.client.email, second.client.email].sort(),
    );
  });
});
