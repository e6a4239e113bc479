import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';

describe('database ping', () => {
  it('answers a burst of checks together, and each later check asks again', async () => {
    const database = await createTestDatabase();
    try {
      const burst = Array.from({ length: 20 }, () => database.ping());
      expect(burst[1]).toBe(burst[0]);
      expect(await Promise.all(burst)).toEqual(Array(20).fill(true));
      const later = database.ping();
      expect(later).not.toBe(burst[0]);
      expect(await later).toBe(true);
    } finally {
      await database.close();
    }
    // A closed database is down; the answer is not one remembered from before.
    expect(await database.ping()).toBe(false);
  });
});
