import { z } from 'zod/mini';
import { dayQueryField } from './fields';
import { english } from '../i18n/translate-issue';
import { type TextDescriptor, text } from '../i18n/text';

/*
 * The administrators' operations screens: background jobs that failed (retry or discard them)
 * and the audit log (read-only).
 */

export const jobFilterValues = ['failed', 'pending', 'discarded', 'all'] as const;
export type JobFilter = (typeof jobFilterValues)[number];

export const jobListQuerySchema = z.object({
  status: z._default(
    z.enum(jobFilterValues, {
      error: english(text('Status must be failed, pending, discarded or all.')),
    }),
    'failed',
  ),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

/** The list shows at most this many jobs, newest first. */
export const JOB_LIST_LIMIT = 200;

export const adminJobSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'running', 'done', 'failed', 'discarded']),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.nullable(z.string()),
  runAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the job does in a few words, e.g. 'E-mail to x@y: <subject>' (never a mail body). */
  summary: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobListSchema = z.array(adminJobSchema);

export const JOB_NOT_FOUND_MESSAGE = english(text('We could not find that job.'));
export const JOB_NOT_RETRYABLE_MESSAGE = english(
  text('Only a failed or discarded job can be retried.'),
);
export const JOB_NOT_DISCARDABLE_MESSAGE = english(text('Only a failed job can be discarded.'));

/** Who can appear in the audit log (the server's audit_log.actor_kind values). */
export const auditActorKindValues = ['staff', 'partner', 'client', 'system'] as const;
export type AuditActorKindValue = (typeof auditActorKindValues)[number];

export const AUDIT_PAGE_SIZE = 50;

function optionalFilterText(tooLong: TextDescriptor) {
  return z.optional(z.string().check(z.trim(), z.maxLength(200, english(tooLong))));
}

export const auditListQuerySchema = z
  .object({
    actorKind: z.optional(
      z.enum(auditActorKindValues, {
        error: english(text('Who must be staff, partner, client or system.')),
      }),
    ),
    action: optionalFilterText(text('The action must be 200 characters or fewer.')),
    entityType: optionalFilterText(text('The entity type must be 200 characters or fewer.')),
    entityId: optionalFilterText(text('The entity id must be 200 characters or fewer.')),
    /** The first day shown (UTC), inclusive. */
    from: dayQueryField(
      text('The "from" date must be a real date written as YYYY-MM-DD, like 2025-03-04.'),
      text('The "from" date must be between {earliest} and {latest}.'),
    ),
    /** The last day shown (UTC), inclusive. */
    to: dayQueryField(
      text('The "to" date must be a real date written as YYYY-MM-DD, like 2025-03-04.'),
      text('The "to" date must be between {earliest} and {latest}.'),
    ),
    page: z._default(
      z.coerce
        .number({ error: english(text('Page must be a number.')) })
        .check(
          z.int(english(text('Page must be a whole number.'))),
          z.minimum(1, english(text('Page must be 1 or more.'))),
        ),
      1,
    ),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: english(text('The "from" date must be on or before the "to" date.')),
      path: ['to'],
    }),
  );
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

const jsonObject = z.nullable(z.record(z.string(), z.unknown()));

export const auditEntrySchema = z.object({
  id: z.string(),
  actorKind: z.enum(auditActorKindValues),
  actorId: z.nullable(z.string()),
  /** 'First Last' of staff or a client, a partner's company name; null when gone or system. */
  actorName: z.nullable(z.string()),
  action: z.string(),
  entityType: z.string(),
  entityId: z.nullable(z.string()),
  before: jsonObject,
  after: jsonObject,
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditList = z.infer<typeof auditListSchema>;

export const auditActionListSchema = z.array(z.string());
