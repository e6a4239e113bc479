import { z } from 'zod/mini';
import { casePriorities, caseStatuses } from '../domain-values';
import { documentRequestSchema } from './case-collaboration';
import { optionalText, requiredText } from './fields';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/** Requirements §3 "Case (client view)". Dates travel as ISO 8601 strings. */
export const clientCaseSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  timeshareCompany: z.string(),
  purchaseDate: z.nullable(z.string()),
  situation: z.string(),
  priority: z.enum(casePriorities),
  status: z.enum(caseStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Messages on the case by others that the caller has not read yet (theirs alone). */
  unreadMessages: z.number(),
  /**
   * The earliest due day (YYYY-MM-DD) of the case's open document requests, null when none of
   * them has one: enough for every list to tell an overdue case (`hasOverdueRequest`).
   */
  openRequestDueDate: z.nullable(z.string()),
});
export type ClientCase = z.infer<typeof clientCaseSchema>;

/** Requirements §3 "Case update". Clients only ever receive public ones. */
export const caseUpdateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  isPublic: z.boolean(),
});
export type CaseUpdate = z.infer<typeof caseUpdateSchema>;

export const clientCaseListSchema = z.array(clientCaseSchema);

/**
 * Requirements §3 "Case document" (one spelling: camelCase). Clients only ever receive public ones;
 * partners see all of a case's documents.
 */
export const caseDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  /** Bytes. */
  fileSize: z.number(),
  documentType: z.string(),
  uploadedBy: z.string(),
  isPublic: z.boolean(),
  createdAt: z.string(),
});
export type CaseDocumentView = z.infer<typeof caseDocumentSchema>;

export const clientCaseDetailSchema = z.object({
  case: clientCaseSchema,
  updates: z.array(caseUpdateSchema),
  /** Public documents and the client's own uploads, newest first. */
  documents: z.array(caseDocumentSchema),
  /** The partner firm working on the case, once one is assigned. */
  partner: z.nullable(z.object({ companyName: z.string() })),
  /** Documents asked of the client: open ones first, then by due date, then newest. */
  requests: z.array(documentRequestSchema),
});
export type ClientCaseDetail = z.infer<typeof clientCaseDetailSchema>;

/** Requirements §5: 'Missing information' when company or situation is empty. */
export const MISSING_CASE_INFORMATION = english(
  text('Please fill in the timeshare company and situation details.'),
);

export const newCaseRequestSchema = z.object({
  timeshareCompany: requiredText(
    text('Timeshare company is required.'),
    text('Timeshare company must be {max} characters or fewer.'),
    200,
  ),
  purchaseDate: optionalText(text('Purchase date must be {max} characters or fewer.'), 100),
  situation: requiredText(
    text('Situation is required.'),
    text('Situation must be {max} characters or fewer.'),
    5000,
  ),
  priority: z._default(
    z.enum(casePriorities, {
      error: english(text('Priority must be urgent, high, medium or low.')),
    }),
    'medium',
  ),
});
export type NewCaseRequestInput = z.input<typeof newCaseRequestSchema>;
export type NewCaseRequest = z.output<typeof newCaseRequestSchema>;

/** The title of the first public update of every case a client opens. */
export const CASE_SUBMITTED_TITLE = english(text('Case Submitted'));

/*
 * Limits on opening cases (onboarding's first case included): each case sends e-mail and
 * asks for a person's time, so one account cannot open them without end.
 */
/** A client may have at most this many cases that are not completed or closed. */
export const MAX_OPEN_CASES_PER_CLIENT = 10;
/** A client may open at most this many cases in any hour. */
export const MAX_NEW_CASES_PER_HOUR = 5;
/** The two limits together; a deployment may change them (OPEN_CASES_LIMIT, NEW_CASES_PER_HOUR). */
export interface CaseLimits {
  openCases: number;
  newPerHour: number;
}
export const DEFAULT_CASE_LIMITS: CaseLimits = {
  openCases: MAX_OPEN_CASES_PER_CLIENT,
  newPerHour: MAX_NEW_CASES_PER_HOUR,
};
export const tooManyOpenCasesMessage = (limit: number) =>
  english(
    text(
      'You already have {limit} open cases. Please add to one of them, or call us, and we will help you there; you can open a new case once one is completed or closed.',
      { limit },
    ),
  );
export const tooManyNewCasesMessage = (limit: number) =>
  english(
    text(
      'You have opened {limit} cases in the last hour. Please wait an hour before opening another, or call us if it is urgent.',
      { limit },
    ),
  );
export const TOO_MANY_OPEN_CASES_MESSAGE = tooManyOpenCasesMessage(MAX_OPEN_CASES_PER_CLIENT);
export const TOO_MANY_NEW_CASES_MESSAGE = tooManyNewCasesMessage(MAX_NEW_CASES_PER_HOUR);
