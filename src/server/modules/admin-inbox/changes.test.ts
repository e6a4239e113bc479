import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_NOT_FOUND_MESSAGE } from '@shared/contracts/admin-inbox';
import { auditLog, contactSubmissions, intakeSubmissions } from '../../db/schema';
import { bearer, createStaffAccount, type TestAccount } from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { auditRows, clearInbox, storeContact, storeIntake } from './test-helpers';

const testApp = useTestApp();
const db = () => testApp.database.db;
let admin: TestAccount;

beforeAll(async () => {
  admin = await createStaffAccount(db(), 'admin');
});
afterEach(() => clearInbox(testApp));

const kinds = [
  {
    kind: 'intake',
    entity: 'intake_submission',
    store: () => storeIntake(db(), { updatedAt: new Date('2026-01-05T10:00:00Z') }),
    table: intakeSubmissions,
  },
  {
    kind: 'contact',
    entity: 'contact_submission',
    store: () => storeContact(db(), { updatedAt: new Date('2026-01-05T10:00:00Z') }),
    table: contactSubmissions,
  },
] as const;

const patch = (kind: string, id: string, payload: unknown) =>
  testApp.app.inject({
    method: 'PATCH',
    url: `/api/admin/inbox/${kind}/${id}`,
    payload: payload as object,
    headers: bearer(admin.token),
  });

describe.each(kinds)('PATCH /api/admin/inbox/$kind/:id', ({ kind, entity, store, table }) => {
  const stored = async (id: string) => {
    const [row] = await db().select().from(table).where(eq(table.id, id));
    return row!;
  };

  it('sets the status and the note, answers the item and records who changed what', async () => {
    const item = await store();
    const response = await patch(kind, item.id, {
      status: 'in_progress',
      internalNote: '  Called back on Tuesday; she will send the contract.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: item.id,
      status: 'in_progress',
      internalNote: 'Called back on Tuesday; she will send the contract.',
    });
    const row = await stored(item.id);
    expect(row).toMatchObject({
      status: 'in_progress',
      internalNote: 'Called back on Tuesday; she will send the contract.',
    });
    expect(row.updatedAt.getTime()).toBeGreaterThan(item.updatedAt.getTime());
    expect(response.json().updatedAt).toBe(row.updatedAt.toISOString());
    expect(await auditRows(db(), `${entity}.updated`, item.id)).toMatchObject([
      {
        actorKind: 'staff',
        actorId: admin.id,
        entityType: entity,
        before: { status: 'new', internalNote: null },
        after: {
          status: 'in_progress',
          internalNote: 'Called back on Tuesday; she will send the contract.',
        },
      },
    ]);
  });

  it('changes only what is sent', async () => {
    const item = await store();
    await patch(kind, item.id, { internalNote: 'First note' });
    const handled = await patch(kind, item.id, { status: 'handled' });
    expect(handled.json()).toMatchObject({ status: 'handled', internalNote: 'First note' });
    const renoted = await patch(kind, item.id, { internalNote: 'Second note' });
    expect(renoted.json()).toMatchObject({ status: 'handled', internalNote: 'Second note' });
  });

  it.each([[''], ['   '], [null]])('clears the note with %j', async (empty) => {
    const item = await store();
    await patch(kind, item.id, { internalNote: 'To be cleared' });
    const response = await patch(kind, item.id, { internalNote: empty });
    expect(response.statusCode).toBe(200);
    expect(response.json().internalNote).toBeNull();
    expect((await stored(item.id)).internalNote).toBeNull();
    const [, cleared] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, item.id))
      .orderBy(auditLog.createdAt);
    expect(cleared).toMatchObject({
      before: { internalNote: 'To be cleared' },
      after: { internalNote: null },
    });
  });

  it.each([
    ['an unknown status', { status: 'done' }, 'Status must be new, in progress or handled.'],
    ['no change', {}, 'Please change the status or the note.'],
    [
      'a note that is too long',
      { internalNote: 'x'.repeat(5001) },
      'The note must be 5000 characters or fewer.',
    ],
    ['a note that is not text', { status: 'handled', internalNote: 42 }, undefined],
  ])('refuses %s with 400 and changes nothing', async (_case, payload, message) => {
    const item = await store();
    const response = await patch(kind, item.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(response.json().message).toBe(message);
    const row = await stored(item.id);
    expect(row).toMatchObject({ status: 'new', internalNote: null, updatedAt: item.updatedAt });
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, item.id))).toEqual([]);
  });

  it.each([['00000000-0000-4000-8000-000000000000'], ['not-an-id']])(
    'answers 404 for the unknown or malformed id %s',
    async (id) => {
      const response = await patch(kind, id, { status: 'handled' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: SUBMISSION_NOT_FOUND_MESSAGE });
    },
  );

  it('does not find an item of the other kind', async () => {
    const other = kind === 'intake' ? await storeContact(db()) : await storeIntake(db());
    const response = await patch(kind, other.id, { status: 'handled' });
    expect(response.statusCode).toBe(404);
  });
});
