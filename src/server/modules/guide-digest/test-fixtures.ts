import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { articles, guideDigests, legalResources, type NewArticle } from '../../db/schema';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../platform/jobs';
import { loadLinkSecret } from '../../platform/secrets';
import { takeOutbox, type SentMail } from '../../testing/outbox';
import type { TestApp } from '../../testing/test-app';
import { GUIDE_DIGEST_JOB } from './digest';
import { UNSUBSCRIBE_LINK_LIFETIME_MS, unsubscribeToken } from './unsubscribe-links';

/** Fixtures of the guide digest's tests (and the security suite's unsubscribe link). */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

/** A published guide, first published at `publishedAt`. */
export async function publishGuide(
  db: Database,
  values: { tags: string[]; publishedAt: Date; title?: string; status?: NewArticle['status'] },
) {
  const slug = `guide-${randomUUID()}`;
  const [row] = await db
    .insert(articles)
    .values({
      title: values.title ?? `Guide ${slug}`,
      slug,
      content: 'What to know before you sign anything.',
      status: values.status ?? 'published',
      tags: values.tags,
      publishedAt: values.publishedAt,
      createdAt: values.publishedAt,
      updatedAt: values.publishedAt,
    })
    .returning({ id: articles.id, slug: articles.slug, title: articles.title });
  return row!;
}

/** A legal resource for timeshare owners (unless told otherwise), added at `createdAt`. */
export async function addLegalResource(
  db: Database,
  values: { tags: string[]; createdAt: Date; title?: string; targetAudience?: string },
) {
  const [row] = await db
    .insert(legalResources)
    .values({
      title: values.title ?? `Resource ${randomUUID()}`,
      resourceType: 'guide',
      category: 'Consumer Protection',
      description: 'What to know.',
      content: 'Know your rights.',
      targetAudience: values.targetAudience ?? 'Timeshare owners',
      difficulty: 'beginner',
      tags: values.tags,
      createdAt: values.createdAt,
      updatedAt: values.createdAt,
    })
    .returning({ id: legalResources.id, title: legalResources.title });
  return row!;
}

/** Runs the digest job as the job worker does, as of `asOf`, and sends what it queued. */
export async function runGuideDigest(testApp: TestApp, asOf: Date): Promise<SentMail[]> {
  await enqueueJob(testApp.database.db, GUIDE_DIGEST_JOB, { asOf: asOf.toISOString() });
  await testApp.app.jobs.runDueJobs();
  return takeOutbox(testApp);
}

/** The unsubscribe token in a digest e-mail's link to the unsubscribe page. */
export function unsubscribeTokenIn(mail: SentMail): string {
  const match = mail.body.match(/\/unsubscribe\?token=([^\s"<&]+)/);
  if (!match) throw new Error(`No unsubscribe link in: ${mail.body}`);
  return decodeURIComponent(match[1]!);
}

/**
 * A usable unsubscribe link's token for the client, as a digest would carry it, without
 * running the job: the client gets a digest schedule if they have none.
 */
export async function unsubscribeTokenFor(testApp: TestApp, clientId: string): Promise<string> {
  const now = new Date();
  const db = testApp.database.db;
  await db
    .insert(guideDigests)
    .values({ userId: clientId, frequency: 'weekly', coveredUntil: now, nextDigestAt: now })
    .onConflictDoNothing();
  const [schedule] = await db
    .select({ version: guideDigests.unsubscribeVersion })
    .from(guideDigests)
    .where(eq(guideDigests.userId, clientId));
  return unsubscribeToken(
    loadLinkSecret(testApp.config),
    { userId: clientId, version: schedule!.version },
    new Date(now.getTime() + UNSUBSCRIBE_LINK_LIFETIME_MS),
  );
}
