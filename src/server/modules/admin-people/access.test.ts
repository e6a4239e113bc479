import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createStaffAccount } from '../../testing/accounts';
import { expectAdminsOnly } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();
const someId = '00000000-0000-4000-8000-000000000000';

/** Every admin route of the People screen. */
const adminRoutes: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/clients' },
  { method: 'GET', url: `/api/admin/clients/${someId}` },
  { method: 'POST', url: `/api/admin/clients/${someId}/deactivate` },
  { method: 'POST', url: `/api/admin/clients/${someId}/reactivate` },
  { method: 'GET', url: `/api/admin/partners/${someId}/referrals` },
  { method: 'POST', url: `/api/admin/partners/${someId}/deactivate` },
  { method: 'POST', url: `/api/admin/partners/${someId}/reactivate` },
  { method: 'GET', url: '/api/admin/staff' },
  {
    method: 'POST',
    url: '/api/admin/staff',
    payload: { email: 'new@example.com', firstName: 'N', lastName: 'M', role: 'editor' },
  },
  { method: 'POST', url: `/api/admin/staff/${someId}/invite` },
  { method: 'PUT', url: `/api/admin/staff/${someId}/role`, payload: { role: 'editor' } },
  { method: 'POST', url: `/api/admin/staff/${someId}/deactivate` },
  { method: 'POST', url: `/api/admin/staff/${someId}/reactivate` },
];

describe('who may use the People routes', () => {
  it('refuses anonymous callers, clients and partners (401) and editors (403)', async () => {
    await expectAdminsOnly(testApp.app, testApp.database.db, adminRoutes);
  });

  it('lets an admin through (an unknown id is a 404, not a refusal)', async () => {
    const admin = await createStaffAccount(testApp.database.db, 'admin');
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/clients/${someId}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('We could not find that client.');
  });
});
