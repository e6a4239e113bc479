import { randomUUID } from 'node:crypto';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CASES_NOT_FOUND_MESSAGE,
  MAX_BULK_CASES,
  OWNER_NOT_ASSIGNABLE_MESSAGE,
} from '@shared/contracts/admin-cases';
import { auditLog, cases, jobs, type Case } from '../../db/schema';
import {
  bearer,
  createClientAccount,
  createStaffAccount,
  type TestAccount,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { clearPartnerNetwork } from '../admin-partners/test-helpers';
import { insertCase } from './case-fixtures';

const testApp = useTestApp();
let admin: TestAccount;
let dana: TestAccount;

beforeAll(async () => {
  admin = await createStaffAccount(testApp.database.db, 'admin');
  dana = await createStaffAccount(testApp.database.db, 'editor', {
    firstName: 'Dana',
    lastName: 'Whitfield',
  });
});
afterEach(() => clearPartnerNetwork(testApp));

const db = () => testApp.database.db;

function giveOwner(caseIds: string[], ownerId: string | null) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/cases/owner',
    payload: { caseIds, ownerId },
    headers: bearer(admin.token),
  });
}

async function threeCases(overrides: Partial<Case>[] = [{}, {}, {}]) {
  const client = await createClientAccount(db());
  const rows = [];
  for (const override of overrides) rows.push(await insertCase(db(), client, override));
  return rows;
}

async function stored(rows: Case[]) {
  return db()
    .select()
    .from(cases)
    .where(
      inArray(
        cases.id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(cases.caseNumber));
}

const ownerAudits = () =>
  db().select().from(auditLog).where(eq(auditLog.action, 'case.owner_changed'));

async function queuedJobs() {
  const [row] = await db().select({ n: count() }).from(jobs);
  return row!.n;
}

describe('POST /api/admin/cases/owner', () => {
  it('gives every chosen case the owner, audits each change, and e-mails no one', async () => {
    const previous = await createStaffAccount(db(), 'admin');
    const rows = await threeCases([{}, { assignedTo: previous.id }, { assignedTo: dana.id }]);

    const response = await giveOwner(
      rows.map((row) => row.id),
      dana.id,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      updated: 3,
      message: '3 cases now belong to Dana Whitfield.',
    });
    const after = await stored(rows);
    expect(after.map((row) => row.assignedTo)).toEqual([dana.id, dana.id, dana.id]);
    // Ownership is internal: the cases keep their place in "most recently changed".
    expect(after.map((row) => row.updatedAt)).toEqual(rows.map((row) => row.updatedAt));

    const audits = await ownerAudits();
    expect(audits).toHaveLength(2);
    expect(audits.map((audit) => [audit.entityId, audit.before, audit.after]).sort()).toEqual(
      [
        [rows[0]!.id, { assignedTo: null }, { assignedTo: dana.id }],
        [rows[1]!.id, { assignedTo: previous.id }, { assignedTo: dana.id }],
      ].sort(),
    );
    expect(audits[0]).toMatchObject({ actorKind: 'staff', actorId: admin.id, entityType: 'case' });
    expect(await queuedJobs()).toBe(0);

    const listed = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/cases?owner=${dana.id}`,
      headers: bearer(admin.token),
    });
    expect(listed.json().total).toBe(3);
    expect(listed.json().cases[0].owner).toEqual({ id: dana.id, name: 'Dana Whitfield' });
  });

  it('says "1 case" for one, and accepts an admin as the owner', async () => {
    const [row] = await threeCases([{}]);
    const response = await giveOwner([row!.id], admin.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 1, message: '1 case now belongs to Dana Reyes.' });
  });

  it('clears the owner with ownerId null', async () => {
    const rows = await threeCases([{ assignedTo: dana.id }, { assignedTo: admin.id }, {}]);
    const response = await giveOwner(
      rows.slice(0, 2).map((row) => row.id),
      null,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      updated: 2,
      message: '2 cases no longer have a staff owner.',
    });
    expect((await stored(rows)).map((row) => row.assignedTo)).toEqual([null, null, null]);
    expect((await ownerAudits()).map((audit) => audit.after)).toEqual([
      { assignedTo: null },
      { assignedTo: null },
    ]);

    const one = await giveOwner([rows[2]!.id], null);
    expect(one.json().message).toBe('1 case no longer has a staff owner.');
    // Nothing changed, so nothing more is audited.
    expect(await ownerAudits()).toHaveLength(2);
  });

  it('counts a case chosen twice once', async () => {
    const rows = await threeCases([{}, {}]);
    const [first, second] = rows.map((row) => row.id) as [string, string];
    const response = await giveOwner([first, second, first], dana.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().updated).toBe(2);
    expect(await ownerAudits()).toHaveLength(2);
  });

  it('changes nothing when any chosen case is unknown or malformed', async () => {
    const rows = await threeCases([{}, { assignedTo: admin.id }]);
    const ids = rows.map((row) => row.id);
    for (const stray of [randomUUID(), 'TRA-2025-000001']) {
      const response = await giveOwner([...ids, stray], dana.id);
      expect(response.statusCode, stray).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: CASES_NOT_FOUND_MESSAGE });
    }
    expect(await stored(rows)).toEqual(rows);
    expect(await ownerAudits()).toEqual([]);
  });

  it('refuses anyone but an active staff member, and changes nothing', async () => {
    const inactive = await createStaffAccount(db(), 'editor', { isActive: false });
    const client = await createClientAccount(db());
    const rows = await threeCases([{}, { assignedTo: dana.id }]);
    for (const ownerId of [inactive.id, client.id, randomUUID(), 'dana']) {
      const response = await giveOwner(
        rows.map((row) => row.id),
        ownerId,
      );
      expect(response.statusCode, ownerId).toBe(400);
      expect(response.json()).toEqual({
        code: 'OWNER_NOT_ASSIGNABLE',
        message: OWNER_NOT_ASSIGNABLE_MESSAGE,
      });
    }
    expect(await stored(rows)).toEqual(rows);
    expect(await ownerAudits()).toEqual([]);
  });

  it('asks for between one and the most cases at a time', async () => {
    const empty = await giveOwner([], dana.id);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please choose at least one case.');
    const tooMany = await giveOwner(
      Array.from({ length: MAX_BULK_CASES + 1 }, () => randomUUID()),
      dana.id,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      `Please choose ${MAX_BULK_CASES} cases or fewer at a time.`,
    );
    const noOwner = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/cases/owner',
      payload: { caseIds: [randomUUID()] },
      headers: bearer(admin.token),
    });
    expect(noOwner.statusCode).toBe(400);
  });
});
