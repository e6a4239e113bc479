/** One request as the test saw it: status 0 means no answer (refused, reset or timed out). */
export interface Outcome {
  method: string;
  path: string;
  status: number;
  // Whatever JSON came back; the tests read a few known fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  startedAt: number;
  ms: number;
  error?: string;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** Further request headers (e.g. one a client forges). */
  headers?: Record<string, string>;
  /** The client gives up after this long (a browser's fetch would, too). */
  timeoutMs?: number;
}

export const CLIENT_TIMEOUT_MS = 10_000;

export async function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Outcome> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const startedAt = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text so the assertion shows it
    }
    return {
      method,
      path,
      status: response.status,
      body,
      startedAt,
      ms: performance.now() - startedAt,
    };
  } catch (error) {
    return {
      method,
      path,
      status: 0,
      body: null,
      startedAt,
      ms: performance.now() - startedAt,
      error: String((error as Error).cause ?? error),
    };
  }
}

/** Runs `task(0..total-1)` with at most `concurrency` in flight. */
export async function runBounded(
  total: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < total) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, lane));
}

/** Runs `task` in `concurrency` lanes until `keepGoing()` answers false. */
export async function runWhile(
  keepGoing: () => boolean,
  concurrency: number,
  task: (lane: number) => Promise<void>,
): Promise<void> {
  const lane = async (index: number) => {
    while (keepGoing()) await task(index);
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => lane(index)));
}

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** Counts of outcomes by "METHOD path-pattern status", for a readable failure message. */
export function tally<T extends Outcome>(
  outcomes: T[],
  pattern: (outcome: T) => string = routeOf,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = `${pattern(outcome)} ${outcome.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function routeOf(outcome: Outcome): string {
  return `${outcome.method} ${outcome.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}`;
}
