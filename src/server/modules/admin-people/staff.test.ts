import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  LAST_ADMIN_MESSAGE,
  SELF_DEACTIVATION_MESSAGE,
  STAFF_EMAIL_TAKEN_MESSAGE,
  STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE,
} from '@shared/contracts/admin-people';
import { auditLog, jobs, users } from '../../db/schema';
import {
  bearer,
  createStaffAccount,
  TEST_PASSWORD,
  type TestAccount,
} from '../../testing/accounts';
import { takeOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();
const db = () => testApp.database.db;
let admin: TestAccount;
let ip = 0;

// Last-admin rules count every admin, so each test starts with exactly one.
beforeEach(async () => {
  await takeOutbox(testApp);
  await db().delete(jobs);
  await db().delete(auditLog);
  await db().delete(users);
  admin = await createStaffAccount(db(), 'admin', { firstName: 'Ada', lastName: 'Okonkwo' });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin.token) =>
  testApp.app.inject({ method, url, payload, headers: bearer(token) });

function staffLogin(email: string, password = TEST_PASSWORD) {
  ip += 1;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password },
    remoteAddress: `127.0.30.${ip}`,
  });
}

async function member(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

const auditOf = (action: string, entityId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

function linkToken(body: string): string {
  const match = body.match(/\/staff-login\/set-password\?token=([A-Za-z0-9_-]+)/);
  if (!match || !body.includes(`${testApp.config.publicUrl}/staff-login/set-password?token=`)) {
    throw new Error('No staff set-password link in the e-mail');
  }
  return match[1]!;
}

describe('staff list and invitations', () => {
  it('lists the staff without password hashes', async () => {
    const response = await call('GET', '/api/admin/staff');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: admin.id,
        email: admin.email,
        firstName: 'Ada',
        lastName: 'Okonkwo',
        role: 'admin',
        isActive: true,
        locale: 'en',
        hasPassword: true,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('adds a member without a password, whose e-mailed link sets one that signs in', async () => {
    const created = await call('POST', '/api/admin/staff', {
      email: ' New.Editor@Example.com ',
      firstName: 'Nora',
      lastName: 'Quinn',
      role: 'editor',
    });
    expect(created.statusCode).toBe(201);
    const newMember = created.json();
    expect(newMember).toMatchObject({
      email: 'new.editor@example.com',
      role: 'editor',
      isActive: true,
      hasPassword: false,
    });
    expect((await member(newMember.id)).passwordHash).toBeNull();
    expect((await staffLogin('new.editor@example.com', 'anything-at-all')).statusCode).toBe(401);

    const [mail] = await takeOutbox(testApp);
    expect(mail!.to).toContain('new.editor@example.com');
    const token = linkToken(mail!.body);

    const check = await testApp.app.inject({
      method: 'GET',
      url: `/api/staff/set-password/${token}`,
    });
    expect(check.json()).toMatchObject({
      valid: true,
      email: 'new.editor@example.com',
      firstName: 'Nora',
    });
    const set = await testApp.app.inject({
      method: 'POST',
      url: '/api/staff/set-password',
      payload: { token, password: 'a brand new password' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toEqual(expect.any(String));

    const login = await staffLogin('new.editor@example.com', 'a brand new password');
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ id: newMember.id, role: 'editor' });

    // The link is used up.
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/staff/set-password',
      payload: { token, password: 'another new password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/staff/set-password/${token}` })).json(),
    ).toEqual({ valid: false, message: STAFF_SET_PASSWORD_LINK_INVALID_MESSAGE });

    const created_ = await auditOf('staff.created', newMember.id);
    expect(created_).toHaveLength(1);
    expect(JSON.stringify(created_)).not.toMatch(/passwordHash|\$argon|\$2[aby]\$/);
    expect(await auditOf('staff.invite_sent', newMember.id)).toHaveLength(1);
    expect(await auditOf('staff.password_set', newMember.id)).toMatchObject([
      { after: { hasPassword: true } },
    ]);
  });

  it('refuses an e-mail address already in use, in any letter case', async () => {
    const response = await call('POST', '/api/admin/staff', {
      email: admin.email.toUpperCase(),
      firstName: 'Copy',
      lastName: 'Cat',
      role: 'admin',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(STAFF_EMAIL_TAKEN_MESSAGE);
    expect(await db().select().from(users)).toHaveLength(1);
  });

  it('a new link replaces the earlier one', async () => {
    const created = await call('POST', '/api/admin/staff', {
      email: 'twice@example.com',
      firstName: 'Theo',
      lastName: 'Twice',
      role: 'editor',
    });
    const id = created.json().id as string;
    const first = linkToken((await takeOutbox(testApp))[0]!.body);
    const resent = await call('POST', `/api/admin/staff/${id}/invite`);
    expect(resent.statusCode).toBe(200);
    const second = linkToken((await takeOutbox(testApp))[0]!.body);

    const check = (token: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/staff/set-password/${token}` });
    expect((await check(first)).json().valid).toBe(false);
    expect((await check(second)).json().valid).toBe(true);
    expect(await auditOf('staff.invite_sent', id)).toHaveLength(2);
  });
});

describe('roles and the last administrator', () => {
  it('refuses to demote or deactivate the only active admin, changing nothing', async () => {
    const other = await createStaffAccount(db(), 'admin');
    await call('POST', `/api/admin/staff/${other.id}/deactivate`);
    await createStaffAccount(db(), 'editor');

    // `admin` is now the only active admin (the deactivated one and the editor do not count).
    const demote = await call('PUT', `/api/admin/staff/${admin.id}/role`, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ code: 'LAST_ADMIN', message: LAST_ADMIN_MESSAGE });
    expect((await member(admin.id)).role).toBe('admin');
    expect(await auditOf('staff.role_changed', admin.id)).toHaveLength(0);

    const selfOff = await call('POST', `/api/admin/staff/${admin.id}/deactivate`);
    expect(selfOff.statusCode).toBe(409);
    expect(selfOff.json().message).toBe(SELF_DEACTIVATION_MESSAGE);
    expect((await member(admin.id)).isActive).toBe(true);
  });

  it('a demoted admin loses the admin routes at once', async () => {
    const second = await createStaffAccount(db(), 'admin');
    expect(
      (await call('PUT', `/api/admin/staff/${second.id}/role`, { role: 'editor' })).statusCode,
    ).toBe(200);
    // `second` is an editor now and may not use the admin routes at all.
    expect(
      (await call('POST', `/api/admin/staff/${admin.id}/deactivate`, undefined, second.token))
        .statusCode,
    ).toBe(403);
  });

  it('with two admins one can be demoted, with an audit row', async () => {
    const second = await createStaffAccount(db(), 'admin');
    const response = await call('PUT', `/api/admin/staff/${second.id}/role`, { role: 'editor' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: second.id, role: 'editor' });
    const [row] = await auditOf('staff.role_changed', second.id);
    expect(row).toMatchObject({
      actorId: admin.id,
      before: { role: 'admin' },
      after: { role: 'editor' },
    });
    expect(JSON.stringify(row)).not.toContain('passwordHash');
    // The demoted member keeps signing in, as an editor.
    const meAfter = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: bearer(second.token),
    });
    expect(meAfter.statusCode).toBe(403);
    // Promoting back works too.
    expect(
      (await call('PUT', `/api/admin/staff/${second.id}/role`, { role: 'admin' })).json().role,
    ).toBe('admin');
  });

  it('when two admins demote each other at once, exactly one succeeds', async () => {
    const second = await createStaffAccount(db(), 'admin');
    const [a, b] = await Promise.all([
      call('PUT', `/api/admin/staff/${second.id}/role`, { role: 'editor' }, admin.token),
      call('PUT', `/api/admin/staff/${admin.id}/role`, { role: 'editor' }, second.token),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = (await db().select().from(users)).filter(
      (row) => row.role === 'admin' && row.isActive,
    );
    expect(admins).toHaveLength(1);
    expect(
      await db().select().from(auditLog).where(eq(auditLog.action, 'staff.role_changed')),
    ).toHaveLength(1);
  });

  it('when two admins deactivate each other at once, exactly one succeeds', async () => {
    const second = await createStaffAccount(db(), 'admin');
    const results = await Promise.all([
      call('POST', `/api/admin/staff/${second.id}/deactivate`, undefined, admin.token),
      call('POST', `/api/admin/staff/${admin.id}/deactivate`, undefined, second.token),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const admins = (await db().select().from(users)).filter(
      (row) => row.role === 'admin' && row.isActive,
    );
    expect(admins).toHaveLength(1);
  });
});

describe('deactivating staff', () => {
  it('ends the sessions at once and refuses sign-in; reactivation allows it again', async () => {
    const editor = await createStaffAccount(db(), 'editor');
    const me = (token: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(token) });
    expect((await me(editor.token)).statusCode).toBe(200);

    const off = await call('POST', `/api/admin/staff/${editor.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false });
    expect((await me(editor.token)).statusCode).toBe(401);
    expect((await staffLogin(editor.email)).statusCode).toBe(401);
    expect(await auditOf('staff.deactivated', editor.id)).toMatchObject([
      { before: { isActive: true }, after: { isActive: false } },
    ]);

    expect((await call('POST', `/api/admin/staff/${editor.id}/reactivate`)).json().isActive).toBe(
      true,
    );
    const login = await staffLogin(editor.email);
    expect(login.statusCode).toBe(200);
    expect((await me(login.json().token)).statusCode).toBe(200);
    expect(await auditOf('staff.reactivated', editor.id)).toHaveLength(1);
  });

  it('lets an admin deactivate another admin while one stays', async () => {
    const second = await createStaffAccount(db(), 'admin');
    expect((await call('POST', `/api/admin/staff/${second.id}/deactivate`)).statusCode).toBe(200);
  });
});
