import { write } from 'node:fs';

/** Log output waiting for a slow reader beyond this is dropped rather than kept in memory. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;
/** How long to wait before writing again to a pipe that is full. */
const FULL_PIPE_RETRY_MS = 100;

export interface LogOutput {
  write(line: string): void;
  /** Waits until what is pending has been written, or `ms` at most; never throws. */
  flushWithin(ms: number): Promise<void>;
}

/**
 * Standard output for the server's log that can never stop the server. pino's default writes
 * synchronously and retries a full pipe in a sleep loop (its flush retries a closed one
 * forever): a server whose reader died then blocks its event loop, so it neither answers nor
 * stops on SIGTERM. Here every write goes through the thread pool (`fs.write`), a full pipe
 * only costs memory up to a bound (then lines are dropped), and any other write error (a
 * closed pipe) ends logging for good: losing log lines is better than losing the server.
 */
export function standardOutput(fd = 1): LogOutput {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let writing = false;
  let broken = false;
  let drained: (() => void)[] = [];

  const settle = () => {
    if (writing || pendingBytes > 0) return;
    for (const resolve of drained) resolve();
    drained = [];
  };

  const pump = () => {
    if (writing || broken || pendingBytes === 0) return settle();
    writing = true;
    const chunk = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    write(fd, chunk, (error, written) => {
      writing = false;
      if (error && error.code !== 'EAGAIN') {
        broken = true;
        pending = [];
        pendingBytes = 0;
        return settle();
      }
      const rest = chunk.subarray(error ? 0 : written);
      if (rest.length > 0) {
        pending.unshift(rest);
        pendingBytes += rest.length;
      }
      if (error) setTimeout(pump, FULL_PIPE_RETRY_MS).unref();
      else pump();
    });
  };

  return {
    write(line) {
      if (broken) return;
      const bytes = Buffer.from(line);
      if (pendingBytes + bytes.length > MAX_PENDING_BYTES) return;
      pending.push(bytes);
      pendingBytes += bytes.length;
      pump();
    },
    flushWithin(ms) {
      return new Promise((resolve) => {
        setTimeout(resolve, ms).unref();
        drained.push(resolve);
        settle();
      });
    },
  };
}
