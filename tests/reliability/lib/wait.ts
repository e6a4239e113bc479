export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` until it answers true: how long that took in milliseconds, or Infinity when
 * `limitMs` passed first (so a test can compare it with the figure it promises).
 */
export async function timeUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}
