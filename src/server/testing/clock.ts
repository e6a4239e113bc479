/**
 * A clock for `buildApp({ now })` that stands still until a test moves it, so timeouts are
 * tested by moving time, never by sleeping.
 */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(time: Date) {
      current = time.getTime();
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;
