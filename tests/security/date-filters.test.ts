import { beforeAll, describe, expect, test } from 'vitest';
import { EARLIEST_FILTER_DAY, LATEST_FILTER_DAY } from '@shared/contracts/fields';
import { createStaffAccount } from '@server/testing/accounts';
import { useSecurityApp } from './security-app';

/*
 * Dates in query strings: a day that does not exist, or one the database cannot store, is a
 * 400 with a message that says how to write it, never a failed query (500).
 */

const testApp = useSecurityApp();
let adminToken: string;

beforeAll(async () => {
  adminToken = (await createStaffAccount(testApp.app.database.db, 'admin')).token;
});

const get = (url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${adminToken}` } });

describe('the audit log filter', () => {
  test.each([
    ['from', '9999-99-99', 'real date'],
    ['from', '0000-01-01', 'real date'],
    ['to', '0000-01-01', 'real date'],
    ['from', '2025-13-01', 'real date'],
    ['to', '+02025-01-01', 'real date'],
    ['from', '1899-12-31', 'between'],
    ['from', '9999-12-31', 'between'],
    ['to', '275760-09-13', 'real date'],
  ])('?%s=%s answers 400 with a message', async (field, day, says) => {
    const response = await get(`/api/admin/audit?${field}=${encodeURIComponent(day)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`"${field}" date must be`);
    expect(response.json().message).toContain(says);
  });

  test('the first and last days accepted are searchable', async () => {
    const response = await get(
      `/api/admin/audit?from=${EARLIEST_FILTER_DAY}&to=${LATEST_FILTER_DAY}`,
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('the cancellation deadline checker', () => {
  test.each(['9999-99-99', '0000-01-01', '2025-02-30'])(
    'a signing date of %s answers 400 with a message',
    async (day) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/cancellation-deadline?state=florida&signedOn=${day}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );
});
