import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { NOT_SIGNED_IN_MESSAGE } from '../platform/auth/guards';
import { createSession, deleteSession } from '../platform/auth/sessions';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  type TestAccount,
} from './accounts';

type Headers = Record<string, string>;
type GuardedKind = 'client' | 'staff' | 'partner';

const creators: Record<GuardedKind, (db: Database) => Promise<TestAccount>> = {
  client: (db) => createClientAccount(db),
  staff: (db) => createStaffAccount(db, 'admin'),
  partner: (db) => createPartnerAccount(db),
};

/**
 * Every way of calling without a usable sign-in of `kind`: no or malformed header, an unknown
 * token, an expired session, a signed-out session, and a live token of another kind.
 */
export async function refusedSignIns(
  db: Database,
  kind: GuardedKind,
): Promise<[name: string, headers: Headers][]> {
  const create = creators[kind];
  const expiredOwner = await create(db);
  const expired = await createSession(
    db,
    { kind, id: expiredOwner.id },
    { now: new Date('2020-01-01T00:00:00Z') },
  );
  const signedOut = await create(db);
  await deleteSession(db, signedOut.token);
  const otherKindName = kind === 'client' ? 'staff' : 'client';
  const otherKind = await creators[otherKindName](db);
  return [
    ['no token', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['a bearer without a token', { authorization: 'Bearer ' }],
    ['an unknown token', bearer('not-a-real-token')],
    ['an expired session', bearer(expired)],
    ['a signed-out session', bearer(signedOut.token)],
    [`a ${otherKindName} token`, bearer(otherKind.token)],
  ];
}

/** Asserts that each route answers 401 UNAUTHENTICATED to each of the refused sign-ins. */
export async function expectSignInRequired(
  app: FastifyInstance,
  routes: InjectOptions[],
  refused: [name: string, headers: Headers][],
): Promise<void> {
  for (const route of routes) {
    for (const [name, headers] of refused) {
      const response = await app.inject({ ...route, headers });
      const where = `${route.method} ${route.url} with ${name}`;
      expect(response.statusCode, where).toBe(401);
      expect(response.json(), where).toEqual({
        code: 'UNAUTHENTICATED',
        message: NOT_SIGNED_IN_MESSAGE,
      });
    }
  }
}

/**
 * Asserts that admin-only routes answer 401 to every refused staff sign-in and to client and
 * partner tokens, and 403 to an editor.
 */
export async function expectAdminsOnly(
  app: FastifyInstance,
  db: Database,
  routes: InjectOptions[],
): Promise<void> {
  const client = await createClientAccount(db);
  const partner = await createPartnerAccount(db);
  await expectSignInRequired(app, routes, [
    ...(await refusedSignIns(db, 'staff')),
    ['a client token', bearer(client.token)],
    ['a partner token', bearer(partner.token)],
  ]);
  const editor = await createStaffAccount(db, 'editor');
  for (const route of routes) {
    const response = await app.inject({ ...route, headers: bearer(editor.token) });
    expect(response.statusCode, `${route.method} ${route.url} as an editor`).toBe(403);
  }
}
