import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@shared/contracts/admin-ops';
import { auditLog, type NewAuditLogEntry } from '../../db/schema';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  type TestAccount,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await createStaffAccount(testApp.database.db, 'admin', {
    firstName: 'Ada',
    lastName: 'Okonkwo',
  });
});
afterEach(async () => {
  await db().delete(auditLog);
});

const db = () => testApp.database.db;

async function list(search = '') {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/audit${search}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditList>();
}

function entry(overrides: Partial<NewAuditLogEntry>): NewAuditLogEntry {
  return {
    actorKind: 'staff',
    actorId: admin.id,
    action: 'case.assigned',
    entityType: 'case',
    entityId: randomUUID(),
    before: { partnerId: null },
    after: { partnerId: 'p1' },
    createdAt: new Date('2025-03-04T12:00:00Z'),
    ...overrides,
  };
}

describe('GET /api/admin/audit', () => {
  it('lists entries newest first with the actor named as people know them', async () => {
    const client = await createClientAccount(db(), { firstName: 'Mary', lastName: 'Jones' });
    const partner = await createPartnerAccount(db(), { companyName: 'Coastal Legal Aid' });
    await db()
      .insert(auditLog)
      .values([
        entry({ createdAt: new Date('2025-03-01T10:00:00Z') }),
        entry({
          actorKind: 'partner',
          actorId: partner.id,
          action: 'case.status_changed',
          createdAt: new Date('2025-03-02T10:00:00Z'),
        }),
        entry({
          actorKind: 'client',
          actorId: client.id,
          action: 'account.password_changed',
          entityType: 'user_account',
          createdAt: new Date('2025-03-03T10:00:00Z'),
        }),
        entry({
          actorKind: 'client',
          actorId: randomUUID(),
          action: 'account.deleted',
          entityType: 'user_account',
          before: null,
          after: null,
          createdAt: new Date('2025-03-04T10:00:00Z'),
        }),
        entry({ actorKind: 'system', actorId: null, createdAt: new Date('2025-03-05T10:00:00Z') }),
      ]);

    const result = await list();
    expect(result).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    expect(result.entries.map((row) => [row.actorKind, row.actorName, row.action])).toEqual([
      ['system', null, 'case.assigned'],
      ['client', null, 'account.deleted'],
      ['client', 'Mary Jones', 'account.password_changed'],
      ['partner', 'Coastal Legal Aid', 'case.status_changed'],
      ['staff', 'Ada Okonkwo', 'case.assigned'],
    ]);
    expect(result.entries[4]).toMatchObject({
      actorId: admin.id,
      entityType: 'case',
      before: { partnerId: null },
      after: { partnerId: 'p1' },
      createdAt: '2025-03-01T10:00:00.000Z',
    });
  });

  it('filters by who, action, entity and an inclusive range of days', async () => {
    const caseId = randomUUID();
    await db()
      .insert(auditLog)
      .values([
        entry({ entityId: caseId, createdAt: new Date('2025-03-01T00:00:00Z') }),
        entry({ action: 'case.status_changed', createdAt: new Date('2025-03-02T23:59:59Z') }),
        entry({ actorKind: 'partner', actorId: randomUUID(), entityId: caseId }),
        entry({ entityType: 'job', action: 'job.retried', createdAt: new Date('2025-03-06Z') }),
      ]);
    const actions = async (search: string) =>
      (await list(search)).entries.map((row) => `${row.actorKind} ${row.action} ${row.entityType}`);

    expect(await actions('?actorKind=partner')).toEqual(['partner case.assigned case']);
    expect(await actions('?action=case.status_changed')).toEqual([
      'staff case.status_changed case',
    ]);
    expect(await actions(`?entityType=case&entityId=${caseId}`)).toEqual([
      'partner case.assigned case',
      'staff case.assigned case',
    ]);
    expect(await actions('?entityType=job')).toEqual(['staff job.retried job']);
    expect(await actions('?from=2025-03-02&to=2025-03-04')).toEqual([
      'partner case.assigned case',
      'staff case.status_changed case',
    ]);
    expect(await actions('?to=2025-03-01')).toEqual(['staff case.assigned case']);
    expect(await actions('?from=2025-03-05')).toEqual(['staff job.retried job']);
    expect((await list('?actorKind=client')).total).toBe(0);
  });

  it('pages 50 entries at a time', async () => {
    const start = Date.UTC(2025, 0, 1);
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: 55 }, (_, index) =>
          entry({ entityId: String(index), createdAt: new Date(start + index * 60_000) }),
        ),
      );
    const first = await list();
    expect(first.entries).toHaveLength(50);
    expect(first.total).toBe(55);
    expect(first.entries[0]!.entityId).toBe('54');
    const second = await list('?page=2');
    expect(second).toMatchObject({ total: 55, page: 2 });
    expect(second.entries.map((row) => row.entityId)).toEqual(['4', '3', '2', '1', '0']);
    expect((await list('?page=3')).entries).toEqual([]);
  });

  it('refuses filter values it cannot use, saying why', async () => {
    const cases: [string, string][] = [
      ['?actorKind=robot', 'Who must be staff, partner, client or system.'],
      [
        '?from=2025-02-30',
        'The "from" date must be a real date written as YYYY-MM-DD, like 2025-03-04.',
      ],
      [
        '?to=yesterday',
        'The "to" date must be a real date written as YYYY-MM-DD, like 2025-03-04.',
      ],
      ['?from=2025-03-05&to=2025-03-01', 'The "from" date must be on or before the "to" date.'],
      ['?page=0', 'Page must be 1 or more.'],
      ['?page=two', 'Page must be a number.'],
    ];
    for (const [search, message] of cases) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/audit${search}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode, search).toBe(400);
      expect(response.json(), search).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });
});

describe('GET /api/admin/audit/actions', () => {
  it('gives each action name once, A to Z', async () => {
    await db()
      .insert(auditLog)
      .values([
        entry({ action: 'job.retried' }),
        entry({ action: 'case.assigned' }),
        entry({ action: 'job.retried' }),
      ]);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/audit/actions',
      headers: bearer(admin.token),
    });
    expect(response.json()).toEqual(['case.assigned', 'job.retried']);
  });
});
