import { z } from 'zod/mini';
import { casePriorities, caseStatuses } from '../domain-values';
import { caseAttentionFilterValues, documentRequestSchema } from './case-collaboration';
import { caseDocumentSchema, caseUpdateSchema, clientCaseSchema } from './cases';
import { english } from '../i18n/translate-issue';
import { type TextDescriptor, text } from '../i18n/text';

/*
 * The administrators' oversight of every client's case: the filtered list, the case with all
 * its updates, a staff owner (`assignedTo`, in bulk), a partner firm, the priority, and
 * updates written by staff (public or internal).
 */

export const assignmentFilterValues = ['all', 'unassigned', 'assigned'] as const;

/** Case age filter: opened more than this many days ago. */
export const caseAgeFilterValues = ['7', '30', '90'] as const;
export type CaseAgeFilter = (typeof caseAgeFilterValues)[number];

/** The partner and owner filters take an id, or 'none' for cases without one. */
export const NO_ONE = 'none';
function personFilter(invalid: TextDescriptor) {
  const message = english(invalid);
  // The uuid's own message too: a string that is not one reports the uuid's error, not the union's.
  return z.optional(z.union([z.literal(NO_ONE), z.uuid({ error: message })], { error: message }));
}

export const ADMIN_CASES_PAGE_SIZE = 25;

export const adminCaseListQuerySchema = z.object({
  status: z.optional(
    z.enum(caseStatuses, { error: english(text('That status is not one of the five.')) }),
  ),
  priority: z.optional(
    z.enum(casePriorities, { error: english(text('That priority is not one of the four.')) }),
  ),
  assignment: z._default(
    z.enum(assignmentFilterValues, {
      error: english(text('Assignment must be all, unassigned or assigned.')),
    }),
    'all',
  ),
  /** A partner's id, or 'none' for cases without a partner. */
  partner: personFilter(text('The partner filter must be a partner id or "none".')),
  /** A staff member's id, or 'none' for cases without a staff owner. */
  owner: personFilter(text('The owner filter must be a staff id or "none".')),
  /** Only cases opened more than this many days ago. */
  olderThanDays: z.optional(
    z.enum(caseAgeFilterValues, { error: english(text('Age must be 7, 30 or 90 days.')) }),
  ),
  attention: z.optional(
    z.enum(caseAttentionFilterValues, {
      error: english(text('Attention must be unread (messages) or overdue (requests).')),
    }),
  ),
  /** Searches case number, company, situation and the client's name and e-mail. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page: z._default(
    z.coerce
      .number({ error: english(text('Page must be a number.')) })
      .check(z.int(), z.minimum(1)),
    1,
  ),
});
export type AdminCaseListQuery = z.output<typeof adminCaseListQuerySchema>;

const personRef = z.nullable(z.object({ id: z.string(), name: z.string() }));

export const adminCaseSchema = z.object({
  ...clientCaseSchema.shape,
  client: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  partner: z.nullable(z.object({ id: z.string(), companyName: z.string() })),
  /** The staff member who owns the case (`assignedTo`), 'First Last'. */
  owner: personRef,
});
export type AdminCase = z.infer<typeof adminCaseSchema>;

export const adminCaseListSchema = z.object({
  cases: z.array(adminCaseSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminCaseList = z.infer<typeof adminCaseListSchema>;

/** One case for staff: every update (internal ones too) and every document, newest first. */
export const adminCaseDetailSchema = z.object({
  case: adminCaseSchema,
  updates: z.array(caseUpdateSchema),
  documents: z.array(caseDocumentSchema),
  /** Documents asked of the client: open ones first, then by due date, then newest. */
  requests: z.array(documentRequestSchema),
});
export type AdminCaseDetail = z.infer<typeof adminCaseDetailSchema>;

export const caseAssignmentSchema = z.object({
  partnerId: z
    .string({ error: english(text('Please choose a partner.')) })
    .check(z.minLength(1, english(text('Please choose a partner.')))),
});
export type CaseAssignment = z.output<typeof caseAssignmentSchema>;

/** The public update every assignment adds to the case (issue: 'Assigned to a partner attorney'). */
export const ASSIGNED_UPDATE_TITLE = english(text('Assigned to a partner attorney'));
export const PARTNER_NOT_ASSIGNABLE_MESSAGE = english(
  text('Cases can only be assigned to a verified, active partner.'),
);

export const MAX_BULK_CASES = 100;

/** Bulk: give the chosen cases a staff owner, or none (ownerId null). */
export const caseOwnerAssignmentSchema = z.object({
  caseIds: z
    .array(z.string(), { error: english(text('Please choose at least one case.')) })
    .check(
      z.minLength(1, english(text('Please choose at least one case.'))),
      z.maxLength(
        MAX_BULK_CASES,
        english(text('Please choose {max} cases or fewer at a time.', { max: MAX_BULK_CASES })),
      ),
    ),
  ownerId: z.nullable(
    z
      .string({ error: english(text('Please choose a staff member.')) })
      .check(z.minLength(1, english(text('Please choose a staff member.')))),
  ),
});
export type CaseOwnerAssignment = z.output<typeof caseOwnerAssignmentSchema>;

export const caseOwnerAssignmentResultSchema = z.object({
  /** How many cases now have the owner. */
  updated: z.number(),
  message: z.string(),
});
export type CaseOwnerAssignmentResult = z.infer<typeof caseOwnerAssignmentResultSchema>;

export const OWNER_NOT_ASSIGNABLE_MESSAGE = english(
  text('Cases can only be given to an active staff member.'),
);
/** Some of the chosen cases no longer exist (nothing was changed). */
export const CASES_NOT_FOUND_MESSAGE = english(
  text('Some of the chosen cases could not be found. Nothing was changed; please reload the list.'),
);

export const casePriorityChangeSchema = z.object({
  priority: z.enum(casePriorities, { error: english(text('Please choose a priority.')) }),
});
export type CasePriorityChange = z.output<typeof casePriorityChangeSchema>;

/** Staff updates use the partners' note rules: title, description, public unless unticked. */
export { caseNoteSchema as staffCaseUpdateSchema } from './partner-cases';
export type {
  CaseNote as StaffCaseUpdate,
  CaseNoteInput as StaffCaseUpdateInput,
} from './partner-cases';
