import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from './lib/fixtures';
import {
  acknowledgedWriteProblems,
  deliveryProblems,
  jobStatus,
  queuedMail,
  waitForMailQueue,
} from './lib/invariants';
import type { ServerProcess } from './lib/server-process';
import { createStack, type Stack } from './lib/stack';
import { sleep, timeUntil } from './lib/wait';
import { Acknowledged } from './lib/writes';

const FORMS = 20;
/** Half the forms are help requests (a copy to support and the person's confirmation), half messages. */
const MAILS = (FORMS / 2) * 2 + FORMS / 2;
const SMTP_DOWN_MS = 6000;
/** Production retry timing (5 s, 10 s, 20 s ...): every mail is due again well within this. */
const DELIVERY_DEADLINE_MS = 60_000;

let stack: Stack;
let server: ServerProcess;
const acknowledged = new Acknowledged();

beforeAll(async () => {
  stack = await createStack(5230);
  server = await stack.startServer();
});

afterAll(async () => {
  await stack?.close();
});

describe('the mail server is unreachable for a while', () => {
  it('still takes forms while mail cannot leave', async () => {
    await stack.smtp.stop();
    for (let index = 0; index < FORMS; index += 1) {
      const answer =
        index % 2 === 0
          ? await acknowledged.intake(server.base)
          : await acknowledged.contact(server.base);
      expectStatus(answer, 201);
    }
    await sleep(SMTP_DOWN_MS);
    expect(stack.smtp.received).toEqual([]);
    // The worker did try each one, and kept it for later.
    const queued = await queuedMail(stack.inspect.db);
    expect(queued).toHaveLength(MAILS);
    expect(queued.every((mail) => mail.status === 'pending' && mail.attempts >= 1)).toBe(true);
    expect(await acknowledgedWriteProblems(stack.inspect.db, acknowledged)).toEqual([]);
  });

  it('delivers every mail exactly once after the mail server returns', async () => {
    await stack.smtp.start();
    const statuses = await waitForMailQueue(stack.inspect.db, DELIVERY_DEADLINE_MS);
    expect(statuses).toEqual({ done: MAILS });
    expect(await deliveryProblems(stack.inspect.db, stack.smtp)).toEqual([]);
  });
});

describe('the database goes away while a mail is being handed to the mail server', () => {
  it('records the mail as sent once the database returns, and never sends it again', async () => {
    let handedOver!: () => void;
    const arrived = new Promise<void>((resolve) => (handedOver = resolve));
    let release!: () => void;
    stack.smtp.beforeAccept = () => {
      handedOver();
      return new Promise((resolve) => (release = resolve));
    };
    expectStatus(await acknowledged.contact(server.base), 201);
    const { email } = acknowledged.contacts.at(-1)!;
    await arrived;
    // The mail server has the message; the database disappears before the app hears "250 OK".
    await stack.proxy.cut();
    stack.smtp.beforeAccept = undefined;
    release();
    await sleep(1500);
    await stack.proxy.restore();

    const [mail] = (await queuedMail(stack.inspect.db)).filter((row) => row.replyTo === email);
    const recorded = await timeUntil(
      async () => (await jobStatus(stack.inspect.db, mail!.id)) === 'done',
      15_000,
    );
    expect(recorded, 'the job is still not marked done').toBeLessThan(15_000);
    expect(await deliveryProblems(stack.inspect.db, stack.smtp)).toEqual([]);
    expect(server.alive).toBe(true);
  });
});
