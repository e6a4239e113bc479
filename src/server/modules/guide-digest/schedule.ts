import type { UserPreferences } from '@shared/contracts/preferences';

/*
 * When a client's guide digest is due, and what it covers (pure: the job passes the clock in).
 * A digest goes out at most once a period, and only with something new: each look covers what
 * was published since the last look, and a look that finds nothing sends nothing.
 */

export type NotificationFrequency = UserPreferences['notificationFrequency'];
export type DigestFrequency = Exclude<NotificationFrequency, 'never'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day, a week, or a calendar month later (the 31st becomes a shorter month's last day), in UTC. */
export function addPeriod(from: Date, frequency: DigestFrequency): Date {
  if (frequency === 'daily') return new Date(from.getTime() + DAY_MS);
  if (frequency === 'weekly') return new Date(from.getTime() + 7 * DAY_MS);
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0));
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay.getUTCDate()));
  return next;
}

export interface DigestSchedule {
  /** The frequency the schedule was made for. */
  frequency: NotificationFrequency;
  /** What was published up to here has been looked at. */
  coveredUntil: Date;
  nextDigestAt: Date;
}

export interface DigestClient {
  /** What the client wants now ('never' too for an account staff deactivated). */
  frequency: NotificationFrequency;
  /** The client's latest change of account or preferences: at the latest, when they chose. */
  choseAt: Date;
}

export interface DigestPlan {
  /** The schedule to store. */
  schedule: DigestSchedule;
  /** When a digest is due: it offers what readers first got after `after`, up to `upTo`. */
  due?: { after: Date; upTo: Date; frequency: DigestFrequency };
}

const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/**
 * What to do for one client at `asOf`:
 * - 'never': nothing goes out; the schedule remembers it, so turning e-mail on starts afresh.
 * - Met for the first time, or back from 'never': the schedule starts when they chose (never
 *   before what was covered already), so the first digest holds only what came after, one
 *   period on: never a backlog of everything published before.
 * - Another frequency: what was covered stays covered; the new period counts from the last look.
 * - Due: the digest covers everything since the last look, and the next is a period on.
 */
export function planDigest(
  stored: DigestSchedule | undefined,
  client: DigestClient,
  asOf: Date,
): DigestPlan {
  const { frequency } = client;
  if (frequency === 'never') {
    const base = stored ?? { coveredUntil: asOf, nextDigestAt: asOf };
    return { schedule: { ...base, frequency } };
  }
  let schedule: DigestSchedule;
  if (!stored || stored.frequency === 'never') {
    const start = earlier(
      asOf,
      stored ? later(stored.coveredUntil, client.choseAt) : client.choseAt,
    );
    schedule = { frequency, coveredUntil: start, nextDigestAt: addPeriod(start, frequency) };
  } else if (stored.frequency !== frequency) {
    schedule = { ...stored, frequency, nextDigestAt: addPeriod(stored.coveredUntil, frequency) };
  } else {
    schedule = stored;
  }
  if (schedule.nextDigestAt > asOf) return { schedule };

  const following = addPeriod(schedule.nextDigestAt, frequency);
  return {
    schedule: {
      frequency,
      coveredUntil: asOf,
      // After a long pause (the server was off) the rhythm restarts from now.
      nextDigestAt: following > asOf ? following : addPeriod(asOf, frequency),
    },
    due: { after: schedule.coveredUntil, upTo: asOf, frequency },
  };
}
