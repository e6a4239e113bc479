import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formRateLimits } from '../../src/server/db/schema';
import { contactForm, expectStatus } from './lib/fixtures';
import { call } from './lib/http';
import type { ServerProcess } from './lib/server-process';
import { createStack, type Stack } from './lib/stack';

/*
 * The public forms' per-address limit (decision 005) is kept in PostgreSQL: two processes
 * share one count, and a restart does not hand out a fresh allowance.
 */

const LIMIT = 4;
const env = { FORM_RATE_LIMIT: String(LIMIT) };

let stack: Stack;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  stack = await createStack(5270);
  a = await stack.startServer(0, env);
  b = await stack.startServer(1, env);
});

afterAll(async () => {
  await stack?.close();
});

const contact = (server: ServerProcess) =>
  call(server.base, 'POST', '/api/contact', { body: contactForm() });

describe('the form limit across processes and restarts', () => {
  it('counts submissions to A and B together, and still refuses after both restart', async () => {
    for (const server of [a, b, a, b]) expectStatus(await contact(server), 201);
    for (const server of [a, b]) {
      const refused = await contact(server);
      expectStatus(refused, 429);
      expect(refused.body.message).toMatch(/^Too many attempts from your connection/);
    }

    await Promise.all([a.kill(), b.kill()]);
    a = await stack.restartServer(a);
    expectStatus(await contact(a), 429);

    const rows = await stack.inspect.db.select().from(formRateLimits);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toBe('POST /api/contact|127.0.0.1');
    expect(rows[0]!.windowEndsAt.getTime()).toBeGreaterThan(Date.now());
  });
});
