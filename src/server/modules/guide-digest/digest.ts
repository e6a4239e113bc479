import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { defaultUserPreferences } from '@shared/contracts/preferences';
import type { Database } from '../../db/client';
import { guideDigests, userAccounts, userPreferences } from '../../db/schema';
import { ensureJobScheduled, type JobHandler } from '../../platform/jobs';
import { enqueueMail } from '../../platform/mail';
import { loadCandidates, newCandidatesMatching, type Candidate } from '../recommendations/service';
import { guideDigestLetter, type DigestMailContext } from './emails';
import { planDigest, type NotificationFrequency } from './schedule';
import { UNSUBSCRIBE_LINK_LIFETIME_MS, unsubscribeToken } from './unsubscribe-links';

/*
 * The guide digest (spec §9 notificationFrequency): a recurring job of its own finds the clients
 * whose digest is due and queues one e-mail each of what was published since their last one
 * that matches their interests, or none when there is nothing new. It works in batches of
 * clients claimed with FOR UPDATE SKIP LOCKED, so two processes never handle one client at
 * once, and one batch per run: a case notification queued meanwhile waits behind at most one
 * batch of digests, never behind all of them.
 */

export const GUIDE_DIGEST_JOB = 'guide_digest.send';
/** How often the job looks for due clients once it has handled all of them. */
export const GUIDE_DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** Clients handled per run. */
export const GUIDE_DIGEST_BATCH = 50;
/** How soon the next run follows while more clients are waiting. */
export const GUIDE_DIGEST_PACE_MS = 30 * 1000;

/** What the digest offers: guides and legal resources (not forms), by resource type. */
const OFFERED_TYPES = ['article', 'legal_resource'];

export interface GuideDigestDeps extends DigestMailContext {
  db: Database;
  /** Signs the unsubscribe links (LINK_SECRET). */
  linkSecret: string;
}

/** What the client wants now: their preference, or 'never' once staff deactivated the account. */
const chosenFrequency = sql<NotificationFrequency>`case when ${userAccounts.isActive} then coalesce(${userPreferences.notificationFrequency}, ${defaultUserPreferences.notificationFrequency}) else 'never' end`;

const latest = (first: Date, second: Date | null) => (second && second > first ? second : first);

/**
 * Clients with something to do at `asOf`: one met for the first time, one whose choice changed
 * since their schedule was made, or one whose digest is due.
 */
function needsAttention(asOf: Date) {
  return or(
    and(isNull(guideDigests.userId), ne(chosenFrequency, 'never')),
    ne(guideDigests.frequency, chosenFrequency),
    and(ne(chosenFrequency, 'never'), lte(guideDigests.nextDigestAt, asOf)),
  );
}

/**
 * Handles up to one batch of clients with something to do at `asOf`, in one transaction: their
 * schedules are stored and their digests queued together. Answers how many clients were handled
 * and how many e-mails queued.
 */
export async function sendGuideDigestBatch(
  deps: GuideDigestDeps,
  asOf = new Date(),
): Promise<{ handled: number; mailed: number }> {
  return deps.db.transaction(async (tx) => {
    // Loaded once, and only when some client is due.
    let offered: Candidate[] | undefined;
    const offeredCandidates = async () =>
      (offered ??= (await loadCandidates(tx, asOf)).filter((candidate) =>
        OFFERED_TYPES.includes(candidate.resourceType),
      ));

    const claimed = await tx
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .leftJoin(userPreferences, eq(userPreferences.userId, userAccounts.id))
      .leftJoin(guideDigests, eq(guideDigests.userId, userAccounts.id))
      .where(needsAttention(asOf))
      .limit(GUIDE_DIGEST_BATCH)
      .for('no key update', { of: userAccounts, skipLocked: true });
    if (claimed.length === 0) return { handled: 0, mailed: 0 };

    // Read again now the rows are ours: another process may have handled some of them after
    // the claim's snapshot was taken and before it let go of them.
    const rows = await tx
      .select({
        id: userAccounts.id,
        email: userAccounts.email,
        firstName: userAccounts.firstName,
        locale: userAccounts.locale,
        frequency: chosenFrequency,
        accountChangedAt: userAccounts.updatedAt,
        preferencesChangedAt: userPreferences.updatedAt,
        preferredTopics: userPreferences.preferredTopics,
        helpTypePriority: userPreferences.helpTypePriority,
        contentFormatPreferences: userPreferences.contentFormatPreferences,
        stored: guideDigests,
      })
      .from(userAccounts)
      .leftJoin(userPreferences, eq(userPreferences.userId, userAccounts.id))
      .leftJoin(guideDigests, eq(guideDigests.userId, userAccounts.id))
      .where(
        and(
          inArray(
            userAccounts.id,
            claimed.map((row) => row.id),
          ),
          needsAttention(asOf),
        ),
      );

    let mailed = 0;
    for (const row of rows) {
      // The latest change of account (a reactivation) or preferences: at the latest, the choice.
      const choseAt = latest(row.accountChangedAt, row.preferencesChangedAt);
      const { schedule, due } = planDigest(
        row.stored ?? undefined,
        { frequency: row.frequency, choseAt },
        asOf,
      );
      let lastSentAt = row.stored?.lastSentAt ?? null;
      if (due) {
        const items = newCandidatesMatching(
          await offeredCandidates(),
          {
            preferredTopics: row.preferredTopics ?? [],
            helpTypePriority: row.helpTypePriority ?? [],
            contentFormatPreferences: row.contentFormatPreferences ?? [],
          },
          due,
        );
        if (items.length > 0) {
          const version = row.stored?.unsubscribeVersion ?? 0;
          const expiresAt = new Date(asOf.getTime() + UNSUBSCRIBE_LINK_LIFETIME_MS);
          const ofType = (type: string) =>
            items
              .filter((item) => item.resourceType === type)
              .map((item) => ({ title: item.title, url: item.url }));
          await enqueueMail(
            tx,
            guideDigestLetter(
              row,
              {
                frequency: due.frequency,
                guides: ofType('article'),
                legalResources: ofType('legal_resource'),
                unsubscribeToken: unsubscribeToken(
                  deps.linkSecret,
                  { userId: row.id, version },
                  expiresAt,
                ),
              },
              deps,
            ),
          );
          lastSentAt = asOf;
          mailed += 1;
        }
      }
      const stored = { ...schedule, lastSentAt, updatedAt: new Date() };
      await tx
        .insert(guideDigests)
        .values({ userId: row.id, ...stored })
        .onConflictDoUpdate({ target: guideDigests.userId, set: stored });
    }
    return { handled: claimed.length, mailed };
  });
}

/** Makes sure one run of the digest job is waiting, due at `runAt`. */
export async function scheduleGuideDigests(db: Database, runAt = new Date()): Promise<void> {
  await ensureJobScheduled(db, GUIDE_DIGEST_JOB, runAt);
}

/**
 * Handles one batch, then schedules the next run: soon while clients may be waiting, an
 * interval later once none were left. The payload may name the moment to look as of (`asOf`,
 * ISO 8601), so tests move the calendar without waiting.
 */
export function guideDigestJobHandler(deps: GuideDigestDeps): JobHandler {
  return async (payload) => {
    const asOf = typeof payload.asOf === 'string' ? new Date(payload.asOf) : new Date();
    if (Number.isNaN(asOf.getTime())) throw new Error('The digest job has an unreadable asOf.');
    const { handled } = await sendGuideDigestBatch(deps, asOf);
    const pause = handled < GUIDE_DIGEST_BATCH ? GUIDE_DIGEST_INTERVAL_MS : GUIDE_DIGEST_PACE_MS;
    await scheduleGuideDigests(deps.db, new Date(Date.now() + pause));
  };
}
