import { and, eq, sql } from 'drizzle-orm';
import {
  UNSUBSCRIBE_LINK_EXPIRED_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  UNSUBSCRIBE_LINK_USED_MESSAGE,
} from '@shared/contracts/notifications';
import type { Database, Executor } from '../../db/client';
import { guideDigests } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { mergePreferences } from '../preferences/service';
import { readUnsubscribeToken } from './unsubscribe-links';

const linkRefused = (message: string) => new AppError(400, 'UNSUBSCRIBE_LINK_INVALID', message);

/**
 * Uses an unsubscribe link: the client's notificationFrequency becomes 'never' (no digest, no
 * e-mail about their case either) and the link's version moves on, in one transaction, so the
 * link works once. A changed, expired or used link answers 400 and changes nothing.
 */
export async function unsubscribeWithLink(
  db: Database,
  linkSecret: string,
  token: string,
  now = new Date(),
): Promise<void> {
  const check = readUnsubscribeToken(linkSecret, token, now);
  if (check.status === 'invalid') throw linkRefused(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
  if (check.status === 'expired') throw linkRefused(UNSUBSCRIBE_LINK_EXPIRED_MESSAGE);
  await db.transaction(async (tx) => {
    // A conditional update: of two uses of one link at once, exactly one finds its version.
    const [used] = await tx
      .update(guideDigests)
      .set({
        unsubscribeVersion: sql`${guideDigests.unsubscribeVersion} + 1`,
        frequency: 'never',
        updatedAt: now,
      })
      .where(
        and(
          eq(guideDigests.userId, check.userId),
          eq(guideDigests.unsubscribeVersion, check.version),
        ),
      )
      .returning({ userId: guideDigests.userId });
    if (!used) {
      const [schedule] = await tx
        .select({ userId: guideDigests.userId })
        .from(guideDigests)
        .where(eq(guideDigests.userId, check.userId));
      // No schedule: the account was deleted since the e-mail went out.
      throw linkRefused(
        schedule ? UNSUBSCRIBE_LINK_USED_MESSAGE : UNSUBSCRIBE_LINK_INVALID_MESSAGE,
      );
    }
    await mergePreferences(tx, check.userId, { notificationFrequency: 'never' });
  });
}

/** The client's digest record for their data export; null before the digest job first met them. */
export async function digestRecordOf(
  db: Executor,
  clientId: string,
): Promise<{ lastSentAt: string | null; nextDigestAt: string | null } | null> {
  const [row] = await db.select().from(guideDigests).where(eq(guideDigests.userId, clientId));
  if (!row) return null;
  return {
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    nextDigestAt: row.frequency === 'never' ? null : row.nextDigestAt.toISOString(),
  };
}
