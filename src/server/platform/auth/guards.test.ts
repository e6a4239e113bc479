import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { partners, sessions, userAccounts, users } from '../../db/schema';
import { bearer, createClientAccount, createStaffAccount } from '../../testing/accounts';
import { createTestDatabase } from '../../testing/test-database';
import {
  clientOf,
  NOT_SIGNED_IN_MESSAGE,
  partnerOf,
  requireClient,
  requirePartner,
  requireStaff,
  staffOf,
} from './guards';
import { createSession } from './sessions';
import { hashToken } from './tokens';

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tra-guards-'));
  database = await createTestDatabase();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    clientDir: undefined,
  };
  app = await buildApp(config, { database, startJobWorker: false });
  // Tiny routes that answer with whoever the guard let through.
  app.get('/guarded/client', { preHandler: requireClient }, async (request) => clientOf(request));
  app.get('/guarded/partner', { preHandler: requirePartner }, async (request) =>
    partnerOf(request),
  );
  app.get('/guarded/editor', { preHandler: requireStaff('editor') }, async (request) =>
    staffOf(request),
  );
  app.get('/guarded/admin', { preHandler: requireStaff('admin') }, async (request) =>
    staffOf(request),
  );
  app.get('/unguarded', async (request) => clientOf(request));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

function expectNotSignedIn(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: NOT_SIGNED_IN_MESSAGE });
}

async function createPartner(overrides: Partial<typeof partners.$inferInsert> = {}) {
  const [partner] = await database.db
    .insert(partners)
    .values({
      companyName: 'Okafor & Lee LLP',
      companyType: 'law-firm',
      contactPerson: 'Ann Lee',
      email: `partner-${crypto.randomUUID()}@example.com`,
      phone: '(555) 100-2000',
      jurisdiction: 'Florida',
      verificationStatus: 'verified',
      ...overrides,
    })
    .returning({ id: partners.id });
  const token = await createSession(database.db, { kind: 'partner', id: partner!.id });
  return { id: partner!.id, token };
}

describe('requireClient', () => {
  it('lets a signed-in client through and tells the route who it is', async () => {
    const client = await createClientAccount(database.db);
    const response = await get('/guarded/client', bearer(client.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'client', id: client.id, token: client.token });
    // The scheme name is case-insensitive.
    const lower = await get('/guarded/client', { authorization: `bearer ${client.token}` });
    expect(lower.statusCode).toBe(200);
  });

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an empty bearer', { authorization: 'Bearer' }],
    ['two tokens', { authorization: 'Bearer abc def' }],
    ['an unknown token', { authorization: 'Bearer no-such-session-token' }],
  ])('refuses %s with 401', async (_name, headers) => {
    expectNotSignedIn(await get('/guarded/client', headers));
  });

  it('refuses an expired session', async () => {
    const client = await createClientAccount(database.db);
    await database.db
      .update(sessions)
      .set({ expire: sql`now() - interval '1 minute'` })
      .where(eq(sessions.sid, hashToken(client.token)));
    expectNotSignedIn(await get('/guarded/client', bearer(client.token)));
  });

  it('refuses a deactivated account and tokens of staff and partners', async () => {
    const client = await createClientAccount(database.db);
    await database.db
      .update(userAccounts)
      .set({ isActive: false })
      .where(eq(userAccounts.id, client.id));
    expectNotSignedIn(await get('/guarded/client', bearer(client.token)));
    const staff = await createStaffAccount(database.db, 'admin');
    expectNotSignedIn(await get('/guarded/client', bearer(staff.token)));
    const partner = await createPartner();
    expectNotSignedIn(await get('/guarded/client', bearer(partner.token)));
  });

  it('refuses when a route reads the caller without a guard', async () => {
    const client = await createClientAccount(database.db);
    expectNotSignedIn(await get('/unguarded', bearer(client.token)));
  });
});

describe('requireStaff', () => {
  it('lets editors and admins through an editor route, and only admins through an admin route', async () => {
    const editor = await createStaffAccount(database.db, 'editor');
    const admin = await createStaffAccount(database.db, 'admin');
    const asEditor = await get('/guarded/editor', bearer(editor.token));
    expect(asEditor.json()).toMatchObject({ kind: 'staff', id: editor.id, role: 'editor' });
    expect((await get('/guarded/editor', bearer(admin.token))).statusCode).toBe(200);
    expect((await get('/guarded/admin', bearer(admin.token))).json()).toMatchObject({
      role: 'admin',
    });
    const forbidden = await get('/guarded/admin', bearer(editor.token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('reads the role from the database, so a demotion takes effect at once', async () => {
    const admin = await createStaffAccount(database.db, 'admin');
    await database.db.update(users).set({ role: 'editor' }).where(eq(users.id, admin.id));
    expect((await get('/guarded/admin', bearer(admin.token))).statusCode).toBe(403);
  });

  it('refuses deactivated staff and client tokens with 401', async () => {
    const editor = await createStaffAccount(database.db, 'editor');
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, editor.id));
    expectNotSignedIn(await get('/guarded/editor', bearer(editor.token)));
    const client = await createClientAccount(database.db);
    expectNotSignedIn(await get('/guarded/editor', bearer(client.token)));
    expectNotSignedIn(await get('/guarded/admin', {}));
  });
});

describe('requirePartner', () => {
  it('lets only verified, active partners through', async () => {
    const verified = await createPartner();
    const response = await get('/guarded/partner', bearer(verified.token));
    expect(response.json()).toMatchObject({ kind: 'partner', id: verified.id });

    const pending = await createPartner({ verificationStatus: 'pending' });
    expectNotSignedIn(await get('/guarded/partner', bearer(pending.token)));
    const inactive = await createPartner({ isActive: false });
    expectNotSignedIn(await get('/guarded/partner', bearer(inactive.token)));
    const client = await createClientAccount(database.db);
    expectNotSignedIn(await get('/guarded/partner', bearer(client.token)));
  });
});
