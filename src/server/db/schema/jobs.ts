import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { primaryId, timestamps } from './columns';

/** 'discarded': an administrator gave up on a failed job; the worker claims only 'pending' ones. */
export const jobStatuses = ['pending', 'running', 'done', 'failed', 'discarded'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** Durable background work (e-mail and the like), claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: primaryId(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: jobStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [index('jobs_claim_idx').on(table.status, table.runAt)],
);
