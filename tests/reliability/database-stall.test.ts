import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from './lib/fixtures';
import { call, tally, type Outcome } from './lib/http';
import { acknowledgedWriteProblems } from './lib/invariants';
import type { ServerProcess } from './lib/server-process';
import { createStack, type Stack } from './lib/stack';
import { Traffic } from './lib/traffic';
import { sleep, timeUntil } from './lib/wait';

/** Long enough that only a timeout, not the database coming back, can end a request. */
const STALL_MS = 15_000;
/** A stalled request must end in a 503 well before the stall does. */
const GIVE_UP_WITHIN_MS = 12_000;
const RESUME_WITHIN_MS = 5000;

let stack: Stack;
let server: ServerProcess;
let traffic: Traffic;
let healthWhileStalled: Outcome;
let writableAfterMs = Number.POSITIVE_INFINITY;
const stall = { from: 0, to: 0 };

beforeAll(async () => {
  stack = await createStack(5220);
  server = await stack.startServer();
  traffic = new Traffic(server.base, await registerClient(server.base), 8);

  await sleep(1500);
  stack.proxy.stall();
  stall.from = performance.now();
  await sleep(1000);
  healthWhileStalled = await call(server.base, 'GET', '/api/health');
  await sleep(STALL_MS - 1000);
  stall.to = performance.now();
  stack.proxy.resume();
  writableAfterMs = await timeUntil(
    async () => (await traffic.acknowledged.intake(server.base)).status === 201,
    30_000,
  );
  await sleep(1000);
  await traffic.stop();
  console.log(
    `database stall: ${traffic.outcomes.length} requests`,
    tally(traffic.outcomes, (outcome) =>
      [
        outcome.startedAt < stall.from
          ? 'before'
          : outcome.startedAt < stall.to
            ? 'stalled'
            : 'after',
        outcome.method,
        outcome.path,
        outcome.ms > GIVE_UP_WITHIN_MS ? 'SLOW' : '',
      ].join(' '),
    ),
    `health while stalled: ${healthWhileStalled.status} in ${Math.round(healthWhileStalled.ms)} ms;`,
    `writable ${Math.round(writableAfterMs)} ms after the database answered again`,
  );
});

afterAll(async () => {
  await stack?.close();
});

describe('the database stops answering (a hung host or dropped packets), then answers again', () => {
  it('keeps the server process running', () => {
    expect(server.alive, server.recentOutput()).toBe(true);
  });

  it('gives up on each request with a 503 and a clear message instead of hanging', () => {
    const stalled = traffic.outcomes.filter(
      (outcome) =>
        outcome.startedAt >= stall.from && outcome.startedAt < stall.to - GIVE_UP_WITHIN_MS,
    );
    expect(stalled.length).toBeGreaterThan(0);
    for (const outcome of stalled) {
      expect(outcome.status, JSON.stringify(outcome)).toBe(503);
      expect(outcome.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(outcome.ms).toBeLessThan(GIVE_UP_WITHIN_MS);
    }
  });

  it('says so in the health check', () => {
    expect(healthWhileStalled.status).toBe(503);
    expect(healthWhileStalled.ms).toBeLessThan(3000);
  });

  it('never leaves a request hanging until the client gives up', () => {
    expect(tally(traffic.outcomes.filter((outcome) => outcome.status === 0))).toEqual({});
  });

  it('resumes by itself once the database answers again', () => {
    expect(writableAfterMs).toBeLessThan(RESUME_WITHIN_MS);
    expect(
      tally(traffic.outcomes.filter((outcome) => outcome.status >= 500 && outcome.status !== 503)),
    ).toEqual({});
  });

  it('loses no acknowledged write', async () => {
    expect(await acknowledgedWriteProblems(stack.inspect.db, traffic.acknowledged)).toEqual([]);
  });
});
