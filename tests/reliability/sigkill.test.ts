import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions, intakeSubmissions } from '../../src/server/db/schema';
import { expectStatus, registerClient, type Client } from './lib/fixtures';
import { call, runWhile, tally, type Outcome } from './lib/http';
import {
  acknowledgedWriteProblems,
  caseProblems,
  formProblems,
  storedReceipts,
} from './lib/invariants';
import type { ServerProcess } from './lib/server-process';
import { createStack, type Stack } from './lib/stack';
import { sleep } from './lib/wait';
import { Acknowledged } from './lib/writes';

const LANES = 32;
/** Enough writes first that the kill lands in a busy moment. */
const WRITES_BEFORE_KILL = 300;

let stack: Stack;
let server: ServerProcess;
let restarted: ServerProcess;
const clients: Client[] = [];
const outcomes: Outcome[] = [];
const acknowledged = new Acknowledged();
let exit: unknown;

/** One write by lane: an intake form, a contact form or a new case. */
async function write(lane: number): Promise<void> {
  const client = clients[lane % clients.length]!;
  const outcome =
    lane % 3 === 0
      ? await acknowledged.intake(server.base)
      : lane % 3 === 1
        ? await acknowledged.contact(server.base)
        : await acknowledged.newCase(server.base, client.token);
  outcomes.push(outcome);
}

beforeAll(async () => {
  stack = await createStack(5240);
  server = await stack.startServer();
  for (let index = 0; index < 4; index += 1) clients.push(await registerClient(server.base));

  let killed = false;
  const flow = runWhile(() => !killed, LANES, write);
  while (outcomes.length < WRITES_BEFORE_KILL) await sleep(10);
  exit = await server.kill();
  killed = true;
  await flow;
  restarted = await stack.restartServer(server);
  console.log(
    `SIGKILL after ${outcomes.length} writes:`,
    tally(outcomes),
    `restarted in ${restarted.startupMs} ms`,
  );
});

afterAll(async () => {
  await stack?.close();
});

describe('the server is killed with SIGKILL during writes and restarted', () => {
  it('was killed while writes were in flight', () => {
    expect(exit).toMatchObject({ signal: 'SIGKILL' });
    expect(outcomes.filter((outcome) => outcome.status === 0).length).toBeGreaterThan(0);
    expect(tally(outcomes.filter((outcome) => ![0, 201].includes(outcome.status)))).toEqual({});
  });

  it('loses no acknowledged write', async () => {
    expect(await acknowledgedWriteProblems(stack.inspect.db, acknowledged)).toEqual([]);
  });

  it('leaves nothing half-written, acknowledged or not', async () => {
    const db = stack.inspect.db;
    for (const table of [intakeSubmissions, contactSubmissions]) {
      expect(await formProblems(db, table, await storedReceipts(db, table))).toEqual([]);
    }
    // Checks every stored case, acknowledged or not.
    expect(await caseProblems(db, [])).toEqual([]);
  });

  it('serves again after the restart, with the sessions it had', async () => {
    const [client] = clients;
    expectStatus(await call(restarted.base, 'GET', '/api/cases', { token: client!.token }), 200);
    expectStatus(await acknowledged.intake(restarted.base), 201);
  });
});
