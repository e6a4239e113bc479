import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from './client';

/**
 * Tells every server process on the same database that something happened: data changed, so
 * copies of it kept in memory (the public read cache) are dropped; a job was enqueued, so the
 * job workers look for work now. On PostgreSQL this is LISTEN/NOTIFY, each subscription on a
 * dedicated, reconnecting connection; the embedded database belongs to one process and
 * delivers its notifications in that process.
 */
export interface ChangeFeed {
  /** Announces `topic` on `channel` at once (this process has already acted on it). */
  announce(channel: ChangeChannel, topic: string): Promise<void>;
  /**
   * Calls `onChange` for each topic announced on `channel`, by any process including this one.
   * Until `onReady` has been called, and from each `onLost` until the next `onReady`,
   * announcements may be missed.
   */
  subscribe(channel: ChangeChannel, listener: ChangeListener): () => Promise<void>;
}

export interface ChangeListener {
  onReady(): void;
  onLost(): void;
  onChange(topic: string): void;
}

/**
 * The channels, each with its own listeners, so nobody reads another channel's topics:
 * `publicReads` carries cache topics whose answers are out of date; `jobs` carries the type of
 * a job that became due.
 */
export const CHANGE_CHANNELS = { publicReads: 'tra_changes', jobs: 'tra_jobs' } as const;
export type ChangeChannel = keyof typeof CHANGE_CHANNELS;

/**
 * Announces `topic` on `channel` when the transaction `executor` is in commits, and never if it
 * rolls back (outside a transaction: at once). The database itself holds the announcement back,
 * so it reaches every process exactly when the data that caused it can be read.
 */
export async function announceOnCommit(
  executor: Executor,
  channel: ChangeChannel,
  topic: string,
): Promise<void> {
  await executor.execute(sql`select pg_notify(${CHANGE_CHANNELS[channel]}, ${topic})`);
}

const RECONNECT_DELAY_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;

/** The embedded database's own LISTEN/NOTIFY: one process, so no connection to keep up. */
export function embeddedChangeFeed(client: PGlite): ChangeFeed {
  return {
    async announce(channel, topic) {
      await client.query('select pg_notify($1, $2)', [CHANGE_CHANNELS[channel], topic]);
    },
    subscribe(channel, listener) {
      let stopped = false;
      const listening = client
        .listen(CHANGE_CHANNELS[channel], (topic) => {
          if (!stopped) listener.onChange(topic);
        })
        .then(
          (unlisten) => {
            if (!stopped) listener.onReady();
            return unlisten;
          },
          // A database closed meanwhile: nothing to listen to, nothing to stop.
          () => undefined,
        );
      return async () => {
        stopped = true;
        const unlisten = await listening;
        if (unlisten && !client.closed) await unlisten();
      };
    },
  };
}

export function postgresChangeFeed(databaseUrl: string, pool: pg.Pool): ChangeFeed {
  return {
    async announce(channel, topic) {
      await pool.query('select pg_notify($1, $2)', [CHANGE_CHANNELS[channel], topic]);
    },
    subscribe: (channel, listener) =>
      listenForChanges(databaseUrl, CHANGE_CHANNELS[channel], listener),
  };
}

function listenForChanges(
  databaseUrl: string,
  channel: string,
  listener: ChangeListener,
): () => Promise<void> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connecting = connect();
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  const lose = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    listener.onLost();
    client.end().catch(() => {});
    scheduleReconnect();
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A peer that vanished without closing is noticed instead of listened to forever.
      keepAlive: true,
    });
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    client.on('notification', (message) => {
      if (current === client && message.channel === channel && message.payload) {
        listener.onChange(message.payload);
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch {
      client.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    listener.onReady();
  };

  connecting = connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    // A connection being opened right now is closed by connect() itself once it sees `stopped`;
    // waiting for that lets callers drop the database straight after.
    await connecting;
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}
