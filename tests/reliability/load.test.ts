import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, PASSWORD, registerClient, type Client } from './lib/fixtures';
import { call, percentile, runBounded, tally, type Outcome } from './lib/http';
import { acknowledgedWriteProblems } from './lib/invariants';
import type { ServerProcess } from './lib/server-process';
import { createStack, type Stack } from './lib/stack';
import { Acknowledged } from './lib/writes';

const REQUESTS = Number(process.env.RELIABILITY_LOAD_REQUESTS ?? 10_000);
const CONCURRENCY = 32;
const CLIENTS = 8;

interface SignedInClient extends Client {
  caseIds: string[];
}

interface Operation {
  name: string;
  expected: number;
  run(client: SignedInClient, other: SignedInClient): Promise<Outcome>;
}

let stack: Stack;
let server: ServerProcess;
const clients: SignedInClient[] = [];
const acknowledged = new Acknowledged();
const results: { operation: string; expected: number; outcome: Outcome }[] = [];

const post = (path: string, body: unknown, token?: string) =>
  call(server.base, 'POST', path, { body, token });
const get = (path: string, token?: string) => call(server.base, 'GET', path, { token });
const pick = <T>(items: T[], index: number) => items[index % items.length]!;

/** The mix, by weight out of 50: what the public, clients signing in and clients at work do. */
const operations: [weight: number, Operation][] = [
  [10, { name: 'intake form', expected: 201, run: () => acknowledged.intake(server.base) }],
  [5, { name: 'contact form', expected: 201, run: () => acknowledged.contact(server.base) }],
  [
    2,
    {
      name: 'sign-in',
      expected: 200,
      run: (client) => post('/api/auth/login', { email: client.email, password: PASSWORD }),
    },
  ],
  [3, { name: 'who am I', expected: 200, run: (client) => get('/api/auth/me', client.token) }],
  [15, { name: 'case list', expected: 200, run: (client) => get('/api/cases', client.token) }],
  [
    8,
    {
      name: 'own case',
      expected: 200,
      run: (client) => get(`/api/cases/${pick(client.caseIds, results.length)}`, client.token),
    },
  ],
  [
    2,
    {
      name: "another client's case",
      expected: 404,
      run: (client, other) => get(`/api/cases/${other.caseIds[0]}`, client.token),
    },
  ],
  [
    5,
    {
      name: 'new case',
      expected: 201,
      async run(client) {
        const outcome = await acknowledged.newCase(server.base, client.token);
        if (outcome.status === 201) client.caseIds.push(outcome.body.id);
        return outcome;
      },
    },
  ],
];
const schedule = operations.flatMap(([weight, operation]) =>
  Array.from({ length: weight }, () => operation),
);

let elapsedMs = 0;

beforeAll(async () => {
  stack = await createStack(5200);
  server = await stack.startServer();
  console.log(`server ready ${server.startupMs} ms after spawn (tsx, PostgreSQL, migrations)`);
  for (let index = 0; index < CLIENTS; index += 1) {
    const client = { ...(await registerClient(server.base)), caseIds: [] as string[] };
    const opened = await acknowledged.newCase(server.base, client.token);
    expectStatus(opened, 201);
    client.caseIds.push(opened.body.id);
    clients.push(client);
  }

  const started = performance.now();
  await runBounded(REQUESTS, CONCURRENCY, async (index) => {
    const operation = pick(schedule, index);
    const outcome = await operation.run(pick(clients, index), pick(clients, index + 1));
    results.push({ operation: operation.name, expected: operation.expected, outcome });
  });
  elapsedMs = performance.now() - started;
  printFigures();
});

afterAll(async () => {
  await stack?.close();
});

function printFigures(): void {
  const lines = [
    `load: ${results.length} requests, ${CONCURRENCY} at a time, in ${(elapsedMs / 1000).toFixed(1)} s (${Math.round((results.length / elapsedMs) * 1000)} req/s)`,
  ];
  for (const [, { name }] of operations) {
    const times = results.filter((r) => r.operation === name).map((r) => r.outcome.ms);
    lines.push(
      `  ${name.padEnd(24)} ${String(times.length).padStart(5)}  p50 ${percentile(times, 0.5).toFixed(1)} ms  p99 ${percentile(times, 0.99).toFixed(1)} ms`,
    );
  }
  console.log(lines.join('\n'));
}

describe(`a load of ${REQUESTS} mixed requests, ${CONCURRENCY} at a time`, () => {
  it('answers every request, none with a 5xx', () => {
    expect(results).toHaveLength(REQUESTS);
    const failed = results.filter(({ outcome }) => outcome.status === 0 || outcome.status >= 500);
    expect(tally(failed.map(({ outcome }) => outcome))).toEqual({});
  });

  it('answers each request as a single user would be answered', () => {
    const wrong = results.filter(({ outcome, expected }) => outcome.status !== expected);
    expect(tally(wrong.map(({ outcome }) => outcome))).toEqual({});
  });

  it('stores every acknowledged form exactly once with its e-mail queued, and every case whole', async () => {
    expect(acknowledged.intakes.length).toBeGreaterThan(REQUESTS / 10);
    expect(await acknowledgedWriteProblems(stack.inspect.db, acknowledged)).toEqual([]);
  });

  it('keeps the server process running', () => {
    expect(server.alive, server.recentOutput()).toBe(true);
  });
});
