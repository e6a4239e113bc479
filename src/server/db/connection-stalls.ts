import type { Socket } from 'node:net';
import type pg from 'pg';

/**
 * How long a checked-out connection may stay silent before it is given up. Every statement
 * this app runs takes milliseconds; silence this long means the database host hangs or the
 * network drops packets, where TCP alone would wait many minutes.
 */
export const CONNECTION_SILENCE_LIMIT_MS = 8000;

type SocketHolder = { connection?: { stream?: Socket } };

// pg keeps the socket at client.connection.stream; pg-pool reaches it the same way for its own
// connection timeout.
const socketOf = (client: pg.PoolClient) => (client as unknown as SocketHolder).connection?.stream;

/**
 * Breaks a connection that stays silent while a request holds it, so the request fails (503)
 * instead of hanging. Destroying the socket, rather than a client-side query timeout, makes
 * PostgreSQL roll the transaction back and the pool discard the client: a timed-out statement
 * can never commit later inside someone else's transaction.
 */
export function abandonSilentConnections(pool: pg.Pool, limitMs = CONNECTION_SILENCE_LIMIT_MS) {
  // One listener per connection; acquire and release only arm and disarm the timer.
  pool.on('connect', (client) => {
    const socket = socketOf(client);
    socket?.on('timeout', () =>
      socket.destroy(
        Object.assign(new Error(`The database did not answer within ${limitMs} ms.`), {
          code: 'ETIMEDOUT',
        }),
      ),
    );
  });
  pool.on('acquire', (client) => socketOf(client)?.setTimeout(limitMs));
  // Idle connections in the pool may be silent for as long as they like.
  pool.on('release', (_error, client) => socketOf(client)?.setTimeout(0));
}

/** For a connection that legitimately waits (migrations, which may queue behind a lock). */
export function allowSilence(client: pg.PoolClient): void {
  socketOf(client)?.setTimeout(0);
}
