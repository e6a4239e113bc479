import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createStaffAccount } from '../../testing/accounts';
import { expectAdminsOnly } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();

const jobId = randomUUID();
const routes: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/jobs' },
  { method: 'POST', url: `/api/admin/jobs/${jobId}/retry` },
  { method: 'POST', url: `/api/admin/jobs/${jobId}/discard` },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/audit/actions' },
];

describe('the admin operations routes', () => {
  it('refuse anonymous callers, clients and partners (401) and editors (403)', async () => {
    await expectAdminsOnly(testApp.app, testApp.database.db, routes);
  });

  it('have no way to change the audit log', async () => {
    const admin = await createStaffAccount(testApp.database.db, 'admin');
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST'] as const) {
      const response = await testApp.app.inject({
        method,
        url: '/api/admin/audit',
        headers: bearer(admin.token),
        payload: {},
      });
      expect(response.statusCode, method).toBe(404);
    }
    const entry = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/audit/${randomUUID()}`,
      headers: bearer(admin.token),
    });
    expect(entry.statusCode).toBe(404);
  });
});
