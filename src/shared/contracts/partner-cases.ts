import { z } from 'zod/mini';
import { casePriorities, caseStatuses } from '../domain-values';
import { caseDocumentExtensions } from '../document-files';
import { caseDocumentTypes, optionValues } from '../options';
import { documentRequestSchema, REQUEST_NOT_OPEN_FOR_UPLOAD_MESSAGE } from './case-collaboration';
import { caseDocumentSchema, caseUpdateSchema } from './cases';
import { optionalText, requiredText } from './fields';
import { declaredFileSize, documentFileName } from './partners';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/** Requirements §3 "Partner case view". */
export const partnerCaseSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  timeshareCompany: z.string(),
  purchaseDate: z.nullable(z.string()),
  situation: z.string(),
  status: z.enum(caseStatuses),
  priority: z.enum(casePriorities),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Messages on the case by others that the firm has not read yet. */
  unreadMessages: z.number(),
  /** The earliest due day of the case's open requests (see clientCaseSchema). */
  openRequestDueDate: z.nullable(z.string()),
});
export type PartnerCase = z.infer<typeof partnerCaseSchema>;

export const partnerCaseListSchema = z.array(partnerCaseSchema);

/** Who the partner is working for: the client's name and how to reach them. */
export const partnerCaseClientSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
});

/** Requirements §7: the case with its documents and every update, public and private, newest first. */
export const partnerCaseDetailSchema = z.object({
  case: partnerCaseSchema,
  client: partnerCaseClientSchema,
  documents: z.array(caseDocumentSchema),
  updates: z.array(caseUpdateSchema),
  /** Documents asked of the client: open ones first, then by due date, then newest. */
  requests: z.array(documentRequestSchema),
});
export type PartnerCaseDetail = z.infer<typeof partnerCaseDetailSchema>;

/** Requirements §5: a status is required, notes are optional (they become a public update). */
export const caseStatusUpdateSchema = z.object({
  status: z.enum(caseStatuses, { error: english(text('Please choose a status.')) }),
  notes: optionalText(text('Notes must be {max} characters or fewer.'), 5000),
});
export type CaseStatusUpdate = z.output<typeof caseStatusUpdateSchema>;
export type CaseStatusUpdateInput = z.input<typeof caseStatusUpdateSchema>;

/** Requirements §5: title and description required; 'Visible to client' is on unless unticked. */
export const caseNoteSchema = z.object({
  title: requiredText(
    text('Title is required.'),
    text('Title must be {max} characters or fewer.'),
    200,
  ),
  description: requiredText(
    text('Description is required.'),
    text('Description must be {max} characters or fewer.'),
    5000,
  ),
  isPublic: z._default(
    z.boolean({ error: english(text('Visible to client must be true or false.')) }),
    true,
  ),
});
export type CaseNote = z.output<typeof caseNoteSchema>;
export type CaseNoteInput = z.input<typeof caseNoteSchema>;

/** Requirements §5: 'Missing Information: Please select a file and document type.' */
export const MISSING_UPLOAD_INFORMATION = english(text('Please select a file and document type.'));

const caseDocumentType = z.enum(optionValues(caseDocumentTypes), {
  error: MISSING_UPLOAD_INFORMATION,
});

/** Upload step 1 (requirements §7): fileName and documentType, answered with an uploadTicket. */
export const caseUploadRequestSchema = z.object({
  fileName: documentFileName(caseDocumentExtensions),
  documentType: caseDocumentType,
  fileSize: declaredFileSize,
});
export type CaseUploadRequest = z.output<typeof caseUploadRequestSchema>;

/** Upload step 3: fileUrl is the upload address without its query string. */
export const caseDocumentRequestSchema = z.object({
  fileName: documentFileName(caseDocumentExtensions),
  documentType: caseDocumentType,
  fileUrl: z
    .string({ error: english(text('The upload address is missing.')) })
    .check(z.minLength(1, english(text('The upload address is missing.'))), z.maxLength(2000)),
});
export type CaseDocumentRequest = z.output<typeof caseDocumentRequestSchema>;

/** The client's upload step 3: the same, optionally naming the open request it answers. */
export const clientCaseDocumentRequestSchema = z.extend(caseDocumentRequestSchema, {
  requestId: z.optional(z.string().check(z.maxLength(100, REQUEST_NOT_OPEN_FOR_UPLOAD_MESSAGE))),
});
export type ClientCaseDocumentRequest = z.output<typeof clientCaseDocumentRequestSchema>;

/** Documents start private (requirements §6); the partner may show one to the client. */
export const documentVisibilitySchema = z.object({
  isPublic: z.boolean({ error: english(text('isPublic must be true or false.')) }),
});
export type DocumentVisibility = z.output<typeof documentVisibilitySchema>;

/** Requirements §8 Partner toasts. */
export const partnerCaseMessages = {
  statusUpdated: english(text('Case status updated successfully')),
  statusFailed: english(text('Failed to update case status')),
  noteAdded: english(text('Note added successfully')),
  noteFailed: english(text('Failed to add note')),
} as const;

export const UPLOAD_NOT_FOR_THIS_CASE_MESSAGE = english(
  text('This upload does not belong to this case. Please start the upload again.'),
);
export const UPLOAD_NOT_FOUND_MESSAGE = english(
  text('We did not receive the file for this upload. Please start the upload again.'),
);
export const UPLOAD_ALREADY_REGISTERED_MESSAGE = english(
  text('This file has already been added to the case.'),
);
/** A client's own upload is always shown to the client; it cannot be hidden from them. */
export const CLIENT_UPLOAD_VISIBILITY_MESSAGE = english(
  text('The client uploaded this document, so it is always visible to them.'),
);
