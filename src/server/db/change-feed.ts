import pg from 'pg';

/**
 * Tells every server process on the same database that some data changed, so copies of it
 * kept in memory (the public read cache) are dropped. On PostgreSQL this is LISTEN/NOTIFY on
 * one dedicated connection per process; the embedded database belongs to one process, so there
 * is nobody else to tell.
 */
export interface ChangeFeed {
  /** Announces a change to the other processes (this process has already acted on it). */
  announce(topic: string): Promise<void>;
  /**
   * Calls `onChange` for each change another process announces. Until `onReady` has been
   * called, and from each `onLost` until the next `onReady`, announcements may be missed.
   */
  subscribe(listener: ChangeListener): () => Promise<void>;
}

export interface ChangeListener {
  onReady(): void;
  onLost(): void;
  onChange(topic: string): void;
}

const CHANNEL = 'tra_changes';
const RECONNECT_DELAY_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;

export const localChangeFeed: ChangeFeed = {
  announce: async () => {},
  subscribe(listener) {
    listener.onReady();
    return async () => {};
  },
};

export function postgresChangeFeed(databaseUrl: string, pool: pg.Pool): ChangeFeed {
  return {
    async announce(topic) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, topic]);
    },
    subscribe: (listener) => listenForChanges(databaseUrl, listener),
  };
}

function listenForChanges(databaseUrl: string, listener: ChangeListener): () => Promise<void> {
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
      if (current === client && message.payload) listener.onChange(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
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
