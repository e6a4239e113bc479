import { and, count, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import {
  CASE_SUBMITTED_TITLE,
  DEFAULT_CASE_LIMITS,
  tooManyNewCasesMessage,
  tooManyOpenCasesMessage,
  type CaseLimits,
  type CaseDocumentView,
  type CaseUpdate as CaseUpdateView,
  type ClientCase,
  type ClientCaseDetail,
  type NewCaseRequest,
} from '@shared/contracts/cases';
import type { Database, Executor } from '../../db/client';
import {
  caseDocuments,
  caseNumberSequence,
  caseUpdates,
  cases,
  partners,
  userAccounts,
  userPreferences,
  type Case,
  type CaseDocument,
  type CaseUpdate,
} from '../../db/schema';
import { preparedPerDatabase } from '../../db/prepared';
import { AppError, notFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { isRowId } from '../../platform/row-id';
import type { StoredFile } from '../../platform/storage/send-file';
import { caseVisibleTo, clientReader, visibleDocuments, visibleUpdates } from './access';
import { linkIntakeRequestsToCase } from '../admin-inbox/intake-links';
import { caseAttentionOf, type CaseAttention } from './attention';
import { listCaseRequests } from '../case-requests/requests';
import {
  caseChangedLetter,
  caseOpenedLetter,
  type CaseChange,
  type CaseMailContext,
} from './notifications';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

export type { CaseChange, CaseMailContext } from './notifications';

export const CASE_NOT_FOUND_MESSAGE = english(text('We could not find that case.'));
export const DOCUMENT_NOT_FOUND_MESSAGE = english(text('We could not find that document.'));
/** The author shown on updates the organization itself writes. */
export const TRA_TEAM = 'TRA Team';
export const CASE_SUBMITTED_DESCRIPTION =
  'Thank you. We have received your case, and a member of our team will be in touch within 24-48 hours.';

export interface CasesDeps extends CaseMailContext {
  db: Database;
}

/** TRA-<year>-<number padded to 6 digits>; numbers past 999999 simply grow longer. */
export function formatCaseNumber(year: number, sequenceValue: number): string {
  return `TRA-${year}-${String(sequenceValue).padStart(6, '0')}`;
}

export async function nextCaseNumber(executor: Executor, createdAt: Date): Promise<string> {
  // nextval never hands out a value twice, even to concurrent transactions.
  const [next] = await executor
    .select({ value: sql<string>`nextval('${sql.raw(caseNumberSequence.seqName!)}')::text` })
    .from(sql`(select 1) as one`);
  return formatCaseNumber(createdAt.getUTCFullYear(), Number(next!.value));
}

/** A case's own fields, as every side shows them. */
export type CaseFields = Omit<ClientCase, keyof CaseAttention>;

export function toCaseFields(row: Case): CaseFields {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    timeshareCompany: row.timeshareCompany,
    purchaseDate: row.purchaseDate,
    situation: row.situation,
    priority: row.priority,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A case as its reader sees it in lists: with what it asks of them (cases/attention). */
export function toClientCase(row: Case, attention: CaseAttention): ClientCase {
  return { ...toCaseFields(row), ...attention };
}

export function toCaseUpdateView(row: CaseUpdate): CaseUpdateView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    isPublic: row.isPublic,
  };
}

/** A case document as clients and partners see it (never its storage key). */
export function toCaseDocumentView(row: CaseDocument): CaseDocumentView {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    documentType: row.documentType,
    uploadedBy: row.uploadedBy,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
  };
}

const HOUR_MS = 3_600_000;

/**
 * Refuses a new case beyond the client's limits (open cases; cases opened in the last hour).
 * Call it with the client's row locked, so parallel requests are counted one after another.
 */
async function checkCaseLimits(
  executor: Executor,
  clientId: string,
  now: Date,
  limits: CaseLimits,
): Promise<void> {
  const [counts] = await executor
    .select({
      open: count(sql`case when ${notInArray(cases.status, ['completed', 'closed'])} then 1 end`),
      lastHour: count(
        sql`case when ${gte(cases.createdAt, new Date(now.getTime() - HOUR_MS))} then 1 end`,
      ),
    })
    .from(cases)
    .where(eq(cases.userId, clientId));
  if (counts!.open >= limits.openCases) {
    throw new AppError(409, 'TOO_MANY_OPEN_CASES', tooManyOpenCasesMessage(limits.openCases));
  }
  if (counts!.lastHour >= limits.newPerHour) {
    throw new AppError(429, 'TOO_MANY_NEW_CASES', tooManyNewCasesMessage(limits.newPerHour));
  }
}

/**
 * Opens a case for a client: the case (status submitted), its first public update and the
 * client's confirmation e-mail. Runs on the caller's executor so it can join a larger
 * transaction (onboarding); wake the job worker after the commit.
 */
export async function openCase(
  executor: Executor,
  clientId: string,
  request: NewCaseRequest,
  context: CaseMailContext & { caseLimits?: CaseLimits },
): Promise<ClientCase> {
  const [client] = await executor
    .select({
      email: userAccounts.email,
      firstName: userAccounts.firstName,
      locale: userAccounts.locale,
    })
    .from(userAccounts)
    .where(eq(userAccounts.id, clientId))
    .for('update');
  if (!client) throw notFound(text('We could not find your account.'));

  const createdAt = new Date();
  await checkCaseLimits(executor, clientId, createdAt, context.caseLimits ?? DEFAULT_CASE_LIMITS);
  const [row] = await executor
    .insert(cases)
    .values({
      userId: clientId,
      caseNumber: await nextCaseNumber(executor, createdAt),
      status: 'submitted',
      priority: request.priority,
      timeshareCompany: request.timeshareCompany,
      purchaseDate: request.purchaseDate ?? null,
      situation: request.situation,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const opened = row!;
  await linkIntakeRequestsToCase(executor, clientId, opened.id, createdAt);
  await executor.insert(caseUpdates).values({
    caseId: opened.id,
    title: CASE_SUBMITTED_TITLE,
    description: CASE_SUBMITTED_DESCRIPTION,
    isPublic: true,
    createdBy: TRA_TEAM,
    createdAt,
  });
  await enqueueMail(executor, caseOpenedLetter(client, opened, context));
  // A new case has no messages yet.
  return toClientCase(opened, { unreadMessages: 0, openRequestDueDate: null });
}

/** POST /api/cases: opens a case in its own transaction. */
export async function createCase(
  deps: CasesDeps,
  clientId: string,
  request: NewCaseRequest,
): Promise<ClientCase> {
  return deps.db.transaction((tx) => openCase(tx, clientId, request, deps));
}

/** The client's own cases, newest first, each with its unread messages. */
const clientCasesStatement = preparedPerDatabase((db) => {
  const reader = { kind: 'client', id: sql.placeholder('clientId') } as const;
  return db
    .select({ row: cases, ...caseAttentionOf(reader) })
    .from(cases)
    .where(caseVisibleTo(reader))
    .orderBy(desc(cases.createdAt), desc(cases.caseNumber))
    .prepare('cases_of_client');
});

export async function listCases(db: Database, clientId: string): Promise<ClientCase[]> {
  const rows = await clientCasesStatement(db).execute({ clientId });
  return rows.map(({ row, ...attention }) => toClientCase(row, attention));
}

/**
 * One of the client's own cases with its public updates, the documents the client may see
 * (public ones and their own uploads), newest first, the partner firm working on it and the
 * documents asked of the client. Someone else's case, an unknown id and a malformed id
 * all answer the same 404, so nothing about other cases leaks.
 */
export async function getCase(
  db: Executor,
  clientId: string,
  caseId: string,
): Promise<ClientCaseDetail> {
  if (!isRowId(caseId)) throw notFound(CASE_NOT_FOUND_MESSAGE);
  const reader = clientReader(clientId);
  const [found] = await db
    .select({
      row: cases,
      partnerCompanyName: partners.companyName,
      ...caseAttentionOf({ kind: 'client', id: clientId }),
    })
    .from(cases)
    .leftJoin(partners, eq(partners.id, cases.assignedPartnerId))
    .where(and(eq(cases.id, caseId), caseVisibleTo(reader)));
  if (!found) throw notFound(CASE_NOT_FOUND_MESSAGE);
  const { row, partnerCompanyName, ...attention } = found;
  const [updates, documents, requests] = await Promise.all([
    db
      .select()
      .from(caseUpdates)
      .where(and(eq(caseUpdates.caseId, row.id), visibleUpdates(reader)))
      .orderBy(desc(caseUpdates.createdAt), desc(caseUpdates.id)),
    db
      .select()
      .from(caseDocuments)
      .where(and(eq(caseDocuments.caseId, row.id), visibleDocuments(reader)))
      .orderBy(desc(caseDocuments.createdAt), desc(caseDocuments.id)),
    listCaseRequests(db, row.id),
  ]);
  return {
    case: toClientCase(row, attention),
    updates: updates.map(toCaseUpdateView),
    documents: documents.map(toCaseDocumentView),
    partner: partnerCompanyName === null ? null : { companyName: partnerCompanyName },
    requests,
  };
}

/**
 * A document of one of the client's own cases that the client may see (cases/access: a public
 * one, or their own upload), for download. Anything else (a private document, another
 * client's case, unknown or malformed ids) answers the same 404.
 */
export async function getVisibleDocument(
  db: Executor,
  clientId: string,
  caseId: string,
  documentId: string,
): Promise<CaseDocument> {
  if (!isRowId(caseId) || !isRowId(documentId)) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  const reader = clientReader(clientId);
  const [found] = await db
    .select({ document: caseDocuments })
    .from(caseDocuments)
    .innerJoin(cases, eq(cases.id, caseDocuments.caseId))
    .where(
      and(
        eq(caseDocuments.id, documentId),
        eq(caseDocuments.caseId, caseId),
        visibleDocuments(reader),
        caseVisibleTo(reader),
      ),
    );
  if (!found) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return found.document;
}

/** Where a document's bytes are and how they are sent (see sendStoredFile). */
export function storedFileOf(document: CaseDocument): StoredFile {
  return {
    key: document.storageKey,
    fileName: document.fileName,
    contentType: document.fileType,
    size: document.fileSize,
  };
}

export interface CaseChangeNotice {
  caseId: string;
  change: CaseChange;
}

/**
 * Queues an e-mail telling the case's owner about a status change or a new public update,
 * unless they chose to receive none (notificationFrequency 'never'; no stored preferences
 * means the default, weekly, which does receive them). Call it inside the transaction that
 * made the change. Only call it for changes the client may see: never for private notes.
 */
export async function notifyClientOfCaseChange(
  executor: Executor,
  notice: CaseChangeNotice,
  context: CaseMailContext,
): Promise<void> {
  const [row] = await executor
    .select({
      caseNumber: cases.caseNumber,
      timeshareCompany: cases.timeshareCompany,
      email: userAccounts.email,
      firstName: userAccounts.firstName,
      locale: userAccounts.locale,
      notificationFrequency: userPreferences.notificationFrequency,
    })
    .from(cases)
    .innerJoin(userAccounts, eq(userAccounts.id, cases.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, cases.userId))
    .where(eq(cases.id, notice.caseId));
  if (!row || row.notificationFrequency === 'never') return;
  await enqueueMail(executor, caseChangedLetter(row, row, notice.change, context));
}

/**
 * E-mails the client about a new update on their case when it is public (an internal one never
 * reaches them). Shared by partners' and staff's updates.
 */
export async function notifyClientIfPublic(
  executor: Executor,
  context: CaseMailContext,
  caseId: string,
  update: { title: string; description: string; isPublic: boolean },
): Promise<void> {
  if (!update.isPublic) return;
  const { title, description } = update;
  await notifyClientOfCaseChange(
    executor,
    { caseId, change: { kind: 'update', title, description } },
    context,
  );
}
