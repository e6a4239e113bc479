import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { auditLog } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { recordAudit, toAuditJson } from './audit';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('toAuditJson', () => {
  it('turns dates into ISO strings and drops undefined fields', () => {
    const at = new Date('2025-01-20T12:00:00Z');
    expect(toAuditJson({ title: 'A', publishedAt: at, gone: undefined, tags: ['x'] })).toEqual({
      title: 'A',
      publishedAt: '2025-01-20T12:00:00.000Z',
      tags: ['x'],
    });
  });

  it('stores nothing as null', () => {
    expect(toAuditJson(null)).toBeNull();
    expect(toAuditJson(undefined)).toBeNull();
  });
});

describe('recordAudit', () => {
  it('writes who did what to which entity, with before and after as plain JSON', async () => {
    const actorId = randomUUID();
    const entityId = randomUUID();
    await recordAudit(database.db, {
      actorKind: 'staff',
      actorId,
      action: 'article.published',
      entityType: 'article',
      entityId,
      before: { status: 'draft', publishedAt: null },
      after: { status: 'published', publishedAt: new Date('2025-01-20T12:00:00Z') },
    });
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
    expect(row).toMatchObject({
      actorKind: 'staff',
      actorId,
      action: 'article.published',
      entityType: 'article',
      before: { status: 'draft', publishedAt: null },
      after: { status: 'published', publishedAt: '2025-01-20T12:00:00.000Z' },
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('keeps a missing before or after as null', async () => {
    const entityId = randomUUID();
    await recordAudit(database.db, {
      actorKind: 'system',
      actorId: null,
      action: 'category.created',
      entityType: 'category',
      entityId,
      after: { name: 'Legal' },
    });
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
    expect(row).toMatchObject({ actorId: null, before: null, after: { name: 'Legal' } });
  });
});
