import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import { announceOnCommit, type ChangeChannel } from './change-feed';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Subscribes to `channel` and waits until announcements can no longer be missed. */
async function listen(channel: ChangeChannel) {
  const topics: string[] = [];
  let ready!: () => void;
  const listening = new Promise<void>((resolve) => (ready = resolve));
  const stop = database.changes.subscribe(channel, {
    onReady: () => ready(),
    onLost: () => {},
    onChange: (topic) => topics.push(topic),
  });
  await listening;
  return { topics, stop };
}

/** Long enough for a notification already sent to reach the listener on either database. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

class RolledBack extends Error {}

describe('change feed', () => {
  it('delivers an announcement made in a transaction when it commits, not before', async () => {
    const { topics, stop } = await listen('jobs');
    try {
      await database.db.transaction(async (tx) => {
        await announceOnCommit(tx, 'jobs', 'in-transaction');
        await settle();
        expect(topics).toEqual([]);
      });
      await vi.waitFor(() => expect(topics).toEqual(['in-transaction']), { timeout: 5000 });
    } finally {
      await stop();
    }
  });

  it('never delivers an announcement made in a transaction that rolls back', async () => {
    const { topics, stop } = await listen('jobs');
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await announceOnCommit(tx, 'jobs', 'rolled-back');
          throw new RolledBack();
        }),
      ).rejects.toBeInstanceOf(RolledBack);
      // Notifications arrive in commit order: once the later one is here, the first never will.
      await database.db.transaction((tx) => announceOnCommit(tx, 'jobs', 'committed'));
      await vi.waitFor(() => expect(topics).toContain('committed'), { timeout: 5000 });
      expect(topics).toEqual(['committed']);
    } finally {
      await stop();
    }
  });

  it('keeps the channels apart: cache topics and due jobs reach only their own listeners', async () => {
    const reads = await listen('publicReads');
    const jobs = await listen('jobs');
    try {
      await database.changes.announce('publicReads', 'articles');
      await announceOnCommit(database.db, 'jobs', 'mail.send');
      await vi.waitFor(() => expect(reads.topics).toEqual(['articles']), { timeout: 5000 });
      await vi.waitFor(() => expect(jobs.topics).toEqual(['mail.send']), { timeout: 5000 });
      await settle();
      expect(reads.topics).toEqual(['articles']);
      expect(jobs.topics).toEqual(['mail.send']);
    } finally {
      await Promise.all([reads.stop(), jobs.stop()]);
    }
  });

  it('delivers nothing more once the listener has unsubscribed', async () => {
    const stopped = await listen('jobs');
    const still = await listen('jobs');
    try {
      await stopped.stop();
      await database.changes.announce('jobs', 'after-stop');
      await vi.waitFor(() => expect(still.topics).toEqual(['after-stop']), { timeout: 5000 });
      expect(stopped.topics).toEqual([]);
    } finally {
      await still.stop();
    }
  });
});
