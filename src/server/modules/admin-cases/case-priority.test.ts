import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cases, jobs } from '../../db/schema';
import {
  bearer,
  createClientAccount,
  createStaffAccount,
  type TestAccount,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { clearPartnerNetwork } from '../admin-partners/test-helpers';
import { CASE_NOT_FOUND_MESSAGE } from '../cases/service';
import { insertCase } from './case-fixtures';

const testApp = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await createStaffAccount(testApp.database.db, 'admin');
});
afterEach(() => clearPartnerNetwork(testApp));

const db = () => testApp.database.db;

function changePriority(caseId: string, payload: object) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/admin/cases/${caseId}`,
    payload,
    headers: bearer(admin.token),
  });
}

async function caseRow(caseId: string) {
  const [row] = await db().select().from(cases).where(eq(cases.id, caseId));
  return row!;
}

const priorityAudits = () =>
  db().select().from(auditLog).where(eq(auditLog.action, 'case.priority_changed'));

async function newCase() {
  const client = await createClientAccount(db(), { firstName: 'Walter', lastName: 'Brennan' });
  return insertCase(db(), client, {
    priority: 'medium',
    updatedAt: new Date(Date.UTC(2025, 0, 1)),
  });
}

describe('PATCH /api/admin/cases/:id', () => {
  it('changes the priority, audits it, and e-mails no one', async () => {
    const row = await newCase();
    const response = await changePriority(row.id, { priority: 'urgent' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: row.id,
      priority: 'urgent',
      client: { name: 'Walter Brennan' },
      owner: null,
    });
    const stored = await caseRow(row.id);
    expect(stored.priority).toBe('urgent');
    expect(stored.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    expect(await priorityAudits()).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actorId: admin.id,
        entityType: 'case',
        entityId: row.id,
        before: { priority: 'medium' },
        after: { priority: 'urgent' },
      }),
    ]);
    expect(await db().select().from(jobs)).toEqual([]);
  });

  it('changes nothing when the priority is already that one', async () => {
    const row = await newCase();
    const response = await changePriority(row.id, { priority: 'medium' });
    expect(response.statusCode).toBe(200);
    expect(response.json().priority).toBe('medium');
    expect(await caseRow(row.id)).toEqual(row);
    expect(await priorityAudits()).toEqual([]);
  });

  it('refuses a priority that is not one of the four, and changes nothing', async () => {
    const row = await newCase();
    for (const payload of [{ priority: 'extreme' }, { priority: null }, {}]) {
      const response = await changePriority(row.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe('Please choose a priority.');
    }
    expect(await caseRow(row.id)).toEqual(row);
    expect(await priorityAudits()).toEqual([]);
  });

  it('answers the same 404 for an unknown or malformed case', async () => {
    for (const id of [randomUUID(), 'TRA-2025-000001']) {
      const response = await changePriority(id, { priority: 'high' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: CASE_NOT_FOUND_MESSAGE });
    }
  });
});
