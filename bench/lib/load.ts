// One autocannon run against one URL, reduced to the figures the tables print.
import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Answers outside 2xx, by status code. */
  non2xx: Record<string, number>;
  /** Connection errors, timeouts included (no answer at all). */
  errors: number;
}

export async function load(url: string, options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  });
  const non2xx = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => [status, count ?? 0]),
  );
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx,
    errors: result.errors,
  };
}
