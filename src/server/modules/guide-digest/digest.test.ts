import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountExport } from '@shared/contracts/account';
import { defaultUserPreferences, type UserPreferences } from '@shared/contracts/preferences';
import {
  articles,
  guideDigests,
  jobs,
  legalForms,
  legalResources,
  userAccounts,
  userPreferences,
} from '../../db/schema';
import { loadLinkSecret } from '../../platform/secrets';
import {
  bearer,
  createClientAccount,
  TEST_PASSWORD,
  type TestAccount,
} from '../../testing/accounts';
import { clearOutbox, queuedMail, type SentMail } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import {
  GUIDE_DIGEST_BATCH,
  GUIDE_DIGEST_INTERVAL_MS,
  GUIDE_DIGEST_JOB,
  sendGuideDigestBatch,
} from './digest';
import { addLegalResource, DAY_MS, HOUR_MS, publishGuide, runGuideDigest } from './test-fixtures';

/*
 * Issue 16 item 5 (spec §9 notificationFrequency): a client gets an e-mail of the guides and
 * legal resources published since their last one that match their interests, at the frequency
 * they chose, only when there is something new, never a backlog from before they chose it.
 */

const testApp = useTestApp();
const db = () => testApp.database.db;

// Guides of one test are dated days ahead, where they would be new to the next test's clients.
afterEach(async () => {
  await db().delete(articles);
  await db().delete(legalResources);
  await db().delete(legalForms);
  await db().delete(jobs);
  clearOutbox(testApp);
});

const SCAMS = 'Scam Prevention';

/**
 * A client who chose `frequency` and is interested in scam prevention, and when they chose:
 * their schedule counts from there.
 */
async function clientWanting(
  frequency: UserPreferences['notificationFrequency'],
  preferredTopics: string[] = [SCAMS],
): Promise<TestAccount & { since: Date }> {
  const client = await createClientAccount(db());
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/user-preferences',
    headers: bearer(client.token),
    payload: { ...defaultUserPreferences, preferredTopics, notificationFrequency: frequency },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [chosen] = await db()
    .select({ at: userPreferences.updatedAt })
    .from(userPreferences)
    .where(eq(userPreferences.userId, client.id));
  return { ...client, since: chosen!.at };
}

const after = (since: Date, ms: number) => new Date(since.getTime() + ms);
const mailTo = (sent: SentMail[], client: TestAccount) =>
  sent.filter((mail) => mail.to === client.email);

async function scheduleOf(client: TestAccount) {
  const [row] = await db().select().from(guideDigests).where(eq(guideDigests.userId, client.id));
  return row;
}

describe('the guide digest', () => {
  it('sends a weekly client one e-mail a week on, with only the new guides that match', async () => {
    const client = await clientWanting('weekly');
    const { since } = client;
    // Published before the client chose: never part of their digest.
    const before = await publishGuide(db(), { tags: [SCAMS], publishedAt: after(since, -DAY_MS) });
    expect(mailTo(await runGuideDigest(testApp, since), client)).toEqual([]);

    const guide = await publishGuide(db(), {
      title: 'Resale scams & "recovery" <b>offers</b>',
      tags: ['scam-prevention'],
      publishedAt: after(since, DAY_MS),
    });
    const resource = await addLegalResource(db(), {
      tags: [SCAMS],
      createdAt: after(since, 2 * DAY_MS),
    });
    const unrelated = await publishGuide(db(), {
      tags: ['Financial Impact'],
      publishedAt: after(since, DAY_MS),
    });
    const draft = await publishGuide(db(), {
      tags: [SCAMS],
      publishedAt: after(since, DAY_MS),
      status: 'draft',
    });
    const later = await publishGuide(db(), {
      tags: [SCAMS],
      publishedAt: after(since, 30 * DAY_MS),
    });
    const forAttorneys = await addLegalResource(db(), {
      tags: [SCAMS],
      createdAt: after(since, DAY_MS),
      targetAudience: 'attorney',
    });
    const [form] = await db()
      .insert(legalForms)
      .values({
        title: `Scam complaint form ${client.id}`,
        formType: 'Scam Prevention',
        jurisdiction: 'Florida',
        description: 'A form.',
        category: SCAMS,
        createdAt: after(since, DAY_MS),
      })
      .returning({ title: legalForms.title });

    // Not yet a week.
    expect(mailTo(await runGuideDigest(testApp, after(since, 6 * DAY_MS)), client)).toEqual([]);

    const asOf = after(since, 7 * DAY_MS + HOUR_MS);
    const sent = mailTo(await runGuideDigest(testApp, asOf), client);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    const { publicUrl } = testApp.config;
    expect(mail!.subject).toBe('New guides for you from Timeshare Resolution Advocates');
    expect(mail!.body).toContain('Resale scams & "recovery" <b>offers</b>');
    expect(mail!.body).toContain(
      'Resale scams &amp; &quot;recovery&quot; &lt;b&gt;offers&lt;/b&gt;',
    );
    expect(mail!.body).toContain(`${publicUrl}/resources/${guide.slug}`);
    expect(mail!.body).toContain(resource.title);
    expect(mail!.body).toContain(`${publicUrl}/legal-database/legal_resource/${resource.id}`);
    for (const left of [before, unrelated, draft, later, forAttorneys, form!]) {
      expect(mail!.body).not.toContain(left.title);
    }
    expect(mail!.body).toContain(`${publicUrl}/dashboard`);
    expect(mail!.body).toMatch(new RegExp(`${publicUrl}/unsubscribe\\?token=[\\w.-]+`));
    expect(mail!.body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail!.body.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      new RegExp(
        `List-Unsubscribe: <${publicUrl}/api/notifications/unsubscribe/one-click\\?token=`,
      ),
    );
    expect(mail!.body).toContain('once a week at most');

    expect(await scheduleOf(client)).toMatchObject({
      frequency: 'weekly',
      lastSentAt: asOf,
      coveredUntil: asOf,
    });
    // Once only, and the job looks again an hour on.
    expect(mailTo(await runGuideDigest(testApp, after(asOf, HOUR_MS)), client)).toEqual([]);
    const [next] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, GUIDE_DIGEST_JOB), eq(jobs.status, 'pending')));
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now() + GUIDE_DIGEST_INTERVAL_MS - 60_000);
  });

  it('sends nothing when nothing new matches, and keeps the weekly rhythm', async () => {
    const client = await clientWanting('weekly');
    const { since } = client;
    await runGuideDigest(testApp, since);
    await publishGuide(db(), { tags: ['Financial Impact'], publishedAt: after(since, DAY_MS) });

    expect(mailTo(await runGuideDigest(testApp, after(since, 8 * DAY_MS)), client)).toEqual([]);
    const schedule = await scheduleOf(client);
    expect(schedule).toMatchObject({ lastSentAt: null, coveredUntil: after(since, 8 * DAY_MS) });
    expect(schedule!.nextDigestAt).toEqual(after(since, 14 * DAY_MS));

    // Something new comes out; it waits for the next week's digest.
    const guide = await publishGuide(db(), {
      tags: [SCAMS],
      publishedAt: after(since, 9 * DAY_MS),
    });
    expect(mailTo(await runGuideDigest(testApp, after(since, 10 * DAY_MS)), client)).toEqual([]);
    const sent = mailTo(await runGuideDigest(testApp, after(since, 14 * DAY_MS + HOUR_MS)), client);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(guide.title);
  });

  it('sends nothing to a client who chose never', async () => {
    const client = await clientWanting('never');
    await publishGuide(db(), { tags: [SCAMS], publishedAt: after(client.since, DAY_MS) });
    for (const days of [1.5, 8, 40]) {
      const sent = await runGuideDigest(testApp, after(client.since, days * DAY_MS));
      expect(mailTo(sent, client)).toEqual([]);
    }
    expect(await scheduleOf(client)).toBeUndefined();
  });

  it('sends a daily client a digest a day on, each with what came out since the last', async () => {
    const client = await clientWanting('daily');
    const { since } = client;
    const first = await publishGuide(db(), { tags: [SCAMS], publishedAt: after(since, HOUR_MS) });
    expect(mailTo(await runGuideDigest(testApp, after(since, 23 * HOUR_MS)), client)).toEqual([]);
    const day1 = mailTo(await runGuideDigest(testApp, after(since, 25 * HOUR_MS)), client);
    expect(day1).toHaveLength(1);
    expect(day1[0]!.body).toContain(first.title);
    expect(day1[0]!.body).toContain('once a day at most');

    const second = await publishGuide(db(), {
      tags: [SCAMS],
      publishedAt: after(since, 30 * HOUR_MS),
    });
    expect(mailTo(await runGuideDigest(testApp, after(since, 47 * HOUR_MS)), client)).toEqual([]);
    const day2 = mailTo(await runGuideDigest(testApp, after(since, 49 * HOUR_MS)), client);
    expect(day2).toHaveLength(1);
    expect(day2[0]!.body).toContain(second.title);
    expect(day2[0]!.body).not.toContain(first.title);
  });

  it('sends a monthly client a digest a calendar month on', async () => {
    const client = await clientWanting('monthly');
    const { since } = client;
    const guide = await publishGuide(db(), {
      tags: [SCAMS],
      publishedAt: after(since, 3 * DAY_MS),
    });
    // Every month has at least 28 days and at most 31.
    expect(mailTo(await runGuideDigest(testApp, after(since, 27 * DAY_MS)), client)).toEqual([]);
    const sent = mailTo(await runGuideDigest(testApp, after(since, 32 * DAY_MS)), client);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(guide.title);
    expect(sent[0]!.body).toContain('once a month at most');
  });

  it('gives a client who stated no interests everything new', async () => {
    const client = await clientWanting('weekly', []);
    const guide = await publishGuide(db(), {
      tags: ['Financial Impact'],
      publishedAt: after(client.since, DAY_MS),
    });
    const sent = mailTo(await runGuideDigest(testApp, after(client.since, 8 * DAY_MS)), client);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(guide.title);
  });

  it('starts afresh when a client turns e-mail back on: nothing from while it was off', async () => {
    const client = await clientWanting('weekly');
    const { since } = client;
    await runGuideDigest(testApp, since);
    await db()
      .update(userPreferences)
      .set({ notificationFrequency: 'never' })
      .where(eq(userPreferences.userId, client.id));
    await runGuideDigest(testApp, after(since, DAY_MS));
    expect(await scheduleOf(client)).toMatchObject({ frequency: 'never' });

    const whileOff = await publishGuide(db(), {
      tags: [SCAMS],
      publishedAt: after(since, 3 * DAY_MS),
    });
    // Back on four days in.
    await db()
      .update(userPreferences)
      .set({ notificationFrequency: 'weekly', updatedAt: after(since, 4 * DAY_MS) })
      .where(eq(userPreferences.userId, client.id));
    const afterOn = await publishGuide(db(), {
      tags: [SCAMS],
      publishedAt: after(since, 6 * DAY_MS),
    });
    expect(mailTo(await runGuideDigest(testApp, after(since, 10 * DAY_MS)), client)).toEqual([]);
    const sent = mailTo(await runGuideDigest(testApp, after(since, 11 * DAY_MS + HOUR_MS)), client);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(afterOn.title);
    expect(sent[0]!.body).not.toContain(whileOff.title);
  });

  it('sends nothing to an account staff deactivated', async () => {
    const client = await clientWanting('weekly');
    await db().update(userAccounts).set({ isActive: false }).where(eq(userAccounts.id, client.id));
    await publishGuide(db(), { tags: [SCAMS], publishedAt: after(client.since, DAY_MS) });
    expect(mailTo(await runGuideDigest(testApp, after(client.since, 8 * DAY_MS)), client)).toEqual(
      [],
    );
  });

  it('queues one digest per client when two processes run at once', async () => {
    const clients = await Promise.all([1, 2, 3].map(() => clientWanting('weekly')));
    const since = clients[2]!.since;
    await publishGuide(db(), { tags: [SCAMS], publishedAt: after(since, DAY_MS) });
    const deps = {
      db: db(),
      publicUrl: testApp.config.publicUrl,
      site: testApp.config.site,
      linkSecret: loadLinkSecret(testApp.config),
    };
    const asOf = after(since, 8 * DAY_MS);
    const runs = await Promise.all([
      sendGuideDigestBatch(deps, asOf),
      sendGuideDigestBatch(deps, asOf),
    ]);
    expect(runs.every((run) => run.handled <= GUIDE_DIGEST_BATCH)).toBe(true);
    const queued = await queuedMail(db());
    for (const client of clients) {
      expect(queued.filter((mail) => mail.to === client.email)).toHaveLength(1);
    }
  });

  it('is in the client’s data export, and goes with the account', async () => {
    const client = await clientWanting('weekly');
    await publishGuide(db(), { tags: [SCAMS], publishedAt: after(client.since, DAY_MS) });
    const asOf = after(client.since, 8 * DAY_MS);
    await runGuideDigest(testApp, asOf);

    const exported = await testApp.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: bearer(client.token),
    });
    expect(exported.json<AccountExport>().guideDigest).toEqual({
      lastSentAt: asOf.toISOString(),
      nextDigestAt: after(client.since, 14 * DAY_MS).toISOString(),
    });

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(client.token),
      payload: { password: TEST_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await scheduleOf(client)).toBeUndefined();
  });
});
