import { lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { formRateLimits } from '../db/schema';

/**
 * The per-address limit of a public form (decision 005): at most `max` submissions from one IP
 * address in each 15-minute window. Use as a route's `config.rateLimit`.
 */
export function formRateLimit(max: number) {
  return { max, timeWindow: '15 minutes' };
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to a store: the merged options, with the route for a route's store. */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so the limit is
 * shared by every server process and survives a restart (decision 005). Each route counts on
 * its own, like the plugin's memory store. A window is fixed: it starts with the first
 * submission and its count starts again once it has ended. The database's clock decides, so
 * processes whose clocks differ agree.
 */
export function databaseRateLimitStore(db: Executor) {
  return class DatabaseRateLimitStore {
    readonly prefix: string;

    // Typed `object`: the plugin's types promise route options, but it passes StoreOptions.
    constructor(options: object = {}) {
      const route = (options as StoreOptions).routeInfo ?? {};
      this.prefix = route.url ? `${[route.method].flat().join(',')} ${route.url}|` : '|';
    }

    incr(address: string, callback: StoreCallback, timeWindowMs: number): void {
      countSubmission(db, this.prefix + address, timeWindowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}

/** Counts one submission under `key` in one statement (the row lock makes it atomic). */
async function countSubmission(db: Executor, key: string, timeWindowMs: number) {
  const window = sql`make_interval(secs => ${timeWindowMs / 1000})`;
  const ended = sql`${formRateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(formRateLimits)
    .values({ key, hits: 1, windowEndsAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: formRateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${formRateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${formRateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      current: formRateLimits.hits,
      ttl: sql<number>`ceil(extract(epoch from ${formRateLimits.windowEndsAt} - now()) * 1000)::int`,
    });
  return { current: row!.current, ttl: Math.max(0, Number(row!.ttl)) };
}

/** Removes counters whose window has ended (the hourly clean-up job). */
export async function deleteEndedFormLimits(executor: Executor, now = new Date()) {
  const removed = await executor
    .delete(formRateLimits)
    .where(lte(formRateLimits.windowEndsAt, now))
    .returning({ key: formRateLimits.key });
  return removed.length;
}
