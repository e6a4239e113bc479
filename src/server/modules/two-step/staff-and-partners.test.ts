import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MFA_REQUIRED_FOR_ROLE_MESSAGE,
  MFA_SETUP_REQUIRED_MESSAGE,
  OWN_TWO_STEP_RESET_MESSAGE,
  TWO_STEP_RESET_MESSAGE,
} from '@shared/contracts/two-step';
import { loadConfig } from '../../config';
import { articles, auditLog, recoveryCodes, totpFactors } from '../../db/schema';
import {
  bearer,
  createPartnerAccount,
  createStaffAccount,
  TEST_PASSWORD,
} from '../../testing/accounts';
import { takeOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import { codeFor, enrol, firstStep, nextStep, twoStepCalls } from './test-helpers';

/*
 * Enforcement (issue 17 §3): roles in MFA_REQUIRED_ROLES (admin by default) without two-step
 * sign-in get a session limited to setting it up. And an administrator's reset of someone
 * else's two-step sign-in (§6).
 */

const testApp = useTestApp();
const db = () => testApp.database.db;
const staff = twoStepCalls(testApp, 'staff');

const get = (url: string, token: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object = {}) =>
  testApp.app.inject({ method: 'POST', url, headers: bearer(token), payload });

const setupRequired = { code: 'MFA_SETUP_REQUIRED', message: MFA_SETUP_REQUIRED_MESSAGE };

describe('the admin gate', () => {
  it('limits an admin without two-step sign-in to setting it up, then lifts it on that same session', async () => {
    const admin = await createStaffAccount(db(), 'admin');
    const login = await staff.login(admin.email);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ mfaSetupRequired: true, user: { role: 'admin' } });
    const limited = login.json<{ token: string }>().token;
    const otherLimited = (await staff.login(admin.email)).json<{ token: string }>().token;

    const me = await staff.me(limited);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ mfaSetupRequired: true, user: { id: admin.id } });
    for (const refused of [
      await get('/api/admin/staff', limited),
      await get('/api/admin/overview', limited),
      await post('/api/articles/preview', limited, { content: '# Draft' }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(setupRequired);
    }
    // Pages open to everyone that show staff more show it what they show visitors.
    const slug = `draft-${randomUUID()}`;
    await db().insert(articles).values({ title: 'Draft', slug, content: 'x', status: 'draft' });
    expect((await get(`/api/articles/${slug}`, limited)).statusCode).toBe(404);
    expect((await get(`/api/articles/${slug}`, admin.token)).statusCode).toBe(200);

    const status = await staff.status(limited);
    expect(status.json()).toMatchObject({ enabled: false, required: true });
    await enrol(staff, limited);

    expect((await get('/api/admin/staff', limited)).statusCode).toBe(200);
    expect((await staff.me(limited)).json()).not.toHaveProperty('mfaSetupRequired');
    // The other password-only session of the admin ends.
    expect((await staff.me(otherLimited)).statusCode).toBe(401);
    // Sessions started before (a full one, from before the rule) go on.
    expect((await get('/api/admin/staff', admin.token)).statusCode).toBe(200);
  });

  it('lets a limited session sign out', async () => {
    const admin = await createStaffAccount(db(), 'admin');
    const limited = (await staff.login(admin.email)).json<{ token: string }>().token;
    expect((await post('/api/staff/logout', limited)).statusCode).toBe(204);
    expect((await staff.me(limited)).statusCode).toBe(401);
  });

  it('asks an enrolled admin for the second step, and never lets the admin turn it off', async () => {
    const admin = await createStaffAccount(db(), 'admin');
    const { secret } = await enrol(staff, admin.token);
    await nextStep(db(), { kind: 'staff', id: admin.id });
    const signedIn = await staff.secondStep({
      mfaToken: await firstStep(staff, admin.email),
      code: codeFor(secret),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).not.toHaveProperty('mfaSetupRequired');
    const token = signedIn.json<{ token: string }>().token;
    expect((await get('/api/admin/staff', token)).statusCode).toBe(200);

    await nextStep(db(), { kind: 'staff', id: admin.id });
    const off = await staff.disable(token, { password: TEST_PASSWORD, code: codeFor(secret) });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({
      code: 'MFA_REQUIRED_FOR_ROLE',
      message: MFA_REQUIRED_FOR_ROLE_MESSAGE,
    });
    expect((await staff.status(token)).json()).toMatchObject({ enabled: true, required: true });
  });

  it('leaves editors and partners free by default', async () => {
    const editor = await createStaffAccount(db(), 'editor');
    const login = await staff.login(editor.email);
    expect(login.json()).not.toHaveProperty('mfaSetupRequired');
    const token = login.json<{ token: string }>().token;
    expect((await post('/api/articles/preview', token, { content: '# Draft' })).statusCode).toBe(
      200,
    );
    expect((await staff.status(token)).json()).toMatchObject({ required: false });

    const partner = await createPartnerAccount(db());
    const partnerLogin = await twoStepCalls(testApp, 'partner').login(partner.email);
    expect(partnerLogin.json()).not.toHaveProperty('mfaSetupRequired');
  });
});

describe('MFA_REQUIRED_ROLES=editor,admin,partner', () => {
  const widened = useTestApp({
    mfaRequiredRoles: loadConfig({ MFA_REQUIRED_ROLES: 'editor,admin,partner' }).mfaRequiredRoles,
  });

  it('limits an editor and a partner without two-step sign-in the same way', async () => {
    const editor = await createStaffAccount(widened.database.db, 'editor');
    const editorCalls = twoStepCalls(widened, 'staff');
    const login = await editorCalls.login(editor.email);
    expect(login.json()).toMatchObject({ mfaSetupRequired: true, user: { role: 'editor' } });
    const limited = login.json<{ token: string }>().token;
    expect((await editorCalls.me(limited)).json()).toMatchObject({ mfaSetupRequired: true });
    const refused = await widened.app.inject({
      method: 'POST',
      url: '/api/articles/preview',
      headers: bearer(limited),
      payload: { content: '# Draft' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(setupRequired);

    const partner = await createPartnerAccount(widened.database.db);
    const partnerCalls = twoStepCalls(widened, 'partner');
    const partnerLogin = await partnerCalls.login(partner.email);
    expect(partnerLogin.json()).toMatchObject({ mfaSetupRequired: true });
    const partnerToken = partnerLogin.json<{ token: string }>().token;
    expect((await partnerCalls.me(partnerToken)).json()).toMatchObject({
      mfaSetupRequired: true,
      partner: { id: partner.id },
    });
    const cases = await widened.app.inject({
      method: 'GET',
      url: '/api/partners/cases',
      headers: bearer(partnerToken),
    });
    expect(cases.statusCode).toBe(403);
    expect(cases.json()).toEqual(setupRequired);
    await enrol(partnerCalls, partnerToken);
    expect(
      (
        await widened.app.inject({
          method: 'GET',
          url: '/api/partners/cases',
          headers: bearer(partnerToken),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('an administrator’s reset of someone else’s two-step sign-in', () => {
  const rowsOf = (kind: 'staff' | 'partner', id: string) =>
    Promise.all([
      db()
        .select()
        .from(totpFactors)
        .where(and(eq(totpFactors.principalKind, kind), eq(totpFactors.principalId, id))),
      db()
        .select()
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.principalKind, kind), eq(recoveryCodes.principalId, id))),
    ]).then((tables) => tables.flat());

  it.each([
    ['staff', 'staff', () => createStaffAccount(db(), 'editor')],
    ['partners', 'partner', () => createPartnerAccount(db())],
  ] as const)(
    'removes a %s member’s authenticator app and recovery codes, signs them out, audits and e-mails',
    async (path, kind, create) => {
      const admin = await createStaffAccount(db(), 'admin');
      const person = await create();
      const calls = twoStepCalls(testApp, kind);
      const { secret, recoveryCodes: codes } = await enrol(calls, person.token);
      await takeOutbox(testApp);

      const reset = await post(`/api/admin/${path}/${person.id}/reset-two-step`, admin.token);
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: TWO_STEP_RESET_MESSAGE });
      expect(await rowsOf(kind, person.id)).toEqual([]);
      expect((await calls.me(person.token)).statusCode).toBe(401);
      // The password alone signs them in again.
      const login = await calls.login(person.email);
      expect(login.json()).toHaveProperty('token');

      const [letter, ...others] = await takeOutbox(testApp);
      expect(others).toEqual([]);
      expect(letter!.to).toContain(person.email);
      expect(letter!.subject).toBe('An administrator reset your two-step sign-in');
      expect(letter!.body).toContain("If this wasn't you");
      expect(letter!.body).not.toContain(secret);
      for (const code of codes) expect(letter!.body).not.toContain(code);
      const audit = await db()
        .select({ actorKind: auditLog.actorKind, actorId: auditLog.actorId, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'two_step.reset'), eq(auditLog.entityId, person.id)));
      expect(audit).toEqual([
        { actorKind: 'staff', actorId: admin.id, after: { totp: false, recoveryCodesLeft: 0 } },
      ]);
    },
  );

  it('refuses an administrator’s own, and someone who does not exist', async () => {
    const admin = await createStaffAccount(db(), 'admin');
    await enrol(staff, admin.token);
    const own = await post(`/api/admin/staff/${admin.id}/reset-two-step`, admin.token);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 'OWN_TWO_STEP_RESET', message: OWN_TWO_STEP_RESET_MESSAGE });
    expect(await rowsOf('staff', admin.id)).not.toEqual([]);

    for (const path of ['staff', 'partners']) {
      for (const id of [randomUUID(), 'not-an-id']) {
        const missing = await post(`/api/admin/${path}/${id}/reset-two-step`, admin.token);
        expect(missing.statusCode).toBe(404);
      }
    }
    const editor = await createStaffAccount(db(), 'editor');
    const byEditor = await post(`/api/admin/staff/${admin.id}/reset-two-step`, editor.token);
    expect(byEditor.statusCode).toBe(403);
  });
});
