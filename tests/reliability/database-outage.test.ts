import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from './lib/fixtures';
import { call, tally, type Outcome } from './lib/http';
import { acknowledgedWriteProblems, waitForMailQueue } from './lib/invariants';
import type { ServerProcess } from './lib/server-process';
import { createStack, type Stack } from './lib/stack';
import { Traffic } from './lib/traffic';
import { sleep, timeUntil } from './lib/wait';

// The figures, with margin: each request fails well before a client would give up,
// and the service is back within 5 s of the database returning.
const FAIL_FAST_MS = 3000;
const RESUME_WITHIN_MS = 5000;

let stack: Stack;
let server: ServerProcess;
let traffic: Traffic;
let healthWhileDown: Outcome;
let healthyAfterMs = Number.POSITIVE_INFINITY;
let writableAfterMs = Number.POSITIVE_INFINITY;
let writableAt = Number.POSITIVE_INFINITY;
/** From the moment the database is gone until the moment it starts coming back. */
const outage = { from: 0, to: 0 };
const phaseOf = (outcome: Outcome) =>
  outcome.startedAt < outage.from
    ? 'before'
    : outcome.startedAt + outcome.ms <= outage.to
      ? 'down'
      : 'back';

beforeAll(async () => {
  stack = await createStack(5210);
  server = await stack.startServer();
  traffic = new Traffic(server.base, await registerClient(server.base), 8);

  await sleep(1500);
  await stack.proxy.cut();
  outage.from = performance.now();
  await sleep(1000);
  healthWhileDown = await call(server.base, 'GET', '/api/health');
  await sleep(2000);

  outage.to = performance.now();
  await stack.proxy.restore();
  const restoredAt = performance.now();
  healthyAfterMs = await timeUntil(
    async () => (await call(server.base, 'GET', '/api/health')).status === 200,
    15_000,
  );
  writableAfterMs = await timeUntil(
    async () => (await traffic.acknowledged.intake(server.base)).status === 201,
    15_000,
  );
  writableAt = restoredAt + writableAfterMs;
  await sleep(1500);
  await traffic.stop();

  const unavailable = traffic.outcomes.filter((outcome) => outcome.status === 503);
  console.log(
    `database outage: ${traffic.outcomes.length} requests`,
    tally(traffic.outcomes, (outcome) => `${phaseOf(outcome)} ${outcome.method} ${outcome.path}`),
    `slowest 503: ${Math.round(Math.max(...unavailable.map((outcome) => outcome.ms)))} ms;`,
    `healthy ${Math.round(healthyAfterMs)} ms and writable ${Math.round(writableAfterMs)} ms after the database returned`,
  );
});

afterAll(async () => {
  if (server && !server.alive) console.error(server.recentOutput());
  await stack?.close();
});

describe('the database stops while requests flow, then returns', () => {
  it('keeps the server process running', () => {
    expect(server.alive, server.recentOutput()).toBe(true);
  });

  it('answers every request while the database is down with a fast 503 and a clear message', () => {
    const whileDown = traffic.outcomes.filter((outcome) => phaseOf(outcome) === 'down');
    expect(whileDown.length).toBeGreaterThan(20);
    for (const outcome of whileDown) {
      expect(outcome.status, JSON.stringify(outcome)).toBe(503);
      expect(outcome.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(outcome.body.message).toMatch(/unavailable.*try again/i);
      expect(outcome.ms).toBeLessThan(FAIL_FAST_MS);
    }
  });

  it('never answers 500 or leaves a request hanging, before, during or after', () => {
    const unexpected = traffic.outcomes.filter(
      (outcome) => ![200, 201, 503].includes(outcome.status) || outcome.ms >= FAIL_FAST_MS,
    );
    expect(tally(unexpected)).toEqual({});
  });

  it('says so in the health check while the database is down', () => {
    expect(healthWhileDown.status).toBe(503);
    expect(healthWhileDown.body).toEqual({ status: 'unavailable', db: 'down' });
  });

  it('resumes by itself within 5 s of the database returning', () => {
    expect(healthyAfterMs).toBeLessThan(RESUME_WITHIN_MS);
    expect(writableAfterMs).toBeLessThan(RESUME_WITHIN_MS);
    const afterRecovery = traffic.outcomes.filter((outcome) => outcome.startedAt > writableAt);
    expect(afterRecovery.length).toBeGreaterThan(20);
    expect(tally(afterRecovery.filter((outcome) => outcome.status >= 300))).toEqual({});
  });

  it('keeps sending mail once the database is back, none of it twice', async () => {
    // Only pending mail must drain: a claim committed just as the connection broke leaves its
    // job 'running' until the stale-lock timeout (10 minutes). The limit is generous because
    // the test mail server greets each connection after 100 ms.
    const statuses = await waitForMailQueue(stack.inspect.db, 90_000, (now) => !now.pending);
    expect(statuses.pending ?? 0).toBe(0);
    expect(statuses.done).toBeGreaterThan(traffic.acknowledged.intakes.length);
    const repeated = [...stack.smtp.deliveriesById()].filter(([, count]) => count > 1);
    expect(repeated).toEqual([]);
  });

  it('loses no acknowledged write', async () => {
    expect(traffic.acknowledged.intakes.length).toBeGreaterThan(10);
    expect(traffic.acknowledged.cases.length).toBeGreaterThan(10);
    expect(await acknowledgedWriteProblems(stack.inspect.db, traffic.acknowledged)).toEqual([]);
  });
});
