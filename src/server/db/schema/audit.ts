import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';

export const auditActorKinds = ['staff', 'partner', 'client', 'system'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

/** Every state change by staff or partners: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId(),
    actorKind: text('actor_kind', { enum: auditActorKinds }).notNull(),
    /** No foreign key: the entry outlives the actor. */
    actorId: uuid('actor_id'),
    /** e.g. 'case.status_changed'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_created_at_idx').on(table.createdAt),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
