import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { INVITATION_INVALID_MESSAGE } from '@shared/contracts/admin-inbox';
import { bearer, createStaffAccount } from '../../testing/accounts';
import { expectAdminsOnly } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';
import { storeIntake } from './test-helpers';

const testApp = useTestApp();
const someId = '00000000-0000-4000-8000-000000000000';

/** Every admin route of the inbox and the overview. */
const adminRoutes: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/overview' },
  { method: 'GET', url: '/api/admin/inbox/intake' },
  { method: 'GET', url: '/api/admin/inbox/contact' },
  { method: 'PATCH', url: `/api/admin/inbox/intake/${someId}`, payload: { status: 'handled' } },
  { method: 'PATCH', url: `/api/admin/inbox/contact/${someId}`, payload: { status: 'handled' } },
  { method: 'POST', url: `/api/admin/inbox/intake/${someId}/invite` },
];

describe('who may use the inbox routes', () => {
  it('refuses anonymous callers, clients and partners (401) and editors (403)', async () => {
    await expectAdminsOnly(testApp.app, testApp.database.db, adminRoutes);
  });

  it('refuses editors (403) and changes nothing for them', async () => {
    const db = testApp.database.db;
    const editor = await createStaffAccount(db, 'editor');
    const request = await storeIntake(db);
    const routes: InjectOptions[] = [
      ...adminRoutes,
      {
        method: 'PATCH',
        url: `/api/admin/inbox/intake/${request.id}`,
        payload: { status: 'handled' },
      },
      { method: 'POST', url: `/api/admin/inbox/intake/${request.id}/invite` },
    ];
    for (const route of routes) {
      const response = await testApp.app.inject({ ...route, headers: bearer(editor.token) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    const admin = await createStaffAccount(db, 'admin');
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/inbox/intake',
      headers: bearer(admin.token),
    });
    expect(list.json().items).toMatchObject([{ id: request.id, status: 'new', invitedAt: null }]);
  });

  it('lets an admin through (an unknown id is a 404, not a refusal)', async () => {
    const admin = await createStaffAccount(testApp.database.db, 'admin');
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/inbox/contact/${someId}`,
      payload: { status: 'handled' },
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('We could not find that request or message.');
  });

  it('answers the invitation lookup without a sign-in', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/invitations/not-a-real-invitation',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: INVITATION_INVALID_MESSAGE });
  });
});
