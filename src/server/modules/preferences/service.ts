import { eq } from 'drizzle-orm';
import {
  comingLaterContentFormats,
  defaultUserPreferences,
  type UserPreferences,
} from '@shared/contracts/preferences';
import type { Executor } from '../../db/client';
import { userPreferences } from '../../db/schema';

type StoredPreferences = typeof userPreferences.$inferSelect;

// Stored values are written only through userPreferencesSchema, so they are from the lists.
function toPreferences(row: StoredPreferences): UserPreferences {
  return {
    timeshareStatus: row.timeshareStatus as UserPreferences['timeshareStatus'],
    preferredTopics: row.preferredTopics as UserPreferences['preferredTopics'],
    experienceLevel: row.experienceLevel as UserPreferences['experienceLevel'],
    previousCancellationAttempts: row.previousCancellationAttempts,
    helpTypePriority: row.helpTypePriority as UserPreferences['helpTypePriority'],
    // A format chosen before it was marked "coming later" is no longer offered.
    contentFormatPreferences: row.contentFormatPreferences.filter(
      (format) => !comingLaterContentFormats.includes(format),
    ) as UserPreferences['contentFormatPreferences'],
    notificationFrequency: row.notificationFrequency as UserPreferences['notificationFrequency'],
  };
}

/** The client's stored preferences, or the defaults when they have stored none. */
export async function getPreferences(db: Executor, clientId: string): Promise<UserPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, clientId));
  return row ? toPreferences(row) : { ...defaultUserPreferences };
}

/**
 * Stores some of a client's preferences in their one row: the given fields are written, the
 * others keep their stored value (or the default when the row is new).
 */
export async function mergePreferences(
  executor: Executor,
  clientId: string,
  changes: Partial<UserPreferences>,
): Promise<UserPreferences> {
  const now = new Date();
  const [row] = await executor
    .insert(userPreferences)
    .values({ ...defaultUserPreferences, ...changes, userId: clientId })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { ...changes, updatedAt: now },
    })
    .returning();
  return toPreferences(row!);
}

/** PUT /api/user-preferences: replaces all seven fields. */
export function savePreferences(
  executor: Executor,
  clientId: string,
  preferences: UserPreferences,
): Promise<UserPreferences> {
  return mergePreferences(executor, clientId, preferences);
}
