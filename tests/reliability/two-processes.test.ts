import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCKED_MESSAGE } from '@shared/contracts/auth';
import { expectStatus, PASSWORD, registerClient } from './lib/fixtures';
import { call } from './lib/http';
import { deliveryProblems, queuedMail, waitForMailQueue } from './lib/invariants';
import type { ServerProcess } from './lib/server-process';
import { createStack, type Stack } from './lib/stack';
import { sleep } from './lib/wait';
import { Acknowledged } from './lib/writes';

const MAILS = 60;
/** A mail server that takes a moment per message, so both workers are busy at once. */
const SMTP_DELAY_MS = 50;

let stack: Stack;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  stack = await createStack(5260);
  [a, b] = await Promise.all([stack.startServer(0), stack.startServer(1)]);
});

afterAll(async () => {
  await stack?.close();
});

const me = (server: ServerProcess, token: string) =>
  call(server.base, 'GET', '/api/auth/me', { token });
const signIn = (server: ServerProcess, email: string, password: string) =>
  call(server.base, 'POST', '/api/auth/login', { body: { email, password } });

describe('two server processes on one PostgreSQL', () => {
  it('share sessions: signed in on A works on B, and signing out on A ends it on B', async () => {
    const client = await registerClient(a.base);
    expectStatus(await me(b, client.token), 200);
    const second = await signIn(b, client.email, PASSWORD);
    expectStatus(second, 200);
    expectStatus(await call(a.base, 'POST', '/api/logout', { token: client.token }), 204);
    expectStatus(await me(b, client.token), 401);
    expectStatus(await me(a, second.body.token), 200);
  });

  it('share lockouts: 5 failed sign-ins split across A and B lock the account on both', async () => {
    const client = await registerClient(b.base);
    for (const server of [a, b, a, b, a]) {
      expectStatus(await signIn(server, client.email, 'not the password'), 401);
    }
    for (const server of [a, b]) {
      const refused = await signIn(server, client.email, PASSWORD);
      expectStatus(refused, 429);
      expect(refused.body.message).toBe(LOGIN_LOCKED_MESSAGE);
    }
  });

  it('share jobs: every queued mail is sent exactly once although both run workers', async () => {
    const acknowledged = new Acknowledged();
    stack.smtp.beforeAccept = () => sleep(SMTP_DELAY_MS);
    for (let index = 0; index < MAILS; index += 1) {
      const server = index % 2 === 0 ? a : b;
      expectStatus(await acknowledged.contact(server.base), 201);
    }
    const statuses = await waitForMailQueue(stack.inspect.db, 60_000);
    const queued = await queuedMail(stack.inspect.db);
    expect(statuses).toEqual({ done: queued.length });
    expect(await deliveryProblems(stack.inspect.db, stack.smtp)).toEqual([]);
    // Whether both workers overlapped depends on timing on a busy machine (CI saw one worker
    // take every job), so overlap is reported, not asserted; exactly-once is the property.
    console.info(`most SMTP sessions open at once: ${stack.smtp.maxOpenSessions}`);
  });
});
